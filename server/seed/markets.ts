import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { SEED_PAIRS } from '../markets/pairs.ts';
import { ASSET_ORDER } from '../wallet/catalogue.ts';
import { phase } from './phases.ts';
import { hasRows, historyCohort, withoutIndexes } from './bulk.ts';

type Tx = Pick<Db, 'query'>;

/** Operator settings of the seeded assets: fee and minimum in the asset's units, confirmations. */
const ASSET_SETTINGS: Record<string, { fee: string; min: string; confirmations: number }> = {
  BTC: { fee: '0.0002', min: '0.0005', confirmations: 2 },
  ETH: { fee: '0.0015', min: '0.005', confirmations: 12 },
  USDT: { fee: '1', min: '10', confirmations: 12 },
  XRP: { fee: '0.25', min: '20', confirmations: 1 },
  BNB: { fee: '0.0005', min: '0.01', confirmations: 15 },
  TRX: { fee: '1', min: '10', confirmations: 19 },
};

/** Seeded orders span this many days; only the last PENDING_DAYS keep open orders. */
const HISTORY_DAYS = 180;
const PENDING_DAYS = 14;

/**
 * Markets on a fresh database (each part only when its table is empty): the assets' operator
 * settings and the trade pairs (BTC_USDT first, the main pair), then config.seedTrades orders in
 * bulk SQL, whose open ones hold their unfilled funds through balanced `order_hold` journals.
 */
export async function seedMarkets(db: Db, config: Config): Promise<void> {
  if (!(await hasRows(db, 'trade_pairs'))) {
    await db.transaction(async (tx) => {
      await seedAssetSettings(tx);
      await seedPairs(tx);
    });
  }
  if (
    config.seedTrades > 0 &&
    !(await hasRows(db, 'trade_orders')) &&
    (await hasRows(db, 'users'))
  ) {
    await db.transaction(async (tx) => {
      // Every row references a pair and a user read in the same statement: skip FK triggers.
      await tx.query('SET LOCAL session_replication_role = replica');
      await phase('orders', () =>
        withoutIndexes(tx, ['trade_orders'], () => seedOrders(tx, config.seedTrades)),
      );
      await phase('order reserves', () => holdPendingReserves(tx));
    });
    // VACUUM sets the visibility map, so counting a filtered page's total can read the index only.
    await phase('vacuum orders', () => db.query('VACUUM ANALYZE trade_orders'));
  }
}

async function seedAssetSettings(tx: Tx): Promise<void> {
  const symbols = Object.keys(ASSET_SETTINGS);
  await tx.query(
    `UPDATE assets a SET withdrawal_fee = s.fee, min_withdrawal = s.min, confirmations = s.conf,
            display_order = coalesce(array_position($5::text[], a.symbol), 100) * 10
       FROM unnest($1::text[], $2::numeric[], $3::numeric[], $4::int[]) AS s(symbol, fee, min, conf)
      WHERE a.symbol = s.symbol`,
    [
      symbols,
      symbols.map((s) => ASSET_SETTINGS[s].fee),
      symbols.map((s) => ASSET_SETTINGS[s].min),
      symbols.map((s) => ASSET_SETTINGS[s].confirmations),
      ASSET_ORDER,
    ],
  );
}

async function seedPairs(tx: Tx): Promise<void> {
  for (const [i, pair] of SEED_PAIRS.entries()) {
    // The last price is the assets' USD prices' ratio, at the pair's price precision.
    await tx.query(
      `INSERT INTO trade_pairs (base_asset_id, quote_asset_id, symbol, price_precision, quantity_precision,
                                min_order, maker_fee, taker_fee, last_price, is_main, display_order)
       SELECT b.id, q.id, b.symbol || '_' || q.symbol, $3, $4, $5, $6, $7,
              round(b.price_usd / q.price_usd, $3), $8, $9
         FROM assets b, assets q WHERE b.symbol = $1 AND q.symbol = $2
       ON CONFLICT DO NOTHING`,
      [
        pair.base,
        pair.quote,
        pair.pricePrecision,
        pair.quantityPrecision,
        pair.minOrder,
        pair.makerFee,
        pair.takerFee,
        i === 0,
        i * 10,
      ],
    );
  }
}

/** `count` orders over the last HISTORY_DAYS, deterministic (setseed), weighted by pair. */
async function seedOrders(tx: Tx, count: number): Promise<void> {
  await tx.query('SELECT setseed(0.4242)');
  await tx.query(
    `WITH weights AS (SELECT * FROM unnest($1::text[], $2::int[]) AS w(symbol, weight)),
     wheel AS (SELECT p.id, p.price_precision AS pp, p.quantity_precision AS qp, p.maker_fee, p.taker_fee,
                      p.min_order, p.last_price::float8 AS last_price, b.price_usd::float8 AS base_usd,
                      (row_number() OVER (ORDER BY p.display_order, g) - 1)::int AS slot
                 FROM trade_pairs p JOIN weights w ON w.symbol = p.symbol
                 JOIN assets b ON b.id = p.base_asset_id, generate_series(1, w.weight) g),
     people AS (SELECT id, (row_number() OVER (ORDER BY created_at, id) - 1)::int AS slot FROM ${historyCohort} u),
     sizes AS (SELECT (SELECT count(*) FROM wheel)::int AS pairs, (SELECT count(*) FROM people)::int AS users),
     draws AS (
       SELECT i, floor(random() * sizes.pairs)::int AS pair_slot, floor(random() * sizes.users)::int AS user_slot,
              CASE WHEN random() < 0.52 THEN 'buy' ELSE 'sell' END AS side,
              CASE WHEN random() < 0.72 THEN 'limit' ELSE 'market' END AS type,
              random() AS r_status, random() AS r_price, random() AS r_size, random() AS r_fill,
              now() - (($3 - i) + random()) * ($4 * interval '1 day' / $3) AS created_at
         FROM generate_series(1, $3) i, sizes),
     shaped AS (
       SELECT d.i, d.side, d.type, d.created_at, d.r_fill, u.id AS user_id, w.id AS pair_id, w.qp,
              w.maker_fee, w.taker_fee,
              round((w.last_price * (0.96 + 0.08 * d.r_price))::numeric, w.pp) AS price,
              greatest(w.min_order, round(((10 + 25000 * d.r_size ^ 3) / w.base_usd)::numeric, w.qp)) AS amount,
              CASE
                WHEN d.type = 'market' THEN CASE WHEN d.r_status < 0.97 THEN 'filled' ELSE 'cancelled' END
                WHEN d.r_status < 0.66 THEN 'filled'
                WHEN d.r_status < 0.84 THEN 'cancelled'
                -- Older orders are no longer pending: they were filled or cancelled since.
                WHEN d.created_at < now() - $5 * interval '1 day' THEN
                  CASE WHEN d.r_status < 0.93 THEN 'filled' ELSE 'cancelled' END
                WHEN d.r_status < 0.90 THEN 'partially_filled'
                ELSE 'open' END AS status
         FROM draws d JOIN wheel w ON w.slot = d.pair_slot JOIN people u ON u.slot = d.user_slot),
     filled AS (
       SELECT s.*, CASE
                WHEN s.status = 'filled' THEN s.amount
                WHEN s.status = 'open' OR (s.status = 'cancelled' AND s.r_fill < 0.5) THEN 0
                ELSE least(s.amount - power(10::numeric, -s.qp),
                           greatest(power(10::numeric, -s.qp), round(s.amount * (0.1 + 0.8 * s.r_fill)::numeric, s.qp)))
              END AS filled_qty
         FROM shaped s)
     INSERT INTO trade_orders (id, user_id, pair_id, side, type, price, amount, filled, total, fee, status, reserved, created_at)
     SELECT i, user_id, pair_id, side, type, price, amount, filled_qty, filled_qty * price,
            round(filled_qty * price * CASE type WHEN 'market' THEN taker_fee ELSE maker_fee END / 100, 8),
            status,
            CASE WHEN status IN ('open', 'partially_filled') THEN
              CASE side WHEN 'buy' THEN (amount - filled_qty) * price ELSE amount - filled_qty END
            ELSE 0 END,
            created_at
       FROM filled`,
    [
      SEED_PAIRS.map((p) => `${p.base}_${p.quote}`),
      SEED_PAIRS.map((p) => p.weight),
      count,
      HISTORY_DAYS,
      PENDING_DAYS,
    ],
  );
  // Ids were given in time order (the i of each draw): the next real order follows them.
  await tx.query(`SELECT setval(pg_get_serial_sequence('trade_orders', 'id'), $1)`, [count]);
}

/**
 * One balanced `order_hold` journal per pending order: the seeded history starts with those funds
 * already reserved, so they come from the asset's external account into the user's order_reserve.
 * They are booked at seed time (after the seeded money history, which shares the external
 * accounts), so balances after each entry stay running sums in time order, as postJournal writes.
 */
async function holdPendingReserves(tx: Tx): Promise<void> {
  await tx.query(`CREATE TEMP TABLE seed_holds ON COMMIT DROP AS
    SELECT o.id, o.user_id::text AS owner, o.created_at, o.reserved,
           CASE o.side WHEN 'buy' THEN p.quote_asset_id ELSE p.base_asset_id END AS asset_id,
           CASE o.side WHEN 'buy' THEN q.symbol ELSE b.symbol END AS symbol
      FROM trade_orders o JOIN trade_pairs p ON p.id = o.pair_id
      JOIN assets b ON b.id = p.base_asset_id JOIN assets q ON q.id = p.quote_asset_id
     WHERE o.reserved > 0`);
  await tx.query(`INSERT INTO ledger_accounts (kind, owner, asset_id)
    SELECT 'external', '', asset_id FROM seed_holds GROUP BY asset_id
    UNION SELECT 'order_reserve', owner, asset_id FROM seed_holds GROUP BY owner, asset_id
    ON CONFLICT DO NOTHING`);
  await tx.query(`ALTER TABLE seed_holds ADD COLUMN journal_id bigint`);
  await tx.query(`WITH j AS (
      INSERT INTO ledger_journals (kind, reference, description, created_at)
      SELECT 'order_hold', 'order:' || id,
             'Order ORD' || lpad(id::text, 9, '0') || ' reserves ' || trim_scale(reserved)::text || ' ' || symbol,
             now()
        FROM seed_holds ORDER BY created_at, id
      RETURNING id, reference)
    UPDATE seed_holds h SET journal_id = j.id FROM j WHERE j.reference = 'order:' || h.id`);
  await tx.query(`INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after, created_at)
    SELECT h.journal_id, la.id, h.reserved,
           la.balance + sum(h.reserved) OVER (PARTITION BY la.id ORDER BY h.created_at, h.id),
           now()
      FROM seed_holds h JOIN ledger_accounts la
        ON la.kind = 'order_reserve' AND la.owner = h.owner AND la.asset_id = h.asset_id
    UNION ALL
    SELECT h.journal_id, la.id, -h.reserved,
           la.balance - sum(h.reserved) OVER (PARTITION BY la.id ORDER BY h.created_at, h.id),
           now()
      FROM seed_holds h JOIN ledger_accounts la
        ON la.kind = 'external' AND la.owner = '' AND la.asset_id = h.asset_id`);
  await tx.query(`UPDATE ledger_accounts la SET balance = la.balance + t.delta
      FROM (SELECT la2.id, sum(CASE la2.kind WHEN 'external' THEN -h.reserved ELSE h.reserved END) AS delta
              FROM seed_holds h JOIN ledger_accounts la2
                ON la2.asset_id = h.asset_id
               AND ((la2.kind = 'order_reserve' AND la2.owner = h.owner) OR (la2.kind = 'external' AND la2.owner = ''))
             GROUP BY la2.id) t
     WHERE la.id = t.id`);
}
