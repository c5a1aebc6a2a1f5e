import type { FieldRules } from '../../contracts/fieldRules';

/**
 * What an admin may type when editing a user. The edit form and POST /admin/updateUser
 * (server/routes/users.ts) both read these objects. No other imports: the server imports this file.
 */
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
