import type { ResourceDefinition } from '../shared/definition';
import { pendingOrderSchema, tradeBuySchema, tradeSellSchema } from './schema';

/**
 * Trading: three server-paged grids and their details. The pending orders' cancel action waits
 * for the schema engine's declared actions (`cancelOrderAction` in the schema holds its facts).
 */
export const tradeBuy: ResourceDefinition = { schema: tradeBuySchema, edit: false };
export const tradeSell: ResourceDefinition = { schema: tradeSellSchema, edit: false };
export const pendingOrders: ResourceDefinition = { schema: pendingOrderSchema, edit: false };
