import type { ResourceDefinition } from '../shared/definition';
import { passbookSchema } from './schema';

/** Passbook: the generic server-paged grid (its toolbar links to the convert history); no details. */
export const passbook_history: ResourceDefinition = {
  schema: passbookSchema,
  edit: false,
};
