import type { ResourceDefinition } from '../shared/definition';
import { tradePairsSchema } from './schema';

/**
 * Trade pairs: the generic grid and details. The edit form (with the main-pair confirmation)
 * waits for the schema engine's validated, confirmed forms: `tradePairEdit` holds its facts.
 */
export const tradepairs: ResourceDefinition = { schema: tradePairsSchema, edit: false };
