import type { ResourceDefinition } from '../shared/definition';
import { pendingOrderSchema, tradeBuySchema, tradeSellSchema } from './schema';

/**
 * Trading: three server-paged grids and their details. Pending orders carry the declared
 * Cancel order action (confirmed, 2FA step-up, Idempotency-Key).
 */
export const tradeBuy: ResourceDefinition = { schema: tradeBuySchema, edit: false };
export const tradeSell: ResourceDefinition = { schema: tradeSellSchema, edit: false };
export const pendingOrders: ResourceDefinition = { schema: pendingOrderSchema, edit: false };
