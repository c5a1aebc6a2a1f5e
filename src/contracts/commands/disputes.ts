import { DECISION_REASON_RULES, REASON_MAX, REASON_MIN } from '../reason';
import type { CommandDeclaration } from './types';

/** An open dispute's escrow goes to the buyer (release) or back to the seller (refund). */
export const disputeByAdmin: CommandDeclaration = {
  name: 'disputebyadmin',
  label: 'Resolve an open dispute: release the escrow to the buyer, or refund it to the seller',
  method: 'POST',
  path: '/p2p/disputebyadmin',
  tag: 'P2P',
  inputs: [
    { key: 'disputeId', label: 'Dispute', type: 'id', rules: { required: true } },
    {
      key: 'outcome',
      label: 'Outcome',
      type: 'status',
      values: ['release', 'refund'],
      rules: { required: true },
    },
    {
      key: 'reason',
      label: 'Reason',
      type: 'text',
      rules: { required: true, maxLength: REASON_MAX },
    },
  ],
  permission: 'dispute:resolve',
  stepUp: true,
  idempotency: 'required',
  moves: [
    {
      when: { outcome: 'release' },
      from: ['open'],
      to: 'released',
      label: 'Release to buyer',
      confirm: "Release this dispute's escrow to the buyer?",
    },
    {
      when: { outcome: 'refund' },
      from: ['open'],
      to: 'refunded',
      label: 'Refund to seller',
      confirm: "Refund this dispute's escrow to the seller?",
    },
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
