import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { OPS_ADMIN, seedDevAdmins } from './devAdmins.ts';
import { seededTxHashSql } from '../money/chain.ts';
import { bookSeededHoldings } from './holdings.ts';
import { bookSeededMoney } from './moneyLedger.ts';
import { phase } from './phases.ts';
import { hasRows, historyUsersIn, withoutIndexes } from './bulk.ts';

type Tx = Pick<Db, 'query'>;

/** Per user: deposits, withdrawals and converts seeded (thousands at the default 300 users). */
const DEPOSITS_PER_USER = 14;
const WITHDRAWALS_PER_USER = 6;
const CONVERTS_PER_USER = 6;

/** Network fee a withdrawal pays, per asset network (in the asset). */
const NETWORK_FEES = `(VALUES ('BTC','bitcoin',0.0002),('ETH','ethereum',0.002),('XRP','xrpl',0.25),
  ('USDT','ethereum',5),('USDT','tron',1),('USDT','bsc',0.5),('BNB','bsc',0.0005),('TRX','tron',1))
  AS nf(symbol, network_id, fee)`;

/** A plausible destination address of the network, from a seed text. */
const addressSql = (network: string, seedText: string) => {
  const hex = `md5(${seedText})`;
  return `CASE ${network}
    WHEN 'bitcoin' THEN 'bc1q' || translate(${hex} || left(md5(${seedText} || 'a'), 6), '1b', 'pq')
    WHEN 'tron' THEN 'T' || translate(${hex}, '0', 'z') || 'x'
    WHEN 'xrpl' THEN 'r' || translate(left(${hex}, 30), '0', 'h')
    ELSE '0x' || ${hex} || left(md5(${seedText} || 'b'), 8) END`;
};

/**
 * Deposits, withdrawals, converts and affiliate referrals, and their ledger journals, in bulk SQL
 * (generate_series, no row-by-row inserts); runs once, when there are users and no deposits.
 * Every seeded outflow is a share of an earlier credited deposit of the same user and asset
 * (withdrawal 30 %, convert 20 %, trade fills 40 %), so no balance ever goes below zero.
 */
export async function seedMoney(db: Db, config: Config): Promise<void> {
  if (!config.production) await seedDevAdmins(db);
  // SEED_LEDGER=0: no money history at all (tests that need an untouched ledger).
  if (config.seedLedger === 0 || (await hasRows(db, 'deposits'))) return;
  const historyUsers = await historyUsersIn(db);
  if (historyUsers === 0) return;
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    // The affiliates join every third user to an earlier one: with millions of users, in memory.
    await tx.query(`SET LOCAL work_mem = '256MB'`);
    await tx.query('SELECT setseed(0.4242)');
    // Indexes are built once after the load (bulk.ts).
    await withoutIndexes(
      tx,
      ['deposits', 'withdrawals', 'converts', 'affiliates', 'ledger_journals', 'ledger_entries'],
      async () => {
        await prepare(tx);
        await phase('deposits', () => seedDeposits(tx, historyUsers * DEPOSITS_PER_USER));
        await phase('withdrawals', () =>
          seedWithdrawals(
            tx,
            historyUsers * WITHDRAWALS_PER_USER,
            config.withdrawalDualApprovalUsd,
          ),
        );
        await phase('converts', () => seedConverts(tx, historyUsers * CONVERTS_PER_USER));
        await phase('affiliates', () => seedAffiliates(tx));
        await phase('money ledger', () => bookSeededMoney(tx, config.seedLedger));
        await phase('money holdings', () => bookSeededHoldings(tx));
      },
    );
  });
  // Fresh statistics and visibility map after the bulk load: the passbook's plans and its
  // index-only counts depend on them.
  await phase('vacuum ledger', () =>
    db.exec('VACUUM ANALYZE ledger_entries, ledger_journals, ledger_accounts'),
  );
}

async function prepare(tx: Tx): Promise<void> {
  await tx.query(`CREATE TEMP TABLE seed_users ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY created_at, id) AS n, id, created_at FROM users`);
  await tx.query(`CREATE TEMP TABLE seed_nets ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY a.symbol, an.network_id) - 1 AS n, a.id AS asset_id, a.symbol,
           an.network_id, a.price_usd, nf.fee
      FROM asset_networks an JOIN assets a ON a.id = an.asset_id
      JOIN ${NETWORK_FEES} ON nf.symbol = a.symbol AND nf.network_id = an.network_id`);
  await tx.query(`CREATE TEMP TABLE seed_admin ON COMMIT DROP AS
    SELECT (SELECT id FROM admins ORDER BY created_at, email LIMIT 1) AS main,
           coalesce((SELECT id FROM admins WHERE email = '${OPS_ADMIN.email}'),
                    (SELECT id FROM admins ORDER BY created_at, email LIMIT 1)) AS ops`);
}

async function seedDeposits(tx: Tx, count: number): Promise<void> {
  await tx.query(
    `WITH r AS (
       SELECT g, random() AS ru, random() AS rn, random() AS rs, random() AS rt, random() AS rv, random() AS rc
         FROM generate_series(1, $1) g),
     -- A deposit's time first, uniform over the exchange's life (pending ones: the last hours),
     -- then one of the users who had joined by that day: volume grows with the user base.
     timed AS (
       SELECT r.*, CASE WHEN r.rs < 0.06 THEN 'pending' WHEN r.rs < 0.12 THEN 'rejected' ELSE 'credited' END AS status,
              CASE WHEN r.rs < 0.06 THEN now() - interval '1 minute' * (2 + r.rt * 180)
                   ELSE f.first + (now() - interval '1 hour' - f.first) * r.rt END AS t
         FROM r, (SELECT min(created_at) AS first FROM seed_users) f),
     joined_by AS (
       SELECT day, max(last_n) OVER (ORDER BY day) AS users
         FROM (SELECT g::date AS day FROM generate_series((SELECT min(created_at) FROM seed_users)::date, now()::date, interval '1 day') g) d
         LEFT JOIN (SELECT created_at::date AS jday, max(n) AS last_n FROM seed_users GROUP BY 1) p ON p.jday = d.day),
     pick AS (
       SELECT t.*, u.id AS user_id, u.created_at AS joined, n.asset_id, n.network_id, n.price_usd
         FROM timed t JOIN joined_by j ON j.day = t.t::date
         JOIN seed_users u ON u.n = 1 + floor(t.ru * coalesce(j.users, 1))::int
         JOIN seed_nets n ON n.n = floor(t.rn * (SELECT count(*) FROM seed_nets))::int)
     INSERT INTO deposits (id, user_id, asset_id, network_id, amount, tx_hash, confirmations,
                           required_confirmations, status, reason, created_at, credited_at)
     SELECT md5('deposit' || g)::uuid, user_id, asset_id, network_id,
            round(exp(ln(20) + rv * ln(2500))::numeric / price_usd, 6) + 0.000001,
            ${seededTxHashSql('network_id', "'deposit' || g")},
            CASE status WHEN 'pending' THEN floor(rc * c.req)::int ELSE c.req + floor(rc * 60)::int END,
            c.req, status,
            CASE WHEN status = 'rejected' THEN (ARRAY['Below the minimum deposit for this network',
              'Sent to a deposit address of another network', 'Dropped by a chain reorganisation',
              'Sender address flagged by sanctions screening'])[1 + floor(rc * 4)::int] END,
            at, CASE WHEN status = 'credited' THEN at + interval '1 minute' * (5 + rc * 40) END
       FROM (SELECT pick.*, CASE WHEN status = 'pending' THEN t
                    ELSE least(greatest(t, joined + interval '10 minutes'), now() - interval '1 hour') END AS at FROM pick) p
       JOIN (VALUES ('bitcoin', 3), ('ethereum', 12), ('bsc', 15), ('tron', 19), ('xrpl', 1)) AS c(network, req)
         ON c.network = p.network_id`,
    [count],
  );
}

async function seedWithdrawals(tx: Tx, count: number, dualApprovalUsd: number): Promise<void> {
  // Withdrawal k is funded by the k-th credited deposit: 30 % of it, fee included.
  await tx.query(
    `WITH funded AS (
       SELECT row_number() OVER (ORDER BY d.created_at, d.id) AS k, d.*, n.fee AS net_fee, n.price_usd
         FROM deposits d JOIN seed_nets n ON n.asset_id = d.asset_id AND n.network_id = d.network_id
        WHERE d.status = 'credited'),
     r AS (SELECT f.*, random() AS rs, random() AS rt, random() AS rd, random() AS rh FROM funded f WHERE f.k <= $1),
     w AS (
       SELECT r.*, CASE WHEN rs < 0.15 THEN 'pending' WHEN rs < 0.21 THEN 'approved' WHEN rs < 0.26 THEN 'processing'
                        WHEN rs < 0.32 THEN 'failed' WHEN rs < 0.40 THEN 'rejected' ELSE 'completed' END AS st,
              least(net_fee, trunc(amount * 0.05, 6)) AS wfee, trunc(amount * 0.25, 6) AS wamount
         FROM r),
     t AS (
       SELECT w.*, CASE WHEN st IN ('pending', 'approved', 'processing')
                        THEN greatest(credited_at + interval '1 minute', now() - interval '1 minute' * (5 + rt * 2880))
                        ELSE least(credited_at + (now() - credited_at) * rt + interval '1 minute', now() - interval '1 minute') END AS at
         FROM w)
     INSERT INTO withdrawals (id, user_id, asset_id, network_id, amount, fee, usd_value, address, tag, status,
                              first_approved_by, first_approved_at, decided_by, reason, tx_hash, created_at, updated_at)
     SELECT md5('withdrawal' || t.id)::uuid, user_id, asset_id, network_id, wamount, wfee, wamount * price_usd,
            ${addressSql('network_id', "'to' || t.user_id || network_id")},
            CASE WHEN network_id = 'xrpl' THEN (100000 + floor(rh * 899999))::int::text END, st,
            CASE WHEN wamount * price_usd > $2 AND st <> 'pending' OR (st = 'pending' AND wamount * price_usd > $2 AND rd < 0.5)
                 THEN a.ops END,
            CASE WHEN wamount * price_usd > $2 AND st <> 'pending' OR (st = 'pending' AND wamount * price_usd > $2 AND rd < 0.5)
                 THEN at + interval '20 minutes' END,
            CASE WHEN st <> 'pending' THEN a.main END,
            CASE st WHEN 'rejected' THEN (ARRAY['Destination address flagged by screening', 'User asked to cancel',
                      'Unusual activity: account under review', 'Destination tag missing'])[1 + floor(rd * 4)::int]
                    WHEN 'failed' THEN (ARRAY['Broadcast timed out', 'Hot wallet nonce conflict',
                      'Network congestion: fee too low'])[1 + floor(rd * 3)::int] END,
            CASE WHEN st = 'completed' OR (st IN ('processing', 'failed') AND rh < 0.5)
                 THEN ${seededTxHashSql('network_id', "'withdrawal' || t.id")} END,
            at, CASE WHEN st = 'pending' THEN at ELSE least(at + interval '1 minute' * (30 + rh * 600), now()) END
       FROM t CROSS JOIN seed_admin a WHERE wamount > 0`,
    [count, dualApprovalUsd],
  );
}

async function seedConverts(tx: Tx, count: number): Promise<void> {
  // Convert k is funded by the k-th credited deposit from the newest: 20 % of it.
  await tx.query(
    `WITH assets_n AS (SELECT row_number() OVER (ORDER BY symbol) - 1 AS n, id, price_usd FROM assets),
     funded AS (
       SELECT row_number() OVER (ORDER BY d.created_at DESC, d.id) AS k, d.* FROM deposits d WHERE d.status = 'credited'),
     r AS (SELECT f.*, random() AS ra, random() AS rt FROM funded f WHERE f.k <= $1),
     c AS (
       SELECT r.*, fa.price_usd AS from_price, ta.id AS to_id, ta.price_usd AS to_price,
              trunc(r.amount * 0.2, 8) AS from_amount
         FROM r JOIN assets_n fa ON fa.id = r.asset_id
         JOIN assets_n ta ON ta.n = (fa.n + 1 + floor(r.ra * 5)::int) % 6)
     INSERT INTO converts (id, user_id, from_asset_id, from_amount, to_asset_id, to_amount, rate, fee, created_at)
     SELECT md5('convert' || c.id)::uuid, user_id, asset_id, from_amount, to_id,
            round(from_amount * from_price / to_price * 0.999, 8), round(from_price / to_price, 10),
            round(from_amount * from_price / to_price, 8) - round(from_amount * from_price / to_price * 0.999, 8),
            credited_at + (now() - credited_at) * rt * 0.9 + interval '2 minutes'
       FROM c WHERE round(from_amount * from_price / to_price * 0.999, 8) > 0`,
    [count],
  );
}

async function seedAffiliates(tx: Tx): Promise<void> {
  // A third of the users signed up with an earlier user's referral code.
  await tx.query(
    `INSERT INTO affiliates (id, referrer_id, referred_id, commission, status, created_at, updated_at)
     SELECT md5('affiliate' || r.id)::uuid, ref.id, r.id, round((random() * random() * 400)::numeric, 2),
            CASE WHEN r.n % 27 = 0 OR random() < 0.08 THEN 'suspended' ELSE 'active' END, r.created_at, r.created_at
       FROM (SELECT u.*, 1 + floor(random() * (u.n - 1))::int AS ref_n FROM seed_users u WHERE u.n % 3 = 0) r
       JOIN seed_users ref ON ref.n = r.ref_n`,
  );
}
