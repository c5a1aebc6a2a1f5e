import type { CommandDeclaration } from './types';

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
