import type { FieldRules } from '../../contracts/fieldRules';
import { SUPPORT_CATEGORY_RULES } from '../../contracts/resources/support';

/**
 * What an admin may type for support categories and ticket messages. The forms and the support
 * routes (server/routes/support/) both read these objects. Only contracts imported: the server imports this file.
 */
export const SUPPORT_RULES = {
  categoryName: SUPPORT_CATEGORY_RULES.name,
  categoryDescription: SUPPORT_CATEGORY_RULES.description,
  message: { required: true, minLength: 1, maxLength: 5000 },
} as const satisfies Record<string, FieldRules>;

/** The support category list's page size: 20. */
export const SUPPORT_CATEGORY_PAGE_SIZE = 20;
