/**
 * The withdrawal risk review's vocabulary, for both sides: the flags (code, severity, sentence),
 * the levels a withdrawal is ranked by, and the figures the server computes
 * (server/money/withdrawalRisk.ts decides which flags hold; the record page and the grid read the
 * words from here). Plain TypeScript: no browser or Node imports.
 */

/** From the most to the least severe; `review`: above its KYC level's limit ("Needs review"). */
export const RISK_LEVELS = ['review', 'high', 'medium', 'low', 'none'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = {
  review: 'Needs review',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  none: 'None',
};

/** Each flag's severity: the withdrawal's level is its most severe flag's. */
export const RISK_FLAGS = {
  blocked_destination: 'review',
  over_daily_limit: 'review',
  over_monthly_limit: 'review',
  kyc_not_approved: 'high',
  shared_destination: 'high',
  password_changed: 'high',
  two_factor_changed: 'high',
  new_account: 'medium',
  new_sign_in_country: 'medium',
  open_dispute: 'medium',
  withdrawals_exceed_deposits: 'low',
  new_destination: 'low',
  open_ticket: 'low',
} as const satisfies Record<string, Exclude<RiskLevel, 'none'>>;
export type RiskFlagCode = keyof typeof RISK_FLAGS;
export const RISK_FLAG_CODES = Object.keys(RISK_FLAGS) as RiskFlagCode[];

/** An account younger than this, when the withdrawal was requested, is new. */
export const NEW_ACCOUNT_DAYS = 7;
/** Security changes this recent, before the request, are flagged. */
export const SECURITY_WINDOW_DAYS = 7;

/** What the server measured for one withdrawal (USD figures as decimal strings). */
export interface WithdrawalRiskFigures {
  kycStatus: string;
  /** Days between sign-up and the request. */
  accountAgeDays: number;
  asset: string;
  balanceBefore: string;
  balanceAfter: string;
  /** The user's withdrawals (not rejected) in the 24 h and 30 days up to the request, this one included. */
  withdrawn24hUsd: string;
  withdrawn30dUsd: string;
  dailyLimitUsd: string | null;
  monthlyLimitUsd: string | null;
  deposited30dUsd: string;
  /** The user sent to this destination before this request. */
  destinationUsedBefore: boolean;
  destinationOtherUsers: number;
  /** The blocklist's reason when the destination is blocked on its network, else null. */
  destinationBlocked: string | null;
  passwordChangedAt: string | null;
  twoFactorChangedAt: string | null;
  newSignInCountry: string | null;
  newSignInAt: string | null;
  openDisputes: number;
  openTickets: number;
}

export interface RiskFlag {
  code: RiskFlagCode;
  severity: Exclude<RiskLevel, 'none'>;
  sentence: string;
}

/** GET /admin/withdrawRisk/:id's result. */
export interface WithdrawalRiskReview {
  withdrawalId: string;
  level: RiskLevel;
  needsReview: boolean;
  flags: RiskFlag[];
  figures: WithdrawalRiskFigures;
}

const usd = (value: string | null) =>
  value === null
    ? 'no limit'
    : `$${Number(value).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'recently');
const KYC_WORDS: Record<string, string> = {
  not_submitted: 'not submitted',
  pending: 'pending review',
  approved: 'approved',
  rejected: 'rejected',
};
export const kycWords = (status: string) => KYC_WORDS[status] ?? status;

/** The sentence an admin reads for a flag ("Destination used by 3 other users"). */
export function riskSentence(code: RiskFlagCode, f: WithdrawalRiskFigures): string {
  switch (code) {
    case 'blocked_destination':
      return ['Destination is on the blocklist', f.destinationBlocked].filter(Boolean).join(': ');
    case 'over_daily_limit':
      return `Withdrawn in 24 h (${usd(f.withdrawn24hUsd)}) is above the daily limit of ${usd(f.dailyLimitUsd)} for KYC ${kycWords(f.kycStatus)}`;
    case 'over_monthly_limit':
      return `Withdrawn in 30 days (${usd(f.withdrawn30dUsd)}) is above the monthly limit of ${usd(f.monthlyLimitUsd)} for KYC ${kycWords(f.kycStatus)}`;
    case 'kyc_not_approved':
      return `KYC is ${kycWords(f.kycStatus)}`;
    case 'shared_destination':
      return `Destination used by ${plural(f.destinationOtherUsers, 'other user')}`;
    case 'password_changed':
      return `Password changed on ${day(f.passwordChangedAt)}, within ${SECURITY_WINDOW_DAYS} days of the request`;
    case 'two_factor_changed':
      return `2FA changed on ${day(f.twoFactorChangedAt)}, within ${SECURITY_WINDOW_DAYS} days of the request`;
    case 'new_account':
      return `Account opened ${plural(Math.floor(f.accountAgeDays), 'day')} before the request`;
    case 'new_sign_in_country':
      return `Signed in from a new country (${f.newSignInCountry ?? 'unknown'}) on ${day(f.newSignInAt)}`;
    case 'open_dispute':
      return `${plural(f.openDisputes, 'open P2P dispute')}`;
    case 'withdrawals_exceed_deposits':
      return `Withdrew ${usd(f.withdrawn30dUsd)} over 30 days against ${usd(f.deposited30dUsd)} deposited`;
    case 'new_destination':
      return 'Destination first used now';
    case 'open_ticket':
      return `${plural(f.openTickets, 'open support ticket')}`;
  }
}

/** The most severe level among flags (none without flags). */
export function riskLevelOf(codes: readonly RiskFlagCode[]): RiskLevel {
  const severities = new Set(codes.map((code) => RISK_FLAGS[code]));
  return RISK_LEVELS.find((level) => severities.has(level as never)) ?? 'none';
}

/** The approval refusal of a withdrawal above its level's limit, without a reason. */
export const NEEDS_REVIEW_REASON_REQUIRED =
  "This withdrawal is above its KYC level's withdrawal limit (Needs review): a reason of at least 3 characters is required to approve it";
