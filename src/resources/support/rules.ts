import type { FieldRules } from '../../contracts/fieldRules';

/**
 * What an admin may type for support categories and ticket messages. The forms and the support
 * routes (server/routes/support/) both read these objects. No other imports: the server imports this file.
 */
export const SUPPORT_RULES = {
  categoryName: { required: true, minLength: 2, maxLength: 60 },
  categoryDescription: { maxLength: 300 },
  message: { required: true, minLength: 1, maxLength: 5000 },
} as const satisfies Record<string, FieldRules>;

/** The support category list's page size: 20. */
export const SUPPORT_CATEGORY_PAGE_SIZE = 20;
