import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commandRoute } from '../../http/commandRoutes.ts';
import { withdrawAmountMove } from '../../../src/contracts/commands/withdrawals.ts';
import { pagedQuery } from '../../http/paging.ts';
import { pagedListFromContract } from '../../http/contractList.ts';
import { withdrawContract } from '../../../src/contracts/resources/withdraw.ts';
import { explorerUrlSql } from '../../money/chain.ts';
import { AWAITING_SECOND_APPROVAL, moveWithdrawal } from '../../money/withdrawals.ts';
import type { WithdrawalTarget } from '../../../src/contracts/withdrawalMachine.ts';
import { readRoute } from '../../http/readRoutes.ts';
import { withdrawRisk } from '../../../src/contracts/reads/index.ts';
import { reviewWithdrawal } from '../../money/withdrawalRisk.ts';
import { userByEmail, assetBySymbol } from '../../http/pagingLookup.ts';
import { pagedListRoute } from '../../http/listRoute.ts';

const tags = ['Money'];

/**
 * The withdrawals grid: server-paged; status, user, asset and time are indexed (060, 096, 097); the
 * user and asset filters ask their tables first and filter by the withdrawal's own keys (lookup).
 */
export const WITHDRAWALS_LIST = pagedListFromContract(withdrawContract, {
  from: `FROM withdrawals w JOIN users u ON u.id = w.user_id JOIN assets a ON a.id = w.asset_id
    LEFT JOIN admins d ON d.id = w.decided_by LEFT JOIN admins f ON f.id = w.first_approved_by
    LEFT JOIN withdrawal_risk r ON r.withdrawal_id = w.id`,
  columns: {
    email: { sql: 'u.email', notNull: true, lookup: userByEmail('w.user_id') },
    asset: { sql: 'a.symbol', notNull: true, lookup: assetBySymbol('w.asset_id') },
    network: { sql: 'w.network_id', notNull: true },
    amount: { sql: 'w.amount', notNull: true },
    usdValue: { sql: 'w.usd_value', notNull: true },
    address: { sql: 'w.address' },
    txHash: { sql: 'w.tx_hash' },
    status: { sql: 'w.status', notNull: true },
    // The last assessment (server/money/withdrawalRisk.ts): a level is asked of withdrawal_risk
    // (its level index), and the count reads the withdrawals' primary key.
    risk: {
      sql: 'r.level',
      lookup: { key: 'w.id', table: 'withdrawal_risk', id: 'withdrawal_id', match: 'level' },
    },
    createdAt: { sql: 'w.created_at', notNull: true },
    updatedAt: { sql: 'w.updated_at', notNull: true },
  },
  apiColumns: {
    _id: { sql: 'w.id', type: 'select', sortable: false },
    userId: { sql: 'w.user_id', type: 'select', sortable: false, cast: 'uuid' },
  },
  select: `w.id AS "_id", w.user_id AS "userId", u.email, u.name, a.symbol AS asset, w.network_id AS network,
    trim_scale(w.amount)::text AS amount, trim_scale(w.fee)::text AS fee, round(w.usd_value, 2)::text AS "usdValue",
    w.address, w.tag, w.status, r.level AS risk, r.flags AS "riskFlags",
    CASE WHEN w.status = 'pending' AND w.first_approved_by IS NOT NULL THEN '${AWAITING_SECOND_APPROVAL}' END AS approval,
    f.email AS "firstApprovedBy", w.first_approved_at AS "firstApprovedAt", d.email AS "decidedBy", w.reason,
    w.tx_hash AS "txHash", ${explorerUrlSql('w.network_id', 'w.tx_hash')} AS "explorerUrl",
    w.created_at AS "createdAt", w.updated_at AS "updatedAt"`,
  tiebreak: 'w.id',
  count: { from: 'FROM withdrawals w', aliases: ['w'] },
});

export const withdrawalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(app, WITHDRAWALS_LIST, {
    tags,
    summary: 'Withdrawals, newest first, one page at a time',
    description:
      'query: page, limit, filter (JSON: q, _id, status, risk (review|high|medium|low|none), asset, network, userId, email, address, txHash, createdAt_gte/_lte, amount_gte/_lte, usdValue_gte/_lte), sort (JSON, e.g. {"createdAt":-1}). result: { data: [{ _id, userId, email, name, asset, network, amount, fee, usdValue, address, tag, status, risk, riskFlags, approval, firstApprovedBy, firstApprovedAt, decidedBy, reason, txHash, explorerUrl, createdAt, updatedAt }], total, totalCapped, pageableRows, page, limit } (total exact up to 10 000, else 10 000 with totalCapped; pages reach the first 10 000 rows)',
  });

  readRoute<{ id: string }>(app, withdrawRisk, (db, { id }) => reviewWithdrawal(db, id));

  commandRoute<{ _id: string; status: WithdrawalTarget; reason?: string; txHash?: string }>(
    app,
    withdrawAmountMove,
    async (tx, body, { adminId, email }) => {
      const message = await moveWithdrawal(tx, {
        id: body._id,
        to: body.status,
        reason: body.reason,
        txHash: body.txHash,
        adminId,
        adminEmail: email,
        dualApprovalUsd: app.config.withdrawalDualApprovalUsd,
      });
      const page = await pagedQuery(tx, WITHDRAWALS_LIST, { filter: { _id: body._id }, limit: 1 });
      return { message, record: page.data[0] };
    },
  );
};
