import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { EVIDENCE_VARIANTS, receiptPng } from '../p2p/evidenceImages.ts';
import { bookP2pLines, P2P_LINES } from './p2pLedger.ts';
import { phase } from './phases.ts';
import { hasRows, historyCohort, historyUsersIn, withoutIndexes } from './bulk.ts';

type Tx = Pick<Db, 'query'>;

/** P2P trades seeded per user (thousands at the default 300 users). */
const TRADES_PER_USER = 10;

/** USDT, BTC and ETH against two fiat currencies; order limits are in the asset. */
const PAIRS = `(VALUES
  ('USDT', 'USD', 5, 50000, 0.1, ARRAY['Bank transfer', 'Zelle', 'Wise']),
  ('USDT', 'EUR', 5, 50000, 0.1, ARRAY['SEPA transfer', 'Revolut', 'Wise']),
  ('BTC', 'USD', 0.0001, 2, 0.2, ARRAY['Bank transfer', 'Zelle']),
  ('BTC', 'EUR', 0.0001, 2, 0.2, ARRAY['SEPA transfer', 'Revolut']),
  ('ETH', 'USD', 0.001, 40, 0.15, ARRAY['Bank transfer', 'Wise']),
  ('ETH', 'EUR', 0.001, 40, 0.15, ARRAY['SEPA transfer', 'Wise']))
  AS p(symbol, fiat, min_order, max_order, fee_percent, methods)`;

const DISPUTE_REASONS = `ARRAY['Payment sent but the seller does not release',
  'The buyer marked the trade paid but no money arrived', 'Paid the wrong amount',
  'The payment came from a third-party account', 'Seller stopped answering after payment',
  'Bank transfer reversed by the buyer']`;

/**
 * P2P pairs, then trades in every state with their escrow journals, chat, and open disputes with
 * evidence pictures, in bulk SQL; each part runs once, when its table is empty. Every trade's
 * amount is a share of the seller's current balance (all of a seller's trades together take at
 * most half of it), so escrow never takes a balance below zero.
 */
export async function seedP2p(db: Db, config: Config): Promise<void> {
  if (!(await hasRows(db, 'p2p_pairs'))) await seedPairs(db);
  if (config.seedLedger === 0 || (await hasRows(db, 'p2p_trades'))) return;
  const historyUsers = await historyUsersIn(db);
  if (historyUsers < 2) return;
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query('SELECT setseed(0.1313)');
    // Indexes are built once after the load (bulk.ts); the ledger's stay: rebuilding them over the
    // whole ledger costs more than the P2P entries' inserts into them.
    await withoutIndexes(
      tx,
      ['p2p_trades', 'p2p_disputes', 'p2p_evidence', 'p2p_messages'],
      async () => {
        await phase('p2p trades', () => seedTrades(tx, historyUsers * TRADES_PER_USER));
        await tx.query(P2P_LINES);
        await phase('p2p ledger', () => bookP2pLines(tx));
        await phase('p2p disputes', () => seedDisputes(tx));
        await phase('p2p chat', () => seedMessages(tx));
      },
    );
  });
}

async function seedPairs(db: Tx): Promise<void> {
  await db.query(
    `INSERT INTO p2p_pairs (asset_id, fiat, min_order, max_order, fee_percent, payment_methods, status, created_at, updated_at)
     SELECT a.id, p.fiat, p.min_order, p.max_order, p.fee_percent, p.methods, 'active',
            now() - interval '200 days', now() - interval '200 days'
       FROM ${PAIRS} JOIN assets a ON a.symbol = p.symbol`,
  );
}

async function seedTrades(tx: Tx, count: number): Promise<void> {
  await tx.query(`CREATE TEMP TABLE p2p_users ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM ${historyCohort} u`);
  await tx.query(`CREATE TEMP TABLE p2p_sellers ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY la.owner, a.symbol) - 1 AS n, la.owner::uuid AS user_id,
           la.asset_id, la.balance, a.price_usd
      FROM ledger_accounts la JOIN assets a ON a.id = la.asset_id
     WHERE la.kind = 'user' AND la.balance > 0 AND a.symbol IN ('USDT', 'BTC', 'ETH')
       AND la.owner IN (SELECT id::text FROM p2p_users)`);
  await tx.query(
    `WITH k AS (SELECT count(*) AS sellers, (SELECT count(*) FROM p2p_users) AS users FROM p2p_sellers),
     r AS (
       SELECT g, random() AS ra, random() AS rf, random() AS rs, random() AS rt, random() AS rb, random() AS rp,
              random() AS rm, random() AS rside
         FROM generate_series(0, $1 - 1) g),
     t AS (
       SELECT r.*, s.user_id AS seller_id, s.asset_id, s.price_usd, p.id AS pair_id, p.fiat, p.fee_percent,
              p.payment_methods, p.min_order,
              least(p.max_order, trunc(s.balance * 0.5 / ceil($1::numeric / k.sellers) * (0.3 + 0.7 * r.ra)::numeric, 8)) AS amount,
              bu.id AS buyer_id,
              CASE WHEN r.rs < 0.08 THEN 'open' WHEN r.rs < 0.15 THEN 'paid' WHEN r.rs < 0.21 THEN 'disputed'
                   WHEN r.rs < 0.79 THEN 'released' ELSE 'cancelled' END AS status
         FROM r CROSS JOIN k
         JOIN p2p_sellers s ON s.n = r.g % k.sellers
         JOIN p2p_users su ON su.id = s.user_id
         JOIN p2p_users bu ON bu.n = (su.n + 1 + floor(r.rb * (k.users - 1))::int) % k.users
         JOIN p2p_pairs p ON p.asset_id = s.asset_id AND p.fiat = CASE WHEN r.rf < 0.55 THEN 'USD' ELSE 'EUR' END),
     timed AS (
       SELECT t.*, round((t.price_usd * CASE t.fiat WHEN 'EUR' THEN 0.92 ELSE 1 END * (1 + (t.rp - 0.5) * 0.04))::numeric, 2) AS price,
              CASE WHEN status IN ('open', 'paid') THEN now() - interval '1 minute' * (5 + t.rt * 2000)
                   WHEN status = 'disputed' THEN now() - interval '1 hour' * (3 + t.rt * 240)
                   ELSE now() - interval '1 day' * (1 + t.rt * 180) END AS at
         FROM t WHERE t.amount >= t.min_order)
     INSERT INTO p2p_trades (id, order_no, pair_id, asset_id, fiat, side, buyer_id, seller_id, amount, price,
                             fiat_total, fee, payment_method, status, created_at, paid_at, closed_at, updated_at)
     SELECT md5('p2p' || g)::uuid, 'P2P-' || to_char(at, 'YYMMDD') || '-' || lpad(g::text, 6, '0'), pair_id, asset_id, fiat,
            CASE WHEN rside < 0.5 THEN 'buy' ELSE 'sell' END, buyer_id, seller_id, amount, price,
            greatest(round(amount * price, 2), 0.01), trunc(amount * fee_percent / 100, 8),
            payment_methods[1 + floor(rm * cardinality(payment_methods))::int], status, at,
            CASE WHEN status IN ('paid', 'disputed', 'released') THEN at + interval '1 minute' * (3 + rm * 25) END,
            CASE WHEN status = 'released' THEN at + interval '1 minute' * (30 + rm * 60)
                 WHEN status = 'cancelled' THEN at + interval '1 minute' * (15 + rm * 30) END,
            CASE WHEN status IN ('released', 'cancelled') THEN at + interval '1 minute' * (30 + rm * 60)
                 ELSE at + interval '1 minute' * (3 + rm * 25) END
       FROM timed WHERE buyer_id <> seller_id`,
    [count],
  );
}

async function seedDisputes(tx: Tx): Promise<void> {
  await tx.query(
    `INSERT INTO p2p_disputes (id, trade_id, raised_by, reason, status, created_at)
     SELECT md5('dispute' || t.id)::uuid, t.id, CASE WHEN random() < 0.6 THEN t.buyer_id ELSE t.seller_id END,
            (${DISPUTE_REASONS})[1 + floor(random() * 6)::int], 'open',
            least(t.paid_at + interval '1 hour' * (1 + random() * 2), now())
       FROM p2p_trades t WHERE t.status = 'disputed'`,
  );
  // As hex text: a Buffer parameter is not bytea to PGlite when the server runs under jsdom (tests).
  const images = Array.from({ length: EVIDENCE_VARIANTS }, (_, i) => receiptPng(i).toString('hex'));
  await tx.query(
    `INSERT INTO p2p_evidence (dispute_id, file_name, content_type, bytes, created_at)
     SELECT d.id, 'payment-proof-' || e.i || '.png', 'image/png',
            decode(($1::text[])[1 + (abs(hashtext(d.id::text)) + e.i) % ${EVIDENCE_VARIANTS}], 'hex'), d.created_at
       FROM p2p_disputes d CROSS JOIN LATERAL generate_series(1, 1 + abs(hashtext(d.id::text)) % 3) AS e(i)`,
    [images],
  );
}

async function seedMessages(tx: Tx): Promise<void> {
  await tx.query(
    `INSERT INTO p2p_messages (trade_id, sender, body, created_at)
     SELECT t.id, m.sender, m.body, t.created_at + interval '1 minute' * m.minute
       FROM p2p_trades t CROSS JOIN LATERAL (VALUES
         ('buyer', 'Hi, I am sending ' || t.fiat_total || ' ' || t.fiat || ' by ' || t.payment_method || ' now.', 1),
         ('seller', 'OK, please use the order number ' || t.order_no || ' as the reference.', 2),
         ('buyer', 'Done, payment sent. Screenshot attached in the dispute if needed.', 4)) AS m(sender, body, minute)
      WHERE t.status IN ('paid', 'disputed') OR abs(hashtext(t.id::text)) % 5 = 0`,
  );
}
