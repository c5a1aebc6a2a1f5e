import { approvalEndpoints, DECIDING_PERMISSIONS } from '../approvals';
import { DECISION_REASON_RULES, REASON_MAX, REASON_MISSING } from '../reason';
import { idInput, textInput } from './inputs';
import type { CommandDeclaration } from './types';

const decision = {
  method: 'POST',
  tag: 'Admins',
  inputs: [idInput('Request'), textInput('reason', 'Reason', { maxLength: REASON_MAX + 50 })],
  // Any deciding permission lets a decision in; the request's own kind's is checked on it.
  permission: { anyOf: DECIDING_PERMISSIONS, needs: () => [] },
  stepUp: true,
  idempotency: 'required',
  audit: { resource: 'admin_requests', idKey: '_id' },
} as const;

/** A second admin approves what a first one asked: the change takes effect now. */
export const approveRequest: CommandDeclaration = {
  ...decision,
  name: 'approveRequest',
  label: 'Approve a request: the change takes effect now, in the same transaction',
  path: approvalEndpoints.approve.path,
  moves: [{ from: ['pending'], to: 'approved', label: 'Approve' }],
  notes:
    'body: { _id, reason? }. Refused (409) for the admin who asked, the admin it is about, an admin whose own activation one admin approved alone, an admin who invited or activated the requester or was invited or activated by them, and the inviter of an admin being activated; 403 without the permission the change needs. result: the request',
};

/** A request turned down (the admin who asked may withdraw it this way); nothing changes. */
export const rejectRequest: CommandDeclaration = {
  ...decision,
  name: 'rejectRequest',
  label: 'Reject a request (a reason is required); nothing changes',
  path: approvalEndpoints.reject.path,
  moves: [{ from: ['pending'], to: 'rejected', label: 'Reject' }],
  reason: { input: 'reason', rules: DECISION_REASON_RULES, message: () => REASON_MISSING },
  notes: 'body: { _id, reason }. result: the request',
};
