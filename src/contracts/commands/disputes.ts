import { DECISION_REASON_RULES, REASON_MAX, REASON_MIN } from '../reason';
import { choiceInput, choiceMove, idInput, textInput } from './inputs';
import type { CommandDeclaration } from './types';

/** An open dispute's escrow goes to the buyer (release) or back to the seller (refund). */
export const disputeByAdmin: CommandDeclaration = {
  name: 'disputebyadmin',
  label: 'Resolve an open dispute: release the escrow to the buyer, or refund it to the seller',
  method: 'POST',
  path: '/p2p/disputebyadmin',
  tag: 'P2P',
  inputs: [
    idInput('Dispute', 'disputeId'),
    choiceInput('outcome', 'Outcome', ['release', 'refund']),
    textInput('reason', 'Reason', { required: true, maxLength: REASON_MAX }),
  ],
  permission: 'dispute:resolve',
  stepUp: true,
  idempotency: 'required',
  moves: [
    choiceMove(
      { outcome: 'release' },
      ['open'],
      'released',
      'Release to buyer',
      "Release this dispute's escrow to the buyer?",
    ),
    choiceMove(
      { outcome: 'refund' },
      ['open'],
      'refunded',
      'Refund to seller',
      "Refund this dispute's escrow to the seller?",
    ),
  ],
  reason: {
    input: 'reason',
    rules: DECISION_REASON_RULES,
    message: () => `The reason must be ${REASON_MIN} to ${REASON_MAX} characters`,
  },
  audit: { resource: 'p2p_disputes', idKey: 'disputeId' },
  notes:
    'The escrow moves in the ledger in the same transaction as the dispute and trade statuses. result: the dispute record',
};
