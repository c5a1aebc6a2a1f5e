import type { ReadDeclaration } from './types';

export const adminTeam: ReadDeclaration = {
  name: 'admins',
  label: 'Every admin, awaiting activation first, then by email',
  method: 'GET',
  path: '/admin/admins',
  tag: 'Admins',
  inputs: [],
  permission: 'admins:read',
  notes:
    "result: [{ _id, email, status: 'pending'|'active'|'disabled', twoFactor, self (the asking admin), invitedBy|null, activatedBy|null, activatedAt|null, createdAt, lastSignInAt|null }]",
};

export const invitations: ReadDeclaration = {
  name: 'invitations',
  label: 'Admin invitations, newest first',
  method: 'GET',
  path: '/admin/invitations',
  tag: 'Account',
  inputs: [],
  permission: 'admins:read',
  notes:
    "result: [{ _id, email, role, invitedBy|null, createdAt, expiresAt, usedAt|null, status: 'pending'|'used'|'expired'|'revoked' }]",
};
