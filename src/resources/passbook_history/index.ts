import type { ResourceDefinition } from '../shared/definition';
import { passbookSchema } from './schema';
import { lazyScreen } from '../lazyScreen';

/** Passbook: the generic server-paged grid (with a link to the convert history); no details. */
export const passbook_history: ResourceDefinition = {
  schema: passbookSchema,
  list: lazyScreen(() => import('./PassbookList').then((m) => m.PassbookList)),
  edit: false,
};
