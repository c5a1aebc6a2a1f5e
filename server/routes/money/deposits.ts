import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pagedListFromContract } from '../../http/contractList.ts';
import { depositContract } from '../../../src/contracts/resources/deposit.ts';
import { explorerUrlSql } from '../../money/chain.ts';
import { userByEmail, assetBySymbol } from '../../http/pagingLookup.ts';
import { pagedListRoute } from '../../http/listRoute.ts';

/**
 * The deposits grid: server-paged, every filter and sort column indexed (060, 096, 097); the user
 * and asset filters ask their tables first and filter by the deposit's own keys (lookup).
 */
export const DEPOSITS_LIST = pagedListFromContract(depositContract, {
  from: `FROM deposits d JOIN users u ON u.id = d.user_id JOIN assets a ON a.id = d.asset_id`,
  columns: {
    email: { sql: 'u.email', notNull: true, lookup: userByEmail('d.user_id') },
    asset: { sql: 'a.symbol', notNull: true, lookup: assetBySymbol('d.asset_id') },
    network: { sql: 'd.network_id', notNull: true },
    amount: { sql: 'd.amount', notNull: true },
    txHash: { sql: 'd.tx_hash' },
    status: { sql: 'd.status', notNull: true },
    createdAt: { sql: 'd.created_at', notNull: true },
    creditedAt: { sql: 'd.credited_at' },
  },
  apiColumns: {
    _id: { sql: 'd.id', type: 'select', sortable: false },
    userId: { sql: 'd.user_id', type: 'select', sortable: false, cast: 'uuid' },
  },
  select: `d.id AS "_id", d.user_id AS "userId", u.email, u.name, a.symbol AS asset, d.network_id AS network,
    trim_scale(d.amount)::text AS amount, round(d.amount * a.price_usd, 2)::text AS "usdValue", d.tx_hash AS "txHash",
    ${explorerUrlSql('d.network_id', 'd.tx_hash')} AS "explorerUrl",
    d.confirmations, d.required_confirmations AS "requiredConfirmations", d.status, d.reason,
    d.created_at AS "createdAt", d.credited_at AS "creditedAt"`,
  tiebreak: 'd.id',
  count: { from: 'FROM deposits d', aliases: ['d'] },
});

export const depositRoutes: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(app, DEPOSITS_LIST, {
    tags: ['Money'],
    summary: 'Deposits, newest first, one page at a time (the empty body {} is page 1)',
    description:
      'body: { page?, limit?, filter?: { q, status, asset, network, userId, email, txHash, createdAt_gte, createdAt_lte, creditedAt_gte, creditedAt_lte, amount_gte, amount_lte }, sort?: { createdAt|amount|status|asset|network|email: 1|-1 } }. result: { data: [{ _id, userId, email, name, asset, network, amount, usdValue, txHash, explorerUrl, confirmations, requiredConfirmations, status: pending|credited|rejected, reason, createdAt, creditedAt }], total, totalCapped, pageableRows, page, limit } (total exact up to 10 000, else 10 000 with totalCapped; pages reach the first 10 000 rows)',
  });
};
