import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { ASSETS } from './data.ts';
import { buildPopulation, type Population } from './population.ts';
import { seedWallet } from '../wallet/seed.ts';
import { seedMoney } from './money.ts';
import { seedMarkets } from './markets.ts';
import { seedP2p } from './p2p.ts';
import { fundHistoricalDeficits } from './ledgerHistory.ts';
import { seedStaking } from './staking.ts';
import { seedSupport } from './support.ts';
import { seedRiskCases } from './riskCases.ts';

type Tx = Pick<Db, 'query'>;

const CHUNK = 20_000;

/**
 * Fills a fresh database; safe to run on every start (each part only runs when its table is empty):
 * the admin from the config, the assets and wallet networks, and, outside production only (demo
 * data), a deterministic population of config.seedUsers users with
 * KYC records and balances, and the six sample admin action logs.
 */
export async function seed(db: Db, config: Config): Promise<void> {
  await seedAdmin(db, config);
  await seedAssets(db);
  await seedWallet(db, config); // platform wallets: networks, derived addresses, ledger balances
  if (config.production) {
    // Production gets the reference data an exchange needs, never invented users or money.
    console.log(
      'Production: seeded the first admin, assets and wallet networks only (no demo data)',
    );
    return;
  }
  const users = await count(db, 'users');
  const firstSeed = users === 0 && config.seedUsers > 0;
  if (firstSeed) {
    const population = buildPopulation(
      config.seedUsers,
      Date.now(),
      config.adminEmail.toLowerCase(),
    );
    await db.transaction(async (tx) => {
      // The generated rows are consistent by construction (every kyc/balance row points at a user
      // and an asset inserted just before), so skip the per-row foreign-key triggers: ~3x faster.
      await tx.query('SET LOCAL session_replication_role = replica');
      await insertPopulation(tx, population);
    });
  }
  await seedMoney(db, config); // deposits, withdrawals, converts, affiliates and their ledger history
  await seedMarkets(db, config); // asset settings, trade pairs, orders and their reserves
  await seedP2p(db, config); // P2P pairs, trades in escrow, chat, disputes with evidence
  await seedStaking(db, config); // staking plans, platform staking funds, users' stakes and their journals
  await seedSupport(db, config); // support categories, tickets in every state, threads, screenshots
  await seedRiskCases(db, config); // security events, one user per withdrawal risk flag, every withdrawal ranked
  if (firstSeed) await fundHistoricalDeficits(db); // the seeds' histories together never go negative
  if ((await count(db, 'admin_action_log')) === 0) await seedSampleLogs(db);
  // PGlite runs no autovacuum: without fresh statistics the planner guesses row counts of freshly
  // bulk-loaded tables (users read as -1 rows) and picks poor plans for the paged lists' filters.
  if (firstSeed) await db.exec('ANALYZE');
}

async function count(db: Tx, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0].n;
}

async function seedAdmin(db: Db, config: Config): Promise<void> {
  if ((await count(db, 'admins')) > 0) return;
  await db.query(
    'INSERT INTO admins (email, password_hash, totp_secret, totp_enabled) VALUES ($1, $2, $3, $4)',
    [
      config.adminEmail.toLowerCase(),
      await hashPassword(config.adminPassword),
      config.adminTotpSecret ?? null,
      Boolean(config.adminTotpSecret),
    ],
  );
}

async function seedAssets(db: Tx): Promise<void> {
  for (const asset of ASSETS) {
    await db.query(
      `INSERT INTO assets (id, symbol, name, type, decimals, price_usd) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (symbol) DO NOTHING`,
      [asset.id, asset.symbol, asset.name, asset.type, asset.decimals, asset.priceUsd],
    );
  }
}

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

async function insertPopulation(db: Tx, { users, kyc, balances }: Population): Promise<void> {
  await insertColumns(
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
  );
  await insertColumns(
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
  );
  await insertColumns(
    db,
    'ledger_accounts',
    ['kind', 'owner', 'asset_id', 'balance'],
    [balances.userId.map(() => 'user'), balances.userId, balances.assetId, balances.amount],
  );
  await bookOpeningBalances(db);
}

/**
 * Every account that has a balance but no entries yet gets one 'opening' journal entry, balanced by
 * the outside world's account of the asset, so each balance equals the sum of its entries.
 */
export async function bookOpeningBalances(db: Tx): Promise<void> {
  await db.query(
    `INSERT INTO ledger_accounts (kind, owner, asset_id, balance)
     SELECT 'external', '', a.id, 0 FROM assets a ON CONFLICT DO NOTHING`,
  );
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ledger_journals (kind, description) VALUES ('opening', 'Opening balances') RETURNING id`,
  );
  const journal = rows[0].id;
  await db.query(
    `WITH opened AS (
       SELECT la.id, la.asset_id, la.balance FROM ledger_accounts la
        WHERE la.kind <> 'external' AND la.balance <> 0
          AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.account_id = la.id)),
     entries AS (
       INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after)
       SELECT $1, id, balance, balance FROM opened RETURNING amount, account_id),
     per_asset AS (
       SELECT la.asset_id, sum(e.amount) AS total FROM entries e
         JOIN ledger_accounts la ON la.id = e.account_id GROUP BY la.asset_id),
     world AS (
       UPDATE ledger_accounts x SET balance = x.balance - p.total FROM per_asset p
        WHERE x.kind = 'external' AND x.owner = '' AND x.asset_id = p.asset_id
       RETURNING x.id, p.total, x.balance)
     INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after)
     SELECT $1, id, -total, balance FROM world`,
    [journal],
  );
}

/** Spec: "Six sample logs are preloaded". They describe actions consistent with the seeded data. */
async function seedSampleLogs(db: Tx): Promise<void> {
  const pick = async (where: string) =>
    (
      await db.query<{ id: string; email: string }>(
        `SELECT u.id, u.email FROM users u WHERE ${where} ORDER BY u.created_at LIMIT 2`,
      )
    ).rows;
  const blocked = await pick(`u.status = 'blocked'`);
  const active = await pick(`u.status = 'active' AND u.kyc_status = 'not_submitted'`);
  const approved = await pick(`u.kyc_status = 'approved'`);
  const rejected = (
    await db.query<{ id: string; email: string; reason: string }>(
      `SELECT u.id, u.email, k.reason FROM users u JOIN kyc k ON k.user_id = u.id
        WHERE k.status = 'rejected' ORDER BY u.created_at LIMIT 1`,
    )
  ).rows;
  const entries: { description: string; userId: string | null }[] = [
    ...approved.map((u) => ({ description: `KYC of ${u.email} approved`, userId: u.id })),
    ...rejected.map((u) => ({
      description: `KYC of ${u.email} rejected: ${u.reason}`,
      userId: u.id,
    })),
    ...blocked.map((u) => ({ description: `User ${u.email} blocked`, userId: u.id })),
    ...active.slice(0, 1).map((u) => ({ description: `User ${u.email} activated`, userId: u.id })),
  ];
  // Without a population (SEED_USERS=0) the samples describe the seeded assets instead.
  for (const asset of ASSETS) {
    if (entries.length >= 6) break;
    entries.push({
      description: `Asset ${asset.symbol} (${asset.name}) enabled for trading`,
      userId: null,
    });
  }
  const now = Date.now();
  for (const [i, entry] of entries.slice(0, 6).entries()) {
    // Oldest first, 47 minutes apart, the newest a few minutes ago.
    const date = new Date(now - (6 - i) * 47 * 60_000);
    await db.query(
      'INSERT INTO admin_action_log (date, description, user_id) VALUES ($1, $2, $3)',
      [date, entry.description, entry.userId],
    );
  }
}
