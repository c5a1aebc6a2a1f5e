import { DECISION_REASON_RULES } from '../reason';
import { choiceInput, choiceMove, idInput, textInput } from './inputs';
import type { CommandDeclaration } from './types';

/** The words of a rejection without a reason (the user is told why). */
export const KYC_REASON_REQUIRED = 'A reason is required to reject a KYC submission';

/** A pending KYC submission is approved, or rejected with a reason the user sees. */
export const verifyKyc: CommandDeclaration = {
  name: 'verifyKyc',
  label: 'Approve or reject a pending KYC submission (a reason is required to reject)',
  method: 'POST',
  path: '/admin/verifyKyc',
  tag: 'KYC',
  inputs: [
    idInput('KYC submission'),
    choiceInput('status', 'Decision', ['approved', 'rejected']),
    // Its length is checked after trimming, with the reason's own words (the route's schema
    // only bounds the text it reads).
    textInput('reason', 'Reason', { maxLength: 1950 }),
  ],
  permission: 'kyc:verify',
  moves: [
    choiceMove(
      { status: 'approved' },
      ['pending'],
      'approved',
      'Approve',
      'Approve this KYC submission?',
    ),
    choiceMove(
      { status: 'rejected' },
      ['pending'],
      'rejected',
      'Reject',
      'Reject this KYC submission?',
    ),
  ],
  reason: {
    input: 'reason',
    when: { status: ['rejected'] },
    rules: DECISION_REASON_RULES,
    message: () => KYC_REASON_REQUIRED,
  },
  audit: { resource: 'kyc', idKey: '_id' },
  notes: 'result: the updated KYC record',
};
