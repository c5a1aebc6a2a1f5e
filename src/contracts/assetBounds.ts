/**
 * Bounds on an asset's price and withdrawal fee (issue #28): a mistyped or malicious edit moves
 * money (a withdrawal's USD value decides whether it needs two approvals; the fee is taken from
 * every withdrawal), so a large jump must be confirmed with a reason. One contract for the edit
 * form and the API. Plain TypeScript: no browser or Node imports.
 */

/** A new value above this multiple of the old one, or below its inverse, is a large change. */
export const LARGE_CHANGE_FACTOR = 2;
export const CHANGE_REASON_MIN = 3;

/** True when `after` is more than twice, or less than half, of `before` (any change from 0). */
export function isLargeChange(before: number, after: number): boolean {
  if (before === after) return false;
  if (before <= 0 || after <= 0) return true;
  const ratio = after / before;
  return ratio > LARGE_CHANGE_FACTOR || ratio < 1 / LARGE_CHANGE_FACTOR;
}

export const largeChangeMessage = (
  label: string,
  before: string | number,
  after: string | number,
) =>
  `${label} changes from ${before} to ${after}, more than ${LARGE_CHANGE_FACTOR}× either way: give a reason (at least ${CHANGE_REASON_MIN} characters) to confirm it`;

/** Null when the fee leaves every allowed withdrawal something to receive, else the message. */
export function feeProblem(fee: number, minWithdrawal: number): string | null {
  if (fee > 0 && fee >= minWithdrawal)
    return `Withdrawal fee must be below the minimum withdrawal (${minWithdrawal}), or a minimal withdrawal would pay out nothing`;
  return null;
}
