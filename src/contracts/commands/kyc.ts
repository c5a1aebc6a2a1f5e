import { DECISION_REASON_RULES } from '../reason';
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
    { key: '_id', label: 'KYC submission', type: 'id', rules: { required: true } },
    {
      key: 'status',
      label: 'Decision',
      type: 'status',
      values: ['approved', 'rejected'],
      rules: { required: true },
    },
    // Its length is checked after trimming, with the reason's own words (the route's schema
    // only bounds the text it reads).
    { key: 'reason', label: 'Reason', type: 'text', rules: { maxLength: 1950 } },
  ],
  permission: 'kyc:verify',
  moves: [
    {
      when: { status: 'approved' },
      from: ['pending'],
      to: 'approved',
      label: 'Approve',
      confirm: 'Approve this KYC submission?',
    },
    {
      when: { status: 'rejected' },
      from: ['pending'],
      to: 'rejected',
      label: 'Reject',
      confirm: 'Reject this KYC submission?',
    },
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
