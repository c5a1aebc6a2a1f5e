import type { ResourceDefinition } from '../shared/definition';
import { assetsSchema } from './schema';

/**
 * Assets: the generic grid, details and edit form (fees, minimum, confirmations, price, status,
 * order, with the declared rules). Deposits and withdrawals are switched by declared actions,
 * which confirm before disabling.
 */
export const coinList: ResourceDefinition = { schema: assetsSchema };
