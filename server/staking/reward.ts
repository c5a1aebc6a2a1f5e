/**
 * Staking rewards, computed exactly on decimal strings (BigInt arithmetic, no floats):
 * reward = principal × APR/100 × (time staked / length of the year), day count Actual/Actual —
 * each part of the stake that falls in a leap year counts against 366 days, the rest against 365.
 * A fixed plan earns over its whole term (start to end of lock); a flexible plan earns to the
 * millisecond up to the moment it is settled, so partial days count. The result is truncated
 * (never rounded up) to REWARD_DECIMALS: the platform never pays a fraction it did not owe.
 */

export const REWARD_DECIMALS = 8;
const DAY_MS = 86_400_000n;
const PRINCIPAL = /^\d{1,18}(\.\d{1,18})?$/;
const APR = /^\d{1,4}(\.\d{1,2})?$/;

/** A non-negative decimal string as an integer count of 10^-scale units. */
function scaled(text: string, scale: number): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0'));
}

function decimalText(units: bigint, scale: number): string {
  const text = units.toString().padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const fraction = text.slice(text.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Milliseconds of [start, end) falling in common years and in leap years (UTC calendar years). */
export function splitByYearLength(start: number, end: number): { common: bigint; leap: bigint } {
  let common = 0n;
  let leap = 0n;
  let at = start;
  while (at < end) {
    const year = new Date(at).getUTCFullYear();
    const next = Math.min(end, Date.UTC(year + 1, 0, 1));
    if (isLeap(year)) leap += BigInt(next - at);
    else common += BigInt(next - at);
    at = next;
  }
  return { common, leap };
}

export interface RewardInput {
  /** The staked amount, a decimal string. */
  principal: string;
  /** The annual percentage rate, e.g. '12.5' (0 to 1000, at most two decimals). */
  apr: string;
  start: Date | number;
  end: Date | number;
}

/** The reward for holding `principal` at `apr` from start to end, as a decimal string. */
export function rewardFor({ principal, apr, start, end }: RewardInput): string {
  if (!PRINCIPAL.test(principal)) throw new Error(`'${principal}' is not a decimal amount`);
  if (!APR.test(apr) || Number(apr) > 1000) throw new Error(`'${apr}' is not an APR of 0 to 1000`);
  const from = +start;
  const to = +end;
  if (!Number.isFinite(from) || !Number.isFinite(to)) throw new Error('Invalid reward period');
  if (to <= from) return '0';
  const { common, leap } = splitByYearLength(from, to);
  // principal·10^18 × apr·100 × (common·366 + leap·365) over 10^18 × 100·100 × 365·366·DAY_MS,
  // scaled by 10^REWARD_DECIMALS and floored.
  const numerator =
    scaled(principal, 18) *
    scaled(apr, 2) *
    (common * 366n + leap * 365n) *
    10n ** BigInt(REWARD_DECIMALS);
  const denominator = 10n ** 18n * 10_000n * 365n * 366n * DAY_MS;
  return decimalText(numerator / denominator, REWARD_DECIMALS);
}

export interface StakeTerms {
  type: 'flexible' | 'fixed';
  amount: string;
  apr: string;
  startedAt: Date | number;
  /** End of the lock (fixed plans). */
  endsAt: Date | number | null;
}

/** What settling the stake at `at` pays as reward: a fixed stake its whole term, a flexible one to `at`. */
export function stakeReward(stake: StakeTerms, at: Date | number): string {
  const end = stake.type === 'fixed' && stake.endsAt !== null ? stake.endsAt : at;
  return rewardFor({ principal: stake.amount, apr: stake.apr, start: stake.startedAt, end });
}

/** Whether a stake may be settled at `at`: a fixed one once its lock ended, a flexible one any time. */
export const isSettleable = (stake: Pick<StakeTerms, 'type' | 'endsAt'>, at: Date | number) =>
  stake.type === 'flexible' || (stake.endsAt !== null && +stake.endsAt <= +at);
