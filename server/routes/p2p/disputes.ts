import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../http/envelope.ts';
import { commandRoute } from '../../http/commandRoutes.ts';
import { disputeByAdmin } from '../../../src/contracts/commands/disputes.ts';
import type { DisputeOutcome } from '../../../src/contracts/disputes.ts';
import { pagedQuery } from '../../http/paging.ts';
import { pagedListFromContract } from '../../http/contractList.ts';
import { raiseDisputeContract } from '../../../src/contracts/resources/p2pDisputes.ts';
import { resolveDispute } from '../../p2p/disputes.ts';
import { readRoute } from '../../http/readRoutes.ts';
import { dispute, disputeEvidence } from '../../../src/contracts/reads/index.ts';
import { pagedListRoute } from '../../http/listRoute.ts';
import { userByEmail } from '../../http/pagingLookup.ts';
import { tradeStory } from './trades.ts';

const tags = ['P2P'];

const balance = (kind: string, owner: string) =>
  `(SELECT coalesce(trim_scale(balance), 0)::text FROM ledger_accounts
     WHERE kind = '${kind}' AND owner = ${owner} AND asset_id = t.asset_id)`;

/** Raised disputes, newest first: server-paged; status and time are indexed (080_p2p.sql). */
export const P2P_DISPUTES_LIST = pagedListFromContract(raiseDisputeContract, {
  from: `FROM p2p_disputes d JOIN p2p_trades t ON t.id = d.trade_id JOIN assets a ON a.id = t.asset_id
    JOIN users b ON b.id = t.buyer_id JOIN users s ON s.id = t.seller_id JOIN users r ON r.id = d.raised_by
    LEFT JOIN admins ad ON ad.id = d.resolved_by`,
  columns: {
    orderNo: {
      sql: 't.order_no',
      lookup: { key: 'd.trade_id', table: 'p2p_trades', id: 'id', match: 'order_no' },
    },
    asset: { sql: 'a.symbol' },
    amount: { sql: 't.amount' },
    buyer: { sql: 'b.email', lookup: userByEmail('t.buyer_id') },
    seller: { sql: 's.email', lookup: userByEmail('t.seller_id') },
    raisedBy: { sql: 'r.email', lookup: userByEmail('d.raised_by') },
    reason: { sql: 'd.reason', notNull: true },
    status: { sql: 'd.status', notNull: true },
    createdAt: { sql: 'd.created_at', notNull: true },
  },
  apiColumns: { _id: { sql: 'd.id', type: 'select', sortable: false } },
  select: `d.id AS "_id", d.trade_id AS "tradeId", t.order_no AS "orderNo", t.status AS "tradeStatus", t.side,
    a.symbol AS asset, trim_scale(t.amount)::text AS amount, trim_scale(t.fee)::text AS fee,
    trim_scale(t.amount - t.fee)::text AS "buyerReceives", t.fiat, trim_scale(t.fiat_total)::text AS "fiatTotal",
    trim_scale(t.price)::text AS price, t.payment_method AS "paymentMethod",
    t.buyer_id AS "buyerId", b.email AS buyer, b.name AS "buyerName", ${balance('user', 't.buyer_id::text')} AS "buyerBalance",
    t.seller_id AS "sellerId", s.email AS seller, s.name AS "sellerName", ${balance('user', 't.seller_id::text')} AS "sellerBalance",
    ${balance('escrow', 't.id::text')} AS "escrowHeld",
    r.email AS "raisedBy", CASE WHEN d.raised_by = t.buyer_id THEN 'buyer' ELSE 'seller' END AS "raisedByRole",
    d.reason, d.status,
    (SELECT coalesce(json_agg(json_build_object('_id', e.id, 'fileName', e.file_name, 'url', '/p2p/evidence/' || e.id)
                              ORDER BY e.file_name), '[]') FROM p2p_evidence e WHERE e.dispute_id = d.id) AS evidence,
    (SELECT count(*)::int FROM p2p_evidence e WHERE e.dispute_id = d.id) AS "evidenceCount",
    CASE WHEN now() - d.created_at < interval '1 hour' THEN floor(extract(epoch FROM now() - d.created_at) / 60)::int || ' min'
         WHEN now() - d.created_at < interval '1 day' THEN floor(extract(epoch FROM now() - d.created_at) / 3600)::int || ' h'
         ELSE floor(extract(epoch FROM now() - d.created_at) / 86400)::int || ' d' END AS age,
    d.created_at AS "createdAt", ad.email AS "resolvedBy", d.resolution_reason AS "resolutionReason",
    d.resolved_at AS "resolvedAt"`,
  tiebreak: 'd.id',
  // Every inner join follows a NOT NULL key (a dispute's trade, its asset and users).
  count: { from: 'FROM p2p_disputes d', aliases: ['d'] },
});

export const p2pDisputeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(app, P2P_DISPUTES_LIST, {
    tags,
    summary: 'Raised P2P disputes, newest first, one page at a time',
    description:
      "query: page, limit, filter (JSON: q, _id, status open|released|refunded, asset, orderNo, buyer, seller, raisedBy, createdAt_gte/_lte), sort. result: { data: [{ _id, tradeId, orderNo, tradeStatus, asset, amount, fee, buyerReceives, fiat, fiatTotal, buyer, buyerBalance, seller, sellerBalance, escrowHeld, raisedBy, raisedByRole, reason, status, evidence: [{ _id, fileName, url }], age, createdAt, resolvedBy, resolutionReason, resolvedAt }], total, page, limit }. With format: 'csv', every filtered row as a CSV download, headed as the grid.",
  });

  readRoute<{ id: string }>(app, dispute, async (db, { id }) => {
    const page = await pagedQuery<{ tradeId: string }>(db, P2P_DISPUTES_LIST, {
      filter: { _id: id },
      limit: 1,
    });
    const found = page.data[0];
    if (!found) throw notFound('Dispute not found');
    return { ...found, ...(await tradeStory(db, found.tradeId)) };
  });

  readRoute<{ id: string }>(app, disputeEvidence, async (db, { id }, { reply }) => {
    const { rows } = await db.query<{ bytes: Uint8Array; content_type: string }>(
      'SELECT bytes, content_type FROM p2p_evidence WHERE id = $1',
      [id],
    );
    if (!rows[0]) throw notFound('Evidence not found');
    return reply
      .header('content-type', rows[0].content_type)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(rows[0].bytes));
  });

  commandRoute<{ disputeId: string; outcome: DisputeOutcome; reason: string }>(
    app,
    disputeByAdmin,
    async (tx, body, { adminId, email }) => {
      const message = await resolveDispute(tx, { ...body, adminId, adminEmail: email });
      const page = await pagedQuery(tx, P2P_DISPUTES_LIST, {
        filter: { _id: body.disputeId },
        limit: 1,
      });
      return { message, record: page.data[0] };
    },
  );
};
