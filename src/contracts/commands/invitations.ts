import { INVITATION_HOURS } from '../admins';
import { ROLE_NAME_PATTERN } from '../permissions';
import { DECISION_REASON_RULES, REASON_MAX, REASON_MISSING } from '../reason';
import type { CommandDeclaration } from './types';

/**
 * An invitation is a request a second admin approves (202); then the link goes to the invitee by
 * e-mail, never back to either admin.
 */
export const createInvitation: CommandDeclaration = {
  name: 'createInvitation',
  label: `Ask to invite a new admin; once a second admin approves, a single-use registration link valid ${INVITATION_HOURS} hours goes to the invitee`,
  method: 'POST',
  path: '/admin/createInvitation',
  tag: 'Account',
  inputs: [
    { key: 'email', label: 'Email', type: 'email', rules: { required: true, maxLength: 254 } },
    {
      key: 'role',
      label: 'Role',
      type: 'text',
      rules: { pattern: { source: ROLE_NAME_PATTERN, message: 'Role is not valid.' } },
    },
    {
      key: 'reason',
      label: 'Reason',
      type: 'text',
      rules: { required: true, maxLength: REASON_MAX + 50 },
    },
  ],
  permission: 'admins:manage',
  stepUp: true,
  reason: { input: 'reason', rules: DECISION_REASON_RULES, message: () => REASON_MISSING },
  audit: { resource: 'admin_invitations', idKey: 'email' },
  notes:
    "role: a built-in or custom role; 'owner' when left out, as the spec's single administrator. Answers 202: a request (GET /admin/approvals) a different admin approves (503 without a mail server in production). result: { requestId, email, role }. The new admin can do nothing but set up their own sign-in until their activation is requested and approved (PUT /admin/admins). A newer invitation for the same email replaces older ones.",
};

export const revokeInvitation: CommandDeclaration = {
  name: 'revokeInvitation',
  label: 'Revoke a pending invitation: its link stops working',
  method: 'POST',
  path: '/admin/revokeInvitation',
  tag: 'Account',
  inputs: [{ key: '_id', label: 'Invitation', type: 'id', rules: { required: true } }],
  permission: 'admins:manage',
  moves: [{ from: ['pending'], to: 'revoked', label: 'Revoke' }],
  audit: { resource: 'admin_invitations', idKey: '_id' },
  notes: 'result: { _id, email }',
};
