import type { Db } from '../db/index.ts';

type Tx = Pick<Db, 'query'>;

const LINES = `CREATE TEMP TABLE seed_lines (journal_id bigint, seq int, kind text, owner text, asset_id uuid,
  amount numeric, created_at timestamptz) ON COMMIT DROP`;

/** Journals of one kind from `source` (a SELECT with the columns the lines use), in one statement. */
async function book(
  tx: Tx,
  source: string,
  journal: { kind: string; reference: string; description: string; at: string; admin?: string },
  lines: string,
): Promise<void> {
  await tx.query(
    `WITH src AS (SELECT nextval('ledger_journals_id_seq') AS jid, s.* FROM (${source}) s),
     j AS (INSERT INTO ledger_journals (id, kind, reference, description, admin_id, created_at)
           SELECT jid, '${journal.kind}', ${journal.reference}, ${journal.description}, ${journal.admin ?? 'NULL'}, ${journal.at} FROM src)
     INSERT INTO seed_lines (journal_id, seq, kind, owner, asset_id, amount, created_at)
     SELECT src.jid, v.seq, v.kind, v.owner, v.asset_id, v.amount, ${journal.at}
       FROM src CROSS JOIN LATERAL (VALUES ${lines}) AS v(seq, kind, owner, asset_id, amount)
      WHERE v.amount <> 0`,
  );
}

/**
 * Books the seeded money records in the ledger, in bulk: credited deposits, withdrawal holds,
 * completions and releases, converts, then trade fills between users until the ledger holds about
 * `target` entries. Balances after each entry are running sums per account in time order, after the
 * opening balances (backdated to each user's sign-up), so the passbook reads like real history.
 */
export async function bookSeededMoney(tx: Tx, target: number): Promise<void> {
  await tx.query(LINES);
  const w = `SELECT w.*, trim_scale(w.amount + w.fee) AS held, a.symbol FROM withdrawals w JOIN assets a ON a.id = w.asset_id`;
  await book(
    tx,
    `SELECT d.*, a.symbol FROM deposits d JOIN assets a ON a.id = d.asset_id WHERE d.status = 'credited'`,
    {
      kind: 'deposit',
      reference: `'deposit:' || src.id`,
      description: `'Deposit of ' || trim_scale(src.amount) || ' ' || src.symbol || ' on ' || src.network_id`,
      at: 'src.credited_at',
    },
    `(1, 'external', '', src.asset_id, -src.amount), (2, 'user', src.user_id::text, src.asset_id, src.amount)`,
  );
  await book(
    tx,
    w,
    {
      kind: 'withdrawal_hold',
      reference: `'withdrawal:' || src.id`,
      description: `'Withdrawal request of ' || trim_scale(src.amount) || ' ' || src.symbol || ' (+' || trim_scale(src.fee) || ' fee)'`,
      at: 'src.created_at',
    },
    `(1, 'user', src.user_id::text, src.asset_id, -src.held), (2, 'user_hold', src.user_id::text, src.asset_id, src.held)`,
  );
  await book(
    tx,
    `${w} WHERE w.status = 'completed'`,
    {
      kind: 'withdrawal_complete',
      reference: `'withdrawal:' || src.id`,
      description: `'Withdrawal of ' || trim_scale(src.amount) || ' ' || src.symbol || ' sent on ' || src.network_id`,
      at: 'src.updated_at',
      admin: 'src.decided_by',
    },
    `(1, 'user_hold', src.user_id::text, src.asset_id, -src.held), (2, 'external', '', src.asset_id, src.amount),
     (3, 'fees', '', src.asset_id, src.fee)`,
  );
  await book(
    tx,
    `${w} WHERE w.status = 'rejected'`,
    {
      kind: 'withdrawal_release',
      reference: `'withdrawal:' || src.id`,
      description: `'Withdrawal of ' || trim_scale(src.amount) || ' ' || src.symbol || ' rejected: ' || src.reason`,
      at: 'src.updated_at',
      admin: 'src.decided_by',
    },
    `(1, 'user_hold', src.user_id::text, src.asset_id, -src.held), (2, 'user', src.user_id::text, src.asset_id, src.held)`,
  );
  await book(
    tx,
    `SELECT c.*, fa.symbol AS from_symbol, ta.symbol AS to_symbol FROM converts c
       JOIN assets fa ON fa.id = c.from_asset_id JOIN assets ta ON ta.id = c.to_asset_id`,
    {
      kind: 'convert',
      reference: `'convert:' || src.id`,
      description: `'Convert ' || trim_scale(src.from_amount) || ' ' || src.from_symbol || ' to ' || trim_scale(src.to_amount) || ' ' || src.to_symbol`,
      at: 'src.created_at',
    },
    `(1, 'user', src.user_id::text, src.from_asset_id, -src.from_amount),
     (2, 'external', '', src.from_asset_id, src.from_amount),
     (3, 'external', '', src.to_asset_id, -(src.to_amount + src.fee)),
     (4, 'user', src.user_id::text, src.to_asset_id, src.to_amount),
     (5, 'fees', '', src.to_asset_id, src.fee)`,
  );
  await bookTradeFills(tx, target);
  await postSeedLines(tx);
}

/** Trade fills between users: a seller's base asset against a buyer's USDT, the fee to the platform. */
async function bookTradeFills(tx: Tx, target: number): Promise<void> {
  const sides = (where: string) =>
    `SELECT row_number() OVER (ORDER BY d.id) - 1 AS n, d.user_id, d.asset_id, a.symbol, a.price_usd, d.amount, d.credited_at
       FROM deposits d JOIN assets a ON a.id = d.asset_id WHERE d.status = 'credited' AND ${where}`;
  await tx.query(`CREATE TEMP TABLE seed_sellers ON COMMIT DROP AS ${sides(`a.symbol <> 'USDT'`)}`);
  await tx.query(`CREATE TEMP TABLE seed_buyers ON COMMIT DROP AS ${sides(`a.symbol = 'USDT'`)}`);
  const { rows } = await tx.query<{ entries: number; sellers: number; buyers: number }>(
    `SELECT (SELECT count(*) FROM ledger_entries)::int + (SELECT count(*) FROM seed_lines)::int AS entries,
            (SELECT count(*) FROM seed_sellers)::int AS sellers, (SELECT count(*) FROM seed_buyers)::int AS buyers`,
  );
  const { entries, sellers, buyers } = rows[0];
  const fills = Math.floor(Math.max(0, target - entries) / 5);
  if (fills === 0 || sellers === 0 || buyers === 0) return;
  // Each deposit funds at most 40 % of itself across all the fills it takes part in.
  const perSeller = Math.ceil(fills / sellers);
  const perBuyer = Math.ceil(fills / buyers);
  await book(
    tx,
    `SELECT v.*, trunc(v.q * 0.001, 6) AS fee FROM (
       SELECT g, s.user_id AS seller, s.asset_id AS base, s.symbol, b.user_id AS buyer, b.asset_id AS quote,
              trunc(x.q / s.price_usd, 8) AS a, trunc(x.q, 6) AS q,
              greatest(s.credited_at, b.credited_at) + (now() - greatest(s.credited_at, b.credited_at)) * x.rt AS at
         FROM (SELECT g, random() AS rq, random() AS rt FROM generate_series(0, ${fills - 1}) g) f
         JOIN seed_sellers s ON s.n = f.g % ${sellers} JOIN seed_buyers b ON b.n = f.g % ${buyers}
         CROSS JOIN LATERAL (SELECT f.rt, least(0.4 * s.amount / ${perSeller} * s.price_usd,
                                                0.4 * b.amount / ${perBuyer}) * (0.3 + 0.7 * f.rq)::numeric AS q) x
        WHERE s.user_id <> b.user_id) v
      WHERE v.a > 0 AND v.q > 0`,
    {
      kind: 'trade_fill',
      reference: `'trade:' || src.symbol || '_USDT:' || src.g`,
      description: `'Trade fill on ' || src.symbol || '_USDT'`,
      at: 'src.at',
    },
    `(1, 'user', src.seller::text, src.base, -src.a), (2, 'user', src.buyer::text, src.base, src.a),
     (3, 'user', src.buyer::text, src.quote, -src.q), (4, 'user', src.seller::text, src.quote, src.q - src.fee),
     (5, 'fees', '', src.quote, src.fee)`,
  );
}

/** Moves the staged lines into the ledger: accounts, entries with running balances, balances. */
async function postSeedLines(tx: Tx): Promise<void> {
  // Opening balances date from each user's sign-up, before any of their seeded history. A first
  // seed wrote them so (populationCopy.ts, openingAt 'signUp'): only a journal written otherwise
  // (users added by --add) is dated again, with its entries, sparing a pass over ten million.
  const { rows: redated } = await tx.query<{ id: string }>(
    `WITH first AS (SELECT min(created_at) - interval '1 day' AS at FROM users)
     UPDATE ledger_journals j SET created_at = first.at FROM first
      WHERE j.kind = 'opening' AND j.created_at IS DISTINCT FROM first.at RETURNING j.id::text`,
  );
  if (redated.length > 0)
    await tx.query(
      `UPDATE ledger_entries e SET created_at = coalesce(u.created_at, j.created_at)
         FROM ledger_journals j, ledger_accounts la LEFT JOIN users u ON la.owner <> '' AND u.id::text = la.owner
        WHERE j.id = e.journal_id AND j.id = ANY($1::bigint[]) AND la.id = e.account_id
          AND e.created_at IS DISTINCT FROM coalesce(u.created_at, j.created_at)`,
      [redated.map((r) => r.id)],
    );
  await tx.query(
    `INSERT INTO ledger_accounts (kind, owner, asset_id)
     SELECT DISTINCT kind, owner, asset_id FROM seed_lines ON CONFLICT DO NOTHING`,
  );
  await tx.query(
    `INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after, created_at)
     SELECT l.journal_id, la.id, l.amount,
            trim_scale(la.balance + sum(l.amount) OVER (PARTITION BY la.id ORDER BY l.created_at, l.journal_id, l.seq)),
            l.created_at
       FROM seed_lines l JOIN ledger_accounts la ON la.kind = l.kind AND la.owner = l.owner AND la.asset_id = l.asset_id
      ORDER BY l.created_at, l.journal_id, l.seq`,
  );
  await tx.query(
    `UPDATE ledger_accounts la SET balance = la.balance + s.total
       FROM (SELECT la2.id, sum(l.amount) AS total FROM seed_lines l
               JOIN ledger_accounts la2 ON la2.kind = l.kind AND la2.owner = l.owner AND la2.asset_id = l.asset_id
              GROUP BY la2.id) s
      WHERE la.id = s.id`,
  );
}
