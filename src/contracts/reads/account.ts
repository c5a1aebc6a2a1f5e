import type { ReadDeclaration } from './types';

/** Where this session stands, so the browser's 2FA gate agrees with the server. */
export const twoFactorStatus: ReadDeclaration = {
  name: 'twoFactorStatus',
  label: "The admin's 2FA, step-up and lock state",
  method: 'GET',
  path: '/admin/twoFactorStatus',
  tag: 'two-factor',
  inputs: [],
  permission: 'ownAccount',
  notes:
    'result: { enabled, stepUpActive, stepUpUntil|null, locked, lockedUntil|null, attemptsRemaining, lockedMessage|null }',
};

/** A registration link's first step, before any session exists. */
export const validateInvitation: ReadDeclaration = {
  name: 'validateInvitation',
  label: 'Check a registration link; answers the invited email',
  method: 'POST',
  path: '/validateInvitation',
  tag: 'Account',
  inputs: [
    {
      key: 'token',
      label: 'Invitation',
      type: 'secret',
      rules: { required: true, minLength: 1, maxLength: 200 },
    },
  ],
  permission: 'public',
  example: { token: 'example-invitation-link' },
};

export const adminProfile: ReadDeclaration = {
  name: 'getAdminProfile',
  label: "The signed-in admin's profile",
  method: 'GET',
  path: '/admin/getAdminProfile',
  tag: 'Auth',
  inputs: [],
  permission: 'ownAccount',
  notes:
    "result: { _id, email, f2A_Status: 'true'|'false' (a string: 'true' means 2FA is on), status: 'pending'|'active' ('pending': awaiting activation by another admin), role, permissions: the permissions the role grants (e.g. 'withdraw:approve'), read on every request }",
};
