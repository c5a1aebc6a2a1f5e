import type { ResourceDefinition } from '../shared/definition';
import { withdrawSchema } from './schema';

/** Withdrawals: the generic server-paged grid and details, with the moves as declared actions (actions.ts). */
export const withdraw: ResourceDefinition = { schema: withdrawSchema, edit: false };
