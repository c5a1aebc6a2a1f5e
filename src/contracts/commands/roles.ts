import { REASON_MAX_LENGTH } from '../admins';
import { ALL_PERMISSIONS, ROLE_NAME_PATTERN } from '../permissions';
import type { CommandDeclaration, CommandInput } from './types';

/** A role's inputs; the domain refuses unknown and owner-only permissions in its own words. */
const roleInputs: readonly CommandInput[] = [
  {
    key: 'name',
    label: 'Name',
    type: 'text',
    rules: {
      required: true,
      pattern: { source: ROLE_NAME_PATTERN, message: 'Lower-case letters, digits and -' },
    },
  },
  { key: 'description', label: 'Description', type: 'text', rules: { maxLength: 200 } },
  {
    key: 'permissions',
    label: 'Permissions',
    type: 'text',
    rules: { maxLength: 60 },
    many: { max: ALL_PERMISSIONS.length },
  },
  // Why: required when an edit changes the permissions (the edit becomes a request).
  { key: 'reason', label: 'Reason', type: 'text', rules: { maxLength: REASON_MAX_LENGTH + 100 } },
];

/** A role decides what its admins may do: a change of one needs a live 2FA step-up. */
const roleChange = {
  method: 'POST',
  path: '/admin/roles',
  tag: 'Admins',
  inputs: roleInputs,
  permission: 'roles:manage',
  stepUp: true,
  audit: { resource: 'admin_roles', idKey: 'name' },
} as const;

const rules =
  "Built-in roles are read-only; a custom role cannot hold admins:manage or roles:manage (the owner's). Takes effect on its admins' next request. result: the role, as GET lists it";

export const createRole: CommandDeclaration = {
  ...roleChange,
  name: 'createRole',
  label: 'Create a custom role',
  notes: rules,
};

export const updateRole: CommandDeclaration = {
  ...roleChange,
  name: 'updateRole',
  label: 'Edit a custom role',
  method: 'PUT',
  notes: `${rules} A change of its permissions, with a reason, answers 202: a request (GET /admin/approvals) a different admin approves; a description alone applies at once.`,
};
