import type { ResourceDefinition } from '../shared/definition';
import { convertHistorySchema } from './schema';

/** Convert history: the generic grid, no sidebar entry (linked from the passbook), read-only. */
export const convert_history: ResourceDefinition = { schema: convertHistorySchema, edit: false };
