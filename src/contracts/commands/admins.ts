import { ROLE_NAME_PATTERN } from '../permissions';
import { DECISION_REASON_RULES, REASON_MAX, REASON_MISSING } from '../reason';
import type { CommandDeclaration } from './types';

/** The changes one call of PUT /admin/admins may ask, exactly one a call. */
export const ADMIN_CHANGES = ['status', 'role', 'resetTwoFactor'] as const;

/**
 * Another admin's account: disabling applies at once; activating, re-enabling, a role and a 2FA
 * reset become a request a second, independent admin approves (202).
 */
export const updateAdmin: CommandDeclaration = {
  name: 'updateAdmin',
  label:
    "Activate, disable or re-enable another admin's account, change their role, or reset their 2FA",
  method: 'PUT',
  path: '/admin/admins',
  tag: 'Admins',
  inputs: [
    { key: '_id', label: 'Admin', type: 'id', rules: { required: true } },
    { key: 'status', label: 'Status', type: 'status', values: ['active', 'disabled'] },
    {
      key: 'role',
      label: 'Role',
      type: 'text',
      rules: { pattern: { source: ROLE_NAME_PATTERN, message: 'Role is not valid.' } },
    },
    { key: 'resetTwoFactor', label: 'Reset 2FA', type: 'true' },
    {
      key: 'reason',
      label: 'Reason',
      type: 'text',
      rules: { required: true, maxLength: REASON_MAX + 50 },
    },
  ],
  permission: 'admins:manage',
  stepUp: true,
  idempotency: 'required',
  moves: [
    { when: { status: 'disabled' }, from: ['active', 'pending'], to: 'disabled', label: 'Disable' },
    { when: { status: 'active' }, from: ['pending', 'disabled'], to: 'active', label: 'Activate' },
  ],
  reason: { input: 'reason', rules: DECISION_REASON_RULES, message: () => REASON_MISSING },
  audit: { resource: 'admins', idKey: '_id' },
  notes:
    "Body: { _id, status: 'active'|'disabled', reason } or { _id, role, reason } or { _id, resetTwoFactor: true, reason } (a lost authenticator: 2FA off, their sessions end, they set up a new one at their next sign-in). Disabling applies at once (200) and ends the admin's sessions; activating, re-enabling, a role and a 2FA reset answer 202: a request (GET /admin/approvals) a different, independent admin approves (never the inviter of the admin activated). Nobody changes their own status or role; the last active admin cannot be disabled, and an owner neither disabled nor demoted when fewer than two active owners would remain; a role holds from the admin's next request. result: the admin, as it is now (with the request's requestId when it became one)",
};
