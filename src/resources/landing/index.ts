import type { ResourceDefinition } from '../shared/definition';
import { landingSchema } from './schema';

/** The landing content: one settings record, edited by the engine at /admin/landing. */
export const landing: ResourceDefinition = { schema: landingSchema, edit: false, create: false };
