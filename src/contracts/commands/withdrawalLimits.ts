import { REASON_MAX } from '../reason';
import { KYC_LEVELS, LIMIT_REASON_REQUIRED, withdrawalLimitsEndpoints } from '../withdrawalLimits';
import type { CommandDeclaration } from './types';

const required = { required: true } as const;

/**
 * A change of one KYC level's limits is a request a second admin approves (answered 202): a
 * raised limit lets withdrawals through unreviewed.
 */
export const updateWithdrawalLimit: CommandDeclaration = {
  name: 'updateWithdrawalLimit',
  label:
    "Ask to change one KYC level's daily and monthly withdrawal limits (a reason is required); a second admin approves it",
  ...withdrawalLimitsEndpoints.update,
  tag: 'Money',
  inputs: [
    { key: '_id', label: 'KYC level', type: 'status', values: KYC_LEVELS, rules: required },
    { key: 'dailyUsd', label: 'Daily limit', type: 'number', rules: required },
    { key: 'monthlyUsd', label: 'Monthly limit', type: 'number', rules: required },
    { key: 'reason', label: 'Reason', type: 'text', rules: { ...required, maxLength: REASON_MAX } },
  ],
  permission: 'limits:update',
  // Its length is checked with the amounts (limitEditProblems): one 400 names every broken field.
  reason: {
    input: 'reason',
    rules: { maxLength: REASON_MAX },
    message: () => LIMIT_REASON_REQUIRED,
  },
  audit: { resource: 'withdrawal_limits', idKey: '_id' },
  notes:
    "The daily limit cannot be above the monthly one. Answers 202: the change is a request (GET /admin/approvals) that a different admin approves; then open withdrawals (pending, failed) are re-ranked against the new limits. result: the level's limits, unchanged until the approval, with the request's requestId",
};
