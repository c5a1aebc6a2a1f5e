import type { Querier as Queryable } from '../db/index.ts';
import { logAction } from '../actionLog.ts';
import { notFound } from '../http/envelope.ts';
import {
  KYC_LEVEL_LABELS,
  KYC_LEVELS,
  type KycLevel,
} from '../../src/contracts/withdrawalLimits.ts';
import { assessWithdrawals, OPEN_WITHDRAWALS } from './withdrawalRisk.ts';
import type { Actor } from '../admins/requestTypes.ts';

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
export async function withdrawalLimits(db: Queryable, level?: string) {
  const { rows } = await db.query<LimitRow>(
    `${LIMITS_SQL}${level ? ' WHERE kyc_status = $1' : ''}`,
    level ? [level] : [],
  );
  return rows
    .map((row) => ({ ...row, level: KYC_LEVEL_LABELS[row._id] }))
    .sort((a, b) => KYC_LEVELS.indexOf(a._id) - KYC_LEVELS.indexOf(b._id));
}

/** One KYC level's new daily and monthly limits (USD). */
export interface LimitChange {
  _id: KycLevel;
  dailyUsd: number;
  monthlyUsd: number;
}

/** The level as it is and "daily a → b USD, monthly c → d USD", for the request and the log. */
export async function limitChangeSummary(db: Queryable, change: LimitChange) {
  const [before] = await withdrawalLimits(db, change._id);
  if (!before) throw notFound('No limits for this KYC level');
  const summary = `daily ${before.dailyUsd} → ${change.dailyUsd} USD, monthly ${before.monthlyUsd} → ${change.monthlyUsd} USD`;
  return { level: before.level, summary };
}

/**
 * Applies an approved change of one level's limits and re-ranks every withdrawal an admin can still
 * approve against them, in the caller's transaction.
 */
export async function setWithdrawalLimits(
  tx: Queryable,
  change: LimitChange,
  requester: Actor,
  reason: string,
): Promise<string> {
  const { level, summary } = await limitChangeSummary(tx, change);
  await tx.query(
    `UPDATE withdrawal_limits SET daily_usd = $2, monthly_usd = $3, updated_at = now() WHERE kyc_status = $1`,
    [change._id, change.dailyUsd, change.monthlyUsd],
  );
  await logAction(tx, {
    description: `Withdrawal limits of ${level} changed (asked by ${requester.email}): ${summary} (reason: ${reason})`,
    adminId: requester.adminId,
  });
  await assessWithdrawals(tx, OPEN_WITHDRAWALS);
  return `Limits of ${level} updated`;
}
