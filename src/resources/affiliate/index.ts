import type { ResourceDefinition } from '../shared/definition';
import { affiliateSchema } from './schema';

/** Affiliates: the generic server-paged grid and details; the status change is declared in the schema. */
export const affiliate: ResourceDefinition = { schema: affiliateSchema, edit: false };
