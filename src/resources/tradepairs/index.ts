import type { ResourceDefinition } from '../shared/definition';
import { tradePairsSchema } from './schema';

/**
 * Trade pairs: the generic grid, details and edit form (precisions, minimum order, fees, with
 * the declared rules); Pause / Resume are declared actions carrying the main-pair confirmation.
 */
export const tradepairs: ResourceDefinition = { schema: tradePairsSchema };
