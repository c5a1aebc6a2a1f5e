/**
 * The withdrawal state machine, as data: which statuses each move may start from. The route, the
 * tests and the client's declared actions (src/resources/withdraw/moves.ts) read this one table,
 * so they cannot disagree. Plain TypeScript: no browser or Node imports.
 *
 *   pending -> approved -> processing -> completed
 *   pending | approved -> rejected   (a reason is required; the held funds go back to the user)
 *   processing -> failed
 *   failed -> approved (retry) | rejected
 */
export type WithdrawalStatus =
  'pending' | 'approved' | 'processing' | 'completed' | 'rejected' | 'failed';

export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = [
  'pending',
  'approved',
  'processing',
  'completed',
  'rejected',
  'failed',
];

/** Target status -> the statuses it may be reached from. */
export const WITHDRAWAL_TRANSITIONS: Record<
  Exclude<WithdrawalStatus, 'pending'>,
  readonly WithdrawalStatus[]
> = {
  approved: ['pending', 'failed'],
  processing: ['approved'],
  completed: ['processing'],
  rejected: ['pending', 'approved', 'failed'],
  failed: ['processing'],
};

export type WithdrawalTarget = keyof typeof WITHDRAWAL_TRANSITIONS;

export const WITHDRAWAL_TARGETS = Object.keys(WITHDRAWAL_TRANSITIONS) as WithdrawalTarget[];

/** Moves that need a written reason (the user is told why). */
export const REASON_REQUIRED_FOR: readonly WithdrawalTarget[] = ['rejected', 'failed'];

export function canMove(from: WithdrawalStatus, to: WithdrawalTarget): boolean {
  return WITHDRAWAL_TRANSITIONS[to].includes(from);
}

/** The 409 message for a move the machine does not allow. */
export function illegalMoveMessage(from: WithdrawalStatus, to: WithdrawalTarget): string {
  if (from === to) return `This withdrawal is already ${from}`;
  const allowed = WITHDRAWAL_TARGETS.filter((target) => canMove(from, target));
  const next = allowed.length ? `it can only be moved to ${allowed.join(' or ')}` : 'it is final';
  return `A ${from} withdrawal cannot be moved to ${to}: ${next}`;
}
