import { REASON_MIN } from './reason';

/**
 * Withdrawal limits per KYC level (USD, per rolling 24 h and 30 days): the routes, their rules and
 * the words of their refusals, for both sides. The reference data knows a user's KYC by its status
 * only, so each status is a level. Plain TypeScript: no browser or Node imports.
 */
export const KYC_LEVELS = ['approved', 'pending', 'not_submitted', 'rejected'] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];

export const KYC_LEVEL_LABELS: Record<KycLevel, string> = {
  approved: 'KYC approved',
  pending: 'KYC pending',
  not_submitted: 'KYC not submitted',
  rejected: 'KYC rejected',
};

/** The highest limit an admin may set (a typo of a few zeros is refused, not obeyed). */
export const LIMIT_MAX_USD = 1_000_000_000;

export const withdrawalLimitsEndpoints = {
  list: { method: 'GET', path: '/admin/withdrawalLimits' },
  update: { method: 'POST', path: '/admin/updateWithdrawalLimit' },
} as const;

export interface WithdrawalLimitEdit {
  dailyUsd: number;
  monthlyUsd: number;
  reason: string;
}

/** A change's refusal when its reason is missing or too short. */
export const LIMIT_REASON_REQUIRED = `A reason of at least ${REASON_MIN} characters is required to change a limit`;

/** What is wrong with an edit, per field, in the words the API answers (empty when valid). */
export function limitEditProblems(edit: WithdrawalLimitEdit): Record<string, string> {
  const problems: Record<string, string> = {};
  const amount = (key: 'dailyUsd' | 'monthlyUsd', label: string) => {
    const value = edit[key];
    if (!Number.isFinite(value) || value < 0 || value > LIMIT_MAX_USD)
      problems[key] =
        `${label} must be a number from 0 to ${LIMIT_MAX_USD.toLocaleString('en-US')} USD`;
  };
  amount('dailyUsd', 'The daily limit');
  amount('monthlyUsd', 'The monthly limit');
  if (!problems.dailyUsd && !problems.monthlyUsd && edit.dailyUsd > edit.monthlyUsd)
    problems.dailyUsd = 'The daily limit cannot be above the monthly limit';
  if (edit.reason.trim().length < REASON_MIN) problems.reason = LIMIT_REASON_REQUIRED;
  return problems;
}
