import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pagedListFromContract } from '../../http/contractList.ts';
import { convertHistoryContract } from '../../../src/contracts/resources/convertHistory.ts';
import { pagedListRoute } from '../../http/listRoute.ts';

/** Convert history: each convert is booked in the ledger as one 'convert' journal (reference convert:<id>). */
export const CONVERTS_LIST = pagedListFromContract(convertHistoryContract, {
  from: `FROM converts c JOIN users u ON u.id = c.user_id
    JOIN assets fa ON fa.id = c.from_asset_id JOIN assets ta ON ta.id = c.to_asset_id`,
  columns: {
    email: { sql: 'u.email' },
    fromAsset: { sql: 'fa.symbol' },
    fromAmount: { sql: 'c.from_amount', notNull: true },
    toAsset: { sql: 'ta.symbol' },
    toAmount: { sql: 'c.to_amount', notNull: true },
    createdAt: { sql: 'c.created_at', notNull: true },
  },
  apiColumns: { userId: { sql: 'c.user_id', type: 'select', sortable: false } },
  select: `c.id AS "_id", c.user_id AS "userId", u.email, u.name, fa.symbol AS "fromAsset",
    trim_scale(c.from_amount)::text AS "fromAmount", ta.symbol AS "toAsset", trim_scale(c.to_amount)::text AS "toAmount",
    trim_scale(c.rate)::text AS rate, trim_scale(c.fee)::text AS fee, 'convert:' || c.id AS reference,
    c.created_at AS "createdAt"`,
  tiebreak: 'c.id',
});

export const convertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(app, CONVERTS_LIST, {
    tags: ['Money'],
    summary: "Users' converts, newest first, server-paged",
    description:
      'query: page, limit, filter (JSON: q, userId, email, fromAsset, toAsset, createdAt_gte/_lte, fromAmount_gte/_lte, toAmount_gte/_lte), sort (JSON). result: { data: [{ _id, userId, email, name, fromAsset, fromAmount, toAsset, toAmount, rate, fee (in the target asset), reference, createdAt }], total, page, limit }',
  });
};
