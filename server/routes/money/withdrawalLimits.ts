import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logAction } from '../../actionLog.ts';
import { ApiError, notFound, ok } from '../../http/envelope.ts';
import type { Queryable } from '../../db/index.ts';
import { REASON_MAX } from '../../../src/contracts/reason.ts';
import {
  KYC_LEVEL_LABELS,
  KYC_LEVELS,
  limitEditProblems,
  withdrawalLimitsEndpoints as endpoints,
  type KycLevel,
} from '../../../src/contracts/withdrawalLimits.ts';
import { assessWithdrawals, OPEN_WITHDRAWALS } from '../../money/withdrawalRisk.ts';

const tags = ['Money'];

const LIMITS_SQL = `SELECT kyc_status AS "_id", kyc_status AS "kycStatus", trim_scale(daily_usd)::text AS "dailyUsd",
  trim_scale(monthly_usd)::text AS "monthlyUsd", updated_at AS "updatedAt" FROM withdrawal_limits`;

interface LimitRow {
  _id: KycLevel;
  kycStatus: KycLevel;
  dailyUsd: string;
  monthlyUsd: string;
  updatedAt: Date;
}

/** The limits in the levels' order, each with its level's name. */
async function limits(db: Queryable, level?: string) {
  const { rows } = await db.query<LimitRow>(
    `${LIMITS_SQL}${level ? ' WHERE kyc_status = $1' : ''}`,
    level ? [level] : [],
  );
  return rows
    .map((row) => ({ ...row, level: KYC_LEVEL_LABELS[row._id] }))
    .sort((a, b) => KYC_LEVELS.indexOf(a._id) - KYC_LEVELS.indexOf(b._id));
}

/**
 * Withdrawal limits per KYC level: read by whoever reviews withdrawals, changed with a reason (the
 * audit trail's trigger keeps who, when, before, after and why); a change re-ranks every withdrawal
 * an admin can still approve, in the same transaction.
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
    async () => ok(await limits(app.db), 'Withdrawal limits'),
  );

  app.post(
    endpoints.update.path,
    {
      schema: {
        tags,
        summary:
          "Change one KYC level's daily and monthly withdrawal limits (a reason is required)",
        description:
          "The daily limit cannot be above the monthly one. Open withdrawals (pending, failed) are re-ranked against the new limits. result: the level's limits",
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
    async (request) => {
      const { _id, dailyUsd, monthlyUsd, reason } = request.body;
      const problems = limitEditProblems({ dailyUsd, monthlyUsd, reason });
      const first = Object.values(problems)[0];
      if (first) throw new ApiError(400, first, problems);
      const updated = await app.db.transaction(async (tx) => {
        const [before] = await limits(tx, _id);
        if (!before) throw notFound('No limits for this KYC level');
        await tx.query(
          `UPDATE withdrawal_limits SET daily_usd = $2, monthly_usd = $3, updated_at = now() WHERE kyc_status = $1`,
          [_id, dailyUsd, monthlyUsd],
        );
        const [after] = await limits(tx, _id);
        await logAction(tx, {
          description: `Withdrawal limits of ${before.level} changed by ${request.session.email}: daily ${before.dailyUsd} → ${after.dailyUsd} USD, monthly ${before.monthlyUsd} → ${after.monthlyUsd} USD (reason: ${reason.trim()})`,
          adminId: request.session.adminId,
        });
        await assessWithdrawals(tx, OPEN_WITHDRAWALS);
        return after;
      });
      return ok(updated, `Limits of ${updated.level} updated`);
    },
  );
};
