import type { ResourceDefinition } from '../shared/definition';
import { passbookSchema } from './schema';
import { PassbookList } from './PassbookList';

/** Passbook: the generic server-paged grid (with a link to the convert history); no details. */
export const passbook_history: ResourceDefinition = {
  schema: passbookSchema,
  list: PassbookList,
  edit: false,
};
