import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../http/envelope.ts';
import { pagedQuery, type PagingInput } from '../../http/paging.ts';
import { pagedListRoute } from '../../http/listRoute.ts';
import { pagedListFromContract } from '../../http/contractList.ts';
import { p2pBuyContract, p2pSellContract } from '../../../src/contracts/resources/p2pTrades.ts';
import { readRoute } from '../../http/readRoutes.ts';
import { p2pTrade } from '../../../src/contracts/reads/index.ts';
import { userByEmail, assetBySymbol } from '../../http/pagingLookup.ts';
import type { Queryable } from '../../db/index.ts';

const tags = ['P2P'];

/**
 * The trades grid (p2p-buy, p2p-sell): server-paged; side, status and time are indexed (080, 096);
 * the asset and user filters ask their tables first and filter by the trade's own keys (lookup).
 */
export const P2P_TRADES_LIST = pagedListFromContract([p2pBuyContract, p2pSellContract], {
  from: `FROM p2p_trades t JOIN assets a ON a.id = t.asset_id
    JOIN users b ON b.id = t.buyer_id JOIN users s ON s.id = t.seller_id`,
  columns: {
    orderNo: { sql: 't.order_no', notNull: true },
    status: { sql: 't.status', notNull: true },
    asset: { sql: 'a.symbol', notNull: true, lookup: assetBySymbol('t.asset_id') },
    buyer: { sql: 'b.email', notNull: true, lookup: userByEmail('t.buyer_id') },
    seller: { sql: 's.email', notNull: true, lookup: userByEmail('t.seller_id') },
    // Either party: the API's "user" filter.
    user: {
      sql: `(b.email || ' ' || s.email)`,
      lookup: userByEmail(['t.buyer_id', 't.seller_id']),
    },
    amount: { sql: 't.amount', notNull: true },
    price: { sql: 't.price', notNull: true },
    fiatTotal: { sql: 't.fiat_total', notNull: true },
    paymentMethod: { sql: 't.payment_method', type: 'select', notNull: true },
    createdAt: { sql: 't.created_at', notNull: true },
  },
  apiColumns: {
    _id: { sql: 't.id', type: 'select', sortable: false },
    // One user's trades, as either party, by their id (the user's page embeds them).
    userId: {
      sql: 't.buyer_id',
      type: 'select',
      sortable: false,
      lookup: { key: ['t.buyer_id', 't.seller_id'], table: 'users', id: 'id', match: 'id' },
    },
    side: { sql: 't.side', type: 'select', notNull: true },
    fiat: { sql: 't.fiat', type: 'select', notNull: true },
    // The API's "date" filter: one UTC day, YYYY-MM-DD.
    date: {
      sql: `to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
      type: 'select',
      sortable: false,
    },
    updatedAt: { sql: 't.updated_at', type: 'date', notNull: true },
  },
  select: `t.id AS "_id", t.order_no AS "orderNo", t.side, t.status, a.symbol AS asset, t.fiat,
    t.buyer_id AS "buyerId", b.email AS buyer, t.seller_id AS "sellerId", s.email AS seller,
    trim_scale(t.amount)::text AS amount, trim_scale(t.price)::text AS price,
    trim_scale(t.fiat_total)::text AS "fiatTotal", trim_scale(t.fee)::text AS fee, t.payment_method AS "paymentMethod",
    t.created_at AS "createdAt", t.paid_at AS "paidAt", t.closed_at AS "closedAt", t.updated_at AS "updatedAt"`,
  tiebreak: 't.id',
  count: { from: 'FROM p2p_trades t', aliases: ['t'] },
});

/**
 * A trade's timeline, oldest first: opened (escrow held), paid, dispute raised, dispute resolved,
 * released or cancelled, from the trade's and its dispute's own timestamps.
 */
const TIMELINE_SQL = `SELECT e.at, e.event, e.detail FROM p2p_trades t LEFT JOIN p2p_disputes d ON d.trade_id = t.id
    LEFT JOIN users r ON r.id = d.raised_by LEFT JOIN admins ad ON ad.id = d.resolved_by
    JOIN assets a ON a.id = t.asset_id
    CROSS JOIN LATERAL (VALUES
      (t.created_at, 'Opened', trim_scale(t.amount) || ' ' || a.symbol || ' held in escrow'),
      (t.paid_at, 'Marked paid', 'The buyer reported the ' || t.payment_method || ' payment of ' || trim_scale(t.fiat_total) || ' ' || t.fiat),
      (d.created_at, 'Dispute raised', 'By ' || r.email || ': ' || d.reason),
      (d.resolved_at, 'Dispute resolved', CASE d.status WHEN 'released' THEN 'Released to the buyer' ELSE 'Refunded to the seller' END
        || ' by ' || coalesce(ad.email, 'an admin') || ': ' || d.resolution_reason),
      (t.closed_at, CASE t.status WHEN 'released' THEN 'Released' ELSE 'Cancelled' END,
        CASE t.status WHEN 'released' THEN 'Escrow paid to the buyer' ELSE 'Escrow returned to the seller' END)
    ) AS e(at, event, detail)
   WHERE t.id = $1 AND e.at IS NOT NULL ORDER BY e.at`;

/** A trade's timeline and its chat, oldest first: what its page and its dispute's page show. */
export async function tradeStory(db: Queryable, tradeId: string) {
  const [timeline, messages] = await Promise.all([
    db.query(TIMELINE_SQL, [tradeId]),
    db.query(
      `SELECT m.id AS "_id", m.sender, m.body, m.created_at AS "createdAt" FROM p2p_messages m
        WHERE m.trade_id = $1 ORDER BY m.created_at, m.id`,
      [tradeId],
    ),
  ]);
  return { timeline: timeline.rows, messages: messages.rows };
}

export const p2pTradeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(
    app,
    P2P_TRADES_LIST,
    {
      tags,
      summary: 'P2P trades, newest first, one page at a time',
      description:
        "body: side (buy|sell), page, limit, sort, filter { q, side (buy|sell), status (open|paid|released|cancelled|disputed), asset, fiat, user (buyer or seller email), userId (a user's _id, as buyer or seller), buyer, seller, orderNo, paymentMethod, date (YYYY-MM-DD), createdAt_gte/_lte, amount_gte/_lte }. result: { data: [{ _id, orderNo, side, status, asset, fiat, buyerId, buyer, sellerId, seller, amount, price, fiatTotal, fee, paymentMethod, createdAt, paidAt, closedAt, updatedAt }], total, totalCapped, pageableRows, page, limit } (total exact up to 10 000, else 10 000 with totalCapped; pages reach the first 10 000 rows). With format: 'csv', every filtered row as a CSV download, headed as the side's grid.",
    },
    {
      // The grid's side (p2p-buy, p2p-sell) travels beside the admin's own filter.
      bodyProperties: {
        side: Type.Optional(Type.Union([Type.Literal('buy'), Type.Literal('sell')])),
      },
      call: ({ side, ...paging }) => {
        // A POST body's filter is an object (the schema's).
        const input = paging as Omit<PagingInput, 'filter'> & { filter?: Record<string, unknown> };
        const filter = { ...input.filter, ...(side ? { side } : {}) };
        return { input: { ...input, filter }, fixed: { side } };
      },
    },
  );

  readRoute<{ id: string }>(app, p2pTrade, async (db, { id }) => {
    const page = await pagedQuery<Record<string, unknown>>(db, P2P_TRADES_LIST, {
      filter: { _id: id },
      limit: 1,
    });
    const trade = page.data[0];
    if (!trade) throw notFound('P2P trade not found');
    const [story, dispute] = await Promise.all([
      tradeStory(db, id),
      db.query<{ _id: string }>(
        `SELECT id AS "_id", status FROM p2p_disputes WHERE trade_id = $1`,
        [id],
      ),
    ]);
    return { ...trade, ...story, dispute: dispute.rows[0] ?? null };
  });
};
