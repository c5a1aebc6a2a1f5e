import type { DisputeOutcome } from '../../contracts/disputes';
import { REASON_MAX, REASON_MIN } from '../../contracts/reason';
import type { DisputeRecord } from './disputes';
import { RESOLVE_DISPUTE_FAILED } from './disputes';

/**
 * The dispute resolution's facts (POST /p2p/disputebyadmin): the two explicit outcomes, who
 * receives what, the confirmation text, and the reason rule the server enforces (3 to 500).
 */
export type { DisputeOutcome };
export { REASON_MAX, REASON_MIN };

export const outcomeLabels: Record<DisputeOutcome, string> = {
  release: 'Release to buyer',
  refund: 'Refund to seller',
};

/** The party who receives the escrow and the amount they receive (release pays less the fee). */
export function receiverOf(d: DisputeRecord, outcome: DisputeOutcome) {
  return outcome === 'release'
    ? { role: 'buyer', email: d.buyer, amount: d.buyerReceives }
    : { role: 'seller', email: d.seller, amount: d.amount };
}

export function confirmationText(d: DisputeRecord, outcome: DisputeOutcome): string {
  const to = receiverOf(d, outcome);
  const fee =
    outcome === 'release' && Number(d.fee) > 0 ? ` (${d.amount} less the ${d.fee} fee)` : '';
  return `${outcome === 'release' ? 'Release' : 'Refund'} ${to.amount} ${d.asset}${fee} from the escrow of trade ${d.orderNo} to the ${to.role} ${to.email}? This cannot be undone.`;
}

export function reasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length < REASON_MIN) return `Write a reason of at least ${REASON_MIN} characters`;
  if (length > REASON_MAX) return `The reason must be at most ${REASON_MAX} characters`;
  return null;
}

export const resolveDisputeEndpoint = {
  method: 'POST' as const,
  path: '/p2p/disputebyadmin',
  body: ({
    disputeId,
    outcome,
    reason,
  }: {
    disputeId: string;
    outcome: DisputeOutcome;
    reason: string;
  }) => ({
    disputeId,
    outcome,
    reason: reason.trim(),
  }),
  errorMessage: RESOLVE_DISPUTE_FAILED,
};
