import type { ResourceDefinition } from '../shared/definition';
import { withdrawSchema } from './schema';

/** Withdrawals: the generic server-paged grid and details; the moves are declared in moves.ts. */
export const withdraw: ResourceDefinition = { schema: withdrawSchema, edit: false };
