import type { ResourceDefinition } from '../shared/definition';
import { affiliateSchema } from './schema';

/** Affiliates: the generic server-paged grid and details; Suspend / Activate are declared actions. */
export const affiliate: ResourceDefinition = { schema: affiliateSchema, edit: false };
