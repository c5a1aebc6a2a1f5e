import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../http/envelope.ts';
import { commandRoute } from '../../http/commandRoutes.ts';
import { readRoute } from '../../http/readRoutes.ts';
import { limitEditProblems, type KycLevel } from '../../../src/contracts/withdrawalLimits.ts';
import { updateWithdrawalLimit } from '../../../src/contracts/commands/withdrawalLimits.ts';
import { withdrawalLimitsRead } from '../../../src/contracts/reads/limits.ts';
import { limitChangeSummary, withdrawalLimits } from '../../money/withdrawalLimits.ts';
import { requestChange } from '../../admins/requests.ts';

type LimitChange = { _id: KycLevel; dailyUsd: number; monthlyUsd: number; reason: string };

/**
 * Withdrawal limits per KYC level: read by whoever reviews withdrawals; a change, with its reason,
 * is a request a second admin approves (server/admins/requests.ts), since a raised limit lets
 * withdrawals through unreviewed. The approval re-ranks every withdrawal an admin can still approve.
 */
export const withdrawalLimitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  readRoute(app, withdrawalLimitsRead, (db) => withdrawalLimits(db));

  commandRoute<LimitChange>(app, updateWithdrawalLimit, async (tx, body, { request }) => {
    const { _id, dailyUsd, monthlyUsd, reason } = body;
    const problems = limitEditProblems({ dailyUsd, monthlyUsd, reason });
    const first = Object.values(problems)[0];
    if (first) throw new ApiError(400, first, problems);
    const { level, summary } = await limitChangeSummary(tx, { _id, dailyUsd, monthlyUsd });
    const asked = await requestChange(tx, {
      kind: 'limits.update',
      target: level,
      summary,
      payload: { _id, dailyUsd, monthlyUsd },
      reason,
      requester: request.session,
    });
    const [unchanged] = await withdrawalLimits(tx, _id);
    return {
      record: { ...unchanged, requestId: asked.requestId },
      message: asked.message,
      status: 202,
    };
  });
};
