import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { postJournal } from '../ledger/ledger.ts';
import { phase } from './phases.ts';
import { HISTORY_USERS_MAX, hasRows, withoutIndexes } from './bulk.ts';

type Tx = Pick<Db, 'query'>;

/** Plans of several assets, flexible and fixed: [symbol, name, type, lock days, APR, min, max, cap, status]. */
export const SEED_PLANS: [
  string,
  string,
  'flexible' | 'fixed',
  number,
  string,
  string,
  string,
  string,
  'active' | 'paused',
][] = [
  ['USDT', 'USDT Flexible Savings', 'flexible', 0, '4.5', '10', '100000', '50000000', 'active'],
  ['USDT', 'USDT 30-day Fixed', 'fixed', 30, '8', '50', '250000', '50000000', 'active'],
  ['USDT', 'USDT 90-day Fixed', 'fixed', 90, '12', '100', '500000', '50000000', 'active'],
  ['BTC', 'BTC Flexible', 'flexible', 0, '1.2', '0.0001', '50', '5000', 'active'],
  ['BTC', 'BTC 60-day Fixed', 'fixed', 60, '3.5', '0.001', '100', '5000', 'active'],
  ['ETH', 'ETH 30-day Fixed', 'fixed', 30, '4.2', '0.001', '1000', '100000', 'active'],
  ['ETH', 'ETH 120-day Fixed', 'fixed', 120, '6.8', '0.01', '2000', '100000', 'active'],
  ['BNB', 'BNB 14-day Fixed', 'fixed', 14, '5', '0.01', '5000', '500000', 'active'],
  ['TRX', 'TRX Flexible', 'flexible', 0, '7.5', '10', '5000000', '900000000', 'active'],
  ['XRP', 'XRP 180-day Fixed', 'fixed', 180, '9.25', '10', '1000000', '900000000', 'paused'],
];

/** The description of the journal that funds the platform's staking account. */
export const PLATFORM_STAKING_FUNDS = "The platform's own funds for staking";

/** The platform's own funds admins may stake (POST /staking/createAdminStak), per asset. */
const PLATFORM_FUNDS: Record<string, string> = {
  BTC: '50',
  ETH: '800',
  USDT: '5000000',
  XRP: '2000000',
  BNB: '3000',
  TRX: '10000000',
};

/** Stakes per user with a balance in a staked asset: thousands at the default 300 users. */
const STAKES_PER_ACCOUNT = 3;
/** Each seeded stake locks this share of the account's balance, so the locks never overdraw it. */
const STAKE_SHARE = '0.1';

/**
 * Staking plans, the platform's staking funds, and users' stakes with their ledger journals,
 * in bulk SQL. Each part runs once, when its table is empty; SEED_LEDGER=0 seeds no stakes.
 */
export async function seedStaking(db: Db, config: Config): Promise<void> {
  await seedPlans(db);
  await fundPlatform(db);
  if (config.seedLedger === 0 || (await hasRows(db, 'stakes')) || !(await hasRows(db, 'users')))
    return;
  await db.transaction(async (tx) => {
    // Rows consistent by construction (users and plans read in the same statements): no FK triggers.
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query('SELECT setseed(0.1212)');
    // Indexes are built once after the load (bulk.ts).
    await withoutIndexes(tx, ['stakes'], async () => {
      await phase('stakes', () => seedStakes(tx));
      await phase('stake journals', () => bookStakes(tx));
    });
  });
}

async function seedPlans(db: Tx): Promise<void> {
  if (await hasRows(db, 'staking_plans')) return;
  for (const [
    i,
    [symbol, name, type, lockDays, apr, min, max, cap, status],
  ] of SEED_PLANS.entries()) {
    await db.query(
      `INSERT INTO staking_plans (asset_id, name, type, lock_days, apr, min_amount, max_amount, total_cap, status, created_at, updated_at)
       SELECT id, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(days => 420 - $10::int), now() - make_interval(days => 420 - $10::int)
         FROM assets WHERE symbol = $1`,
      [symbol, name, type, lockDays, apr, min, max, cap, status, i],
    );
  }
}

async function fundPlatform(db: Db): Promise<void> {
  const { rows } = await db.query<{ id: string; symbol: string }>(
    `SELECT a.id, a.symbol FROM assets a WHERE NOT EXISTS (
       SELECT 1 FROM ledger_accounts la WHERE la.kind = 'platform' AND la.asset_id = a.id)`,
  );
  const lines = rows
    .filter((a) => PLATFORM_FUNDS[a.symbol])
    .flatMap((a) => [
      { kind: 'external' as const, assetId: a.id, amount: `-${PLATFORM_FUNDS[a.symbol]}` },
      { kind: 'platform' as const, assetId: a.id, amount: PLATFORM_FUNDS[a.symbol] },
    ]);
  if (lines.length === 0) return;
  await db.transaction((tx) =>
    postJournal(tx, {
      kind: 'opening',
      description: PLATFORM_STAKING_FUNDS,
      lines,
    }),
  );
}

/**
 * Up to STAKES_PER_ACCOUNT stakes per user account of a staked asset, each STAKE_SHARE of its
 * balance (clamped to the plan's maximum, skipped below its minimum), started over the last 400
 * days. Fixed stakes whose lock ended are mostly settled, a quarter still await settlement
 * (matured); flexible ones are 40 % redeemed. Seeded rewards use a 365-day year.
 */
async function seedStakes(tx: Tx): Promise<void> {
  await tx.query(
    `WITH plans AS (
       SELECT p.*, row_number() OVER (PARTITION BY p.asset_id ORDER BY p.created_at) - 1 AS n,
              count(*) OVER (PARTITION BY p.asset_id) AS per_asset FROM staking_plans p),
     picks AS (
       SELECT la.owner::uuid AS user_id, la.asset_id, la.balance, g, random() AS rp, random() AS rt, random() AS rs, random() AS rr
         FROM ledger_accounts la CROSS JOIN generate_series(1, ${STAKES_PER_ACCOUNT}) g
        WHERE la.kind = 'user' AND la.balance > 0 AND EXISTS (SELECT 1 FROM plans WHERE plans.asset_id = la.asset_id)
          -- The first users' worth of stakes only (bulk.ts: HISTORY_USERS_MAX).
          AND la.owner IN (SELECT id::text FROM users ORDER BY created_at, id LIMIT ${HISTORY_USERS_MAX})),
     s0 AS (
       SELECT k.*, p.id AS plan_id, p.type, p.apr, p.lock_days, p.min_amount, p.max_amount,
              greatest(now() - interval '1 day' * (1 + k.rt * 400), u.created_at + interval '1 hour') AS started
         FROM picks k JOIN plans p ON p.asset_id = k.asset_id AND p.n = floor(k.rp * p.per_asset)::int
         -- A user who signed up within the last two hours has no stake yet: a start an hour after
         -- sign-up would otherwise lie in the future (a redemption before its start, a negative reward).
         JOIN users u ON u.id = k.user_id AND u.created_at < now() - interval '2 hours'),
     -- A share of the lowest balance the account has from the stake's start on, so the locks
     -- never take any moment of its history below zero.
     acct AS (
       SELECT s0.*, la.id AS account_id FROM s0 JOIN ledger_accounts la
           ON la.kind = 'user' AND la.owner = s0.user_id::text AND la.asset_id = s0.asset_id),
     -- A share of the lowest balance the account has from the stake's start on (its balance then,
     -- and after every later entry), so the locks never take any moment of its history below zero.
     sized AS (
       SELECT a.*, least(trunc(least(
                coalesce((SELECT e.balance_after FROM ledger_entries e WHERE e.account_id = a.account_id
                            AND e.created_at <= a.started ORDER BY e.created_at DESC, e.journal_id DESC, e.id DESC LIMIT 1), 0),
                coalesce((SELECT min(e.balance_after) FROM ledger_entries e WHERE e.account_id = a.account_id
                            AND e.created_at > a.started), a.balance)) * ${STAKE_SHARE}, 8), a.max_amount) AS amount
         FROM acct a),
     t AS (
       SELECT s.*, CASE WHEN type = 'fixed' THEN started + make_interval(days => lock_days) END AS ends,
              CASE WHEN type = 'fixed' AND started + make_interval(days => lock_days) < now() - interval '1 hour'
                        AND rs < 0.75 THEN 'settled'
                   WHEN type = 'flexible' AND rs < 0.4 THEN 'redeemed' ELSE 'active' END AS st
         FROM sized s WHERE amount >= min_amount AND amount > 0),
     d AS (
       SELECT t.*, CASE st WHEN 'settled' THEN least(ends + interval '1 minute' * (5 + rr * 2000), now() - interval '1 minute')
                           WHEN 'redeemed' THEN started + (now() - started) * (0.1 + rr * 0.85) END AS closed
         FROM t)
     INSERT INTO stakes (id, plan_id, user_id, amount, apr, started_at, ends_at, status, reward, settled_at, settled_by)
     SELECT md5('stake' || d.user_id || d.asset_id || d.g)::uuid, plan_id, user_id, amount, apr, started, ends, st,
            CASE WHEN st <> 'active' THEN trunc(amount * apr / 100 * extract(epoch FROM coalesce(ends, closed) - started)::numeric / 31536000, 8) END,
            closed, CASE WHEN st = 'settled' THEN (SELECT id FROM admins ORDER BY created_at, email LIMIT 1) END
       FROM d`,
  );
}

const STAKE_SRC = `SELECT s.*, a.symbol, p.asset_id FROM stakes s JOIN staking_plans p ON p.id = s.plan_id JOIN assets a ON a.id = p.asset_id`;

/** The stakes' journals (lock, unlock, reward), then entries with running balances, in bulk. */
async function bookStakes(tx: Tx): Promise<void> {
  await tx.query(`CREATE TEMP TABLE stake_lines (journal_id bigint, seq int, kind text, owner text, asset_id uuid,
    amount numeric, created_at timestamptz) ON COMMIT DROP`);
  const book = async (
    kind: string,
    where: string,
    at: string,
    description: string,
    lines: string,
  ) =>
    tx.query(
      `WITH src AS (SELECT nextval('ledger_journals_id_seq') AS jid, s.* FROM (${STAKE_SRC} WHERE ${where}) s),
       j AS (INSERT INTO ledger_journals (id, kind, reference, description, admin_id, created_at)
             SELECT jid, '${kind}', 'stake:' || src.id, ${description}, src.settled_by, ${at} FROM src)
       INSERT INTO stake_lines SELECT src.jid, v.seq, v.kind, v.owner, src.asset_id, v.amount, ${at}
         FROM src CROSS JOIN LATERAL (VALUES ${lines}) AS v(seq, kind, owner, amount) WHERE v.amount <> 0`,
    );
  await book(
    'stake_lock',
    'true',
    'src.started_at',
    `'Stake of ' || trim_scale(src.amount) || ' ' || src.symbol || ' locked'`,
    `(1, 'user', src.user_id::text, -src.amount), (2, 'staking', src.user_id::text, src.amount)`,
  );
  await book(
    'stake_unlock',
    `s.status <> 'active'`,
    'src.settled_at',
    `'Stake of ' || trim_scale(src.amount) || ' ' || src.symbol || CASE src.status WHEN 'redeemed' THEN ' redeemed' ELSE ' settled' END || ': principal returned'`,
    `(1, 'staking', src.user_id::text, -src.amount), (2, 'user', src.user_id::text, src.amount)`,
  );
  await book(
    'stake_reward',
    `s.status <> 'active' AND s.reward > 0`,
    "src.settled_at + interval '1 millisecond'",
    `'Staking reward of ' || trim_scale(src.reward) || ' ' || src.symbol || ' (APR ' || trim_scale(src.apr) || ' %)'`,
    `(1, 'rewards', '', -src.reward), (2, 'user', src.user_id::text, src.reward)`,
  );
  await tx.query(`INSERT INTO ledger_accounts (kind, owner, asset_id)
    SELECT DISTINCT kind, owner, asset_id FROM stake_lines ON CONFLICT DO NOTHING`);
  await tx.query(
    `INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after, created_at)
     SELECT l.journal_id, la.id, l.amount,
            trim_scale(la.balance + sum(l.amount) OVER (PARTITION BY la.id ORDER BY l.created_at, l.journal_id, l.seq)),
            l.created_at
       FROM stake_lines l JOIN ledger_accounts la ON la.kind = l.kind AND la.owner = l.owner AND la.asset_id = l.asset_id`,
  );
  // The stakes' entries are dated in the past: every touched account's running balances are
  // recomputed in time order, as the passbook shows them.
  await tx.query(
    `UPDATE ledger_entries e SET balance_after = r.running
       FROM (SELECT e2.id, trim_scale(sum(e2.amount) OVER (PARTITION BY e2.account_id
                     ORDER BY e2.created_at, e2.journal_id, e2.id)) AS running
               FROM ledger_entries e2 WHERE e2.account_id IN (
                 SELECT la.id FROM ledger_accounts la JOIN (SELECT DISTINCT kind, owner, asset_id FROM stake_lines) t
                     ON la.kind = t.kind AND la.owner = t.owner AND la.asset_id = t.asset_id)) r
      WHERE e.id = r.id AND e.balance_after <> r.running`,
  );
  await tx.query(
    `UPDATE ledger_accounts la SET balance = la.balance + s.total
       FROM (SELECT la2.id, sum(l.amount) AS total FROM stake_lines l
               JOIN ledger_accounts la2 ON la2.kind = l.kind AND la2.owner = l.owner AND la2.asset_id = l.asset_id
              GROUP BY la2.id) s
      WHERE la.id = s.id`,
  );
}
