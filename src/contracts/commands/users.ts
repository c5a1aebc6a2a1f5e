import type { FieldRules } from '../fieldRules';
import { idInput, textInput } from './inputs';
import type { CommandDeclaration } from './types';

/** What an admin may type when editing a user: the edit form and the command read these. */
export const USER_RULES = {
  name: { required: true, minLength: 2, maxLength: 80 },
  phone: {
    required: true,
    maxLength: 24,
    pattern: {
      source: '^\\+?[0-9][0-9 ()-]{5,22}$',
      message: 'Enter a phone number: digits, spaces, brackets or dashes, optionally after a +.',
    },
  },
  country: { required: true, minLength: 2, maxLength: 56 },
} as const satisfies Record<string, FieldRules>;

/**
 * Block or activate a user, or edit their profile, or both. Blocking a blocked user changes
 * nothing (no 409): the status is where the admin wants it.
 */
export const updateUser: CommandDeclaration = {
  name: 'updateUser',
  label:
    'Block or activate a user, or edit their name, phone and country; answers the updated user record',
  method: 'POST',
  path: '/admin/updateUser',
  tag: 'Users',
  inputs: [
    idInput('User'),
    { key: 'status', label: 'Status', type: 'status', values: ['active', 'blocked'] },
    textInput('name', 'Name', USER_RULES.name, { optional: true }),
    textInput('phone', 'Phone', USER_RULES.phone, { optional: true }),
    textInput('country', 'Country', USER_RULES.country, { optional: true }),
  ],
  // Blocking and editing are separate permissions: the body says which it needs.
  permission: {
    anyOf: ['user:status', 'users:update'],
    needs: ({ status, ...rest }) => [
      ...(status !== undefined ? (['user:status'] as const) : []),
      ...(Object.keys(rest).some((key) => key !== '_id') ? (['users:update'] as const) : []),
    ],
  },
  audit: { resource: 'users', idKey: '_id' },
  notes:
    'Send `status`, or any of `name`, `phone`, `country` (trimmed; the same rules as the admin form), or both.',
};
