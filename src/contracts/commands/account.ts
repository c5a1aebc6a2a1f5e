import { PASSWORD_POLICY_TEXT } from '../passwordPolicy';
import type { CommandDeclaration, CommandInput } from './types';

/**
 * The steps of an admin's own account no permission gates: before signing in (a reset link, an
 * invitation's registration) and the signed-in admin's password. They refuse before any record
 * is theirs, so no refusal goes to the audit trail.
 */

const password = (key: string, label: string): CommandInput => ({
  key,
  label,
  type: 'secret',
  rules: { required: true, maxLength: 256 },
});
const link: CommandInput = {
  key: 'token',
  label: 'Link',
  type: 'secret',
  rules: { required: true, minLength: 1, maxLength: 200 },
};

export const forgotPassword: CommandDeclaration = {
  name: 'forgotPassword',
  label: 'Request a password reset link (always answers the same neutral message)',
  method: 'POST',
  path: '/forgotPassword',
  tag: 'Account',
  inputs: [{ key: 'email', label: 'Email', type: 'email', rules: { required: true } }],
  permission: 'public',
  notes:
    'Creates a single-use link for a real admin and e-mails it to them (SMTP_URL; in development without it, into DATA_DIR/outbox), after the answer; while a recent link is unused, no new one. 503 when no mail server is configured in production.',
};

export const resetPassword: CommandDeclaration = {
  name: 'resetPassword',
  label: 'Set a new password from a reset link; signs the admin out everywhere',
  method: 'POST',
  path: '/resetPassword',
  tag: 'Account',
  inputs: [link, password('password', 'New password')],
  permission: 'public',
  notes: PASSWORD_POLICY_TEXT,
};

export const register: CommandDeclaration = {
  name: 'register',
  label: 'Create an admin account from an invitation (registration is by invitation only)',
  method: 'POST',
  path: '/register',
  tag: 'Account',
  inputs: [link, password('password', 'Password')],
  permission: 'public',
  notes: PASSWORD_POLICY_TEXT,
};

export const changePassword: CommandDeclaration = {
  name: 'changePassword',
  label: "Change the signed-in admin's password; signs out the admin's other sessions",
  method: 'POST',
  path: '/admin/changePassword',
  tag: 'Account',
  inputs: [
    password('currentPassword', 'Current password'),
    password('newPassword', 'New password'),
  ],
  permission: 'ownAccount',
  notes: PASSWORD_POLICY_TEXT,
};
