import type { Db } from '../db/index.ts';
import type { Population } from './population.ts';
import { phase } from './phases.ts';

type Tx = Pick<Db, 'query'>;

const CHUNK = 20_000;

const copyEscape = (value: unknown) =>
  value === null || value === undefined
    ? '\\N'
    : String(value)
        .replace(/\\/g, '\\\\')
        .replace(/\t/g, '\\t')
        .replace(/\n/g, '\\n')
        .replace(/\r/g, '\\r');

/**
 * Bulk-loads column arrays with COPY (PGlite reads the rows from a Blob): about twice as fast as
 * INSERT ... SELECT FROM unnest(...) for 100 000 rows. Chunks keep the text buffer small.
 */
async function insertColumns(
  db: Tx,
  table: string,
  columnNames: string[],
  columns: unknown[][],
): Promise<void> {
  const total = columns[0].length;
  for (let start = 0; start < total; start += CHUNK) {
    const end = Math.min(total, start + CHUNK);
    const lines: string[] = [];
    for (let i = start; i < end; i++)
      lines.push(columns.map((column) => copyEscape(column[i])).join('\t'));
    await db.query(`COPY ${table} (${columnNames.join(', ')}) FROM '/dev/blob'`, [], {
      blob: new Blob([lines.join('\n') + '\n']),
    });
  }
}

/**
 * `openingAt: 'signUp'`: the opening entries are written as the money seed dates them (each at its
 * user's sign-up, the world's a day before the first), so it need not rewrite 170 000 of them.
 */
export async function insertPopulation(
  db: Tx,
  { users, kyc, balances }: Population,
  { openingAt }: { openingAt: 'now' | 'signUp' } = { openingAt: 'now' },
): Promise<void> {
  await phase('users', () =>
    insertColumns(
      db,
      'users',
      [
        'id',
        'name',
        'email',
        'phone',
        'country',
        'status',
        'kyc_status',
        'referral_code',
        'created_at',
        'last_login_at',
      ],
      [
        users.id,
        users.name,
        users.email,
        users.phone,
        users.country,
        users.status,
        users.kycStatus,
        users.referralCode,
        users.createdAt,
        users.lastLoginAt,
      ],
    ),
  );
  await phase('kyc', () =>
    insertColumns(
      db,
      'kyc',
      [
        'id',
        'user_id',
        'full_name',
        'date_of_birth',
        'nationality',
        'address',
        'document_type',
        'document_number',
        'status',
        'reason',
        'submitted_at',
        'reviewed_at',
        'reviewed_by',
      ],
      [
        kyc.id,
        kyc.userId,
        kyc.fullName,
        kyc.dateOfBirth,
        kyc.nationality,
        kyc.address,
        kyc.documentType,
        kyc.documentNumber,
        kyc.status,
        kyc.reason,
        kyc.submittedAt,
        kyc.reviewedAt,
        kyc.reviewedBy,
      ],
    ),
  );
  await phase('balances', () =>
    insertColumns(
      db,
      'ledger_accounts',
      ['kind', 'owner', 'asset_id', 'balance'],
      [balances.userId.map(() => 'user'), balances.userId, balances.assetId, balances.amount],
    ),
  );
  await phase('opening balances', () => bookOpeningBalances(db, openingAt));
}

/**
 * Every account that has a balance but no entries yet gets one 'opening' journal entry, balanced by
 * the outside world's account of the asset, so each balance equals the sum of its entries.
 */
export async function bookOpeningBalances(
  db: Tx,
  openingAt: 'now' | 'signUp' = 'now',
): Promise<void> {
  await db.query(
    `INSERT INTO ledger_accounts (kind, owner, asset_id, balance)
     SELECT 'external', '', a.id, 0 FROM assets a ON CONFLICT DO NOTHING`,
  );
  const { rows } = await db.query<{ id: string; at: Date }>(
    `INSERT INTO ledger_journals (kind, description, created_at)
     VALUES ('opening', 'Opening balances', ${openingAt === 'signUp' ? `(SELECT coalesce(min(created_at) - interval '1 day', now()) FROM users)` : 'now()'})
     RETURNING id, created_at AS at`,
  );
  const { id: journal, at } = rows[0];
  const dated =
    openingAt === 'signUp'
      ? `coalesce(u.created_at, $2::timestamptz) AS at FROM ledger_accounts la
         LEFT JOIN users u ON u.id::text = la.owner AND la.owner <> ''`
      : '$2::timestamptz AS at FROM ledger_accounts la';
  await db.query(
    `WITH opened AS (
       SELECT la.id, la.asset_id, la.balance, ${dated}
        WHERE la.kind <> 'external' AND la.balance <> 0
          AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.account_id = la.id)),
     entries AS (
       INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after, created_at)
       SELECT $1, id, balance, balance, at FROM opened RETURNING amount, account_id),
     per_asset AS (
       SELECT la.asset_id, sum(e.amount) AS total FROM entries e
         JOIN ledger_accounts la ON la.id = e.account_id GROUP BY la.asset_id),
     world AS (
       UPDATE ledger_accounts x SET balance = x.balance - p.total FROM per_asset p
        WHERE x.kind = 'external' AND x.owner = '' AND x.asset_id = p.asset_id
       RETURNING x.id, p.total, x.balance)
     INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after, created_at)
     SELECT $1, id, -total, balance, $2::timestamptz FROM world`,
    [journal, at],
  );
}
