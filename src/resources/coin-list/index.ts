import type { ResourceDefinition } from '../shared/definition';
import { assetsSchema } from './schema';

/**
 * Assets: the generic grid and details. The edit form waits for the schema engine's validated,
 * confirmed forms (`assetEdit` in the schema holds its facts), so no generic edit today.
 */
export const coinList: ResourceDefinition = { schema: assetsSchema, edit: false };
