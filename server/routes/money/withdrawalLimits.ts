import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, ok } from '../../http/envelope.ts';
import { REASON_MAX } from '../../../src/contracts/reason.ts';
import {
  KYC_LEVELS,
  limitEditProblems,
  withdrawalLimitsEndpoints as endpoints,
} from '../../../src/contracts/withdrawalLimits.ts';
import { limitChangeSummary, withdrawalLimits } from '../../money/withdrawalLimits.ts';
import { requestChange } from '../../admins/requests.ts';

const tags = ['Money'];

/**
 * Withdrawal limits per KYC level: read by whoever reviews withdrawals; a change, with its reason,
 * is a request a second admin approves (server/admins/requests.ts), since a raised limit lets
 * withdrawals through unreviewed. The approval re-ranks every withdrawal an admin can still approve.
 */
export const withdrawalLimitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.list.path,
    {
      schema: {
        tags,
        summary: 'Withdrawal limits per KYC level (USD per rolling 24 h and 30 days)',
        description:
          'result: [{ _id (the KYC status), kycStatus, level, dailyUsd, monthlyUsd, updatedAt }], approved first',
      },
    },
    async () => ok(await withdrawalLimits(app.db), 'Withdrawal limits'),
  );

  app.post(
    endpoints.update.path,
    {
      schema: {
        tags,
        summary:
          "Ask to change one KYC level's daily and monthly withdrawal limits (a reason is required); a second admin approves it",
        description:
          "The daily limit cannot be above the monthly one. Answers 202: the change is a request (GET /admin/approvals) that a different admin approves; then open withdrawals (pending, failed) are re-ranked against the new limits. result: the level's limits, unchanged until the approval, with the request's requestId",
        body: Type.Object(
          {
            _id: Type.Union(KYC_LEVELS.map((level) => Type.Literal(level))),
            dailyUsd: Type.Number(),
            monthlyUsd: Type.Number(),
            reason: Type.String({ maxLength: REASON_MAX }),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const { _id, dailyUsd, monthlyUsd, reason } = request.body;
      const problems = limitEditProblems({ dailyUsd, monthlyUsd, reason });
      const first = Object.values(problems)[0];
      if (first) throw new ApiError(400, first, problems);
      const sent = await app.db.transaction(async (tx) => {
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
        return { ...asked, record: { ...unchanged, requestId: asked.requestId } };
      });
      reply.code(202);
      return ok(sent.record, sent.message);
    },
  );
};
