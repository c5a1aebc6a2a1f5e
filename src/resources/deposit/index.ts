import type { ResourceDefinition } from '../shared/definition';
import { depositSchema } from './schema';

/** Deposits: the generic server-paged grid and details; read-only. */
export const deposit: ResourceDefinition = { schema: depositSchema, edit: false };
