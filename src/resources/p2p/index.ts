import type { ResourceDefinition } from '../shared/definition';
import { p2pPairsSchema } from './pairs';
import { p2pBuySchema, p2pSellSchema } from './trades';
import { raiseDisputeSchema } from './disputes';

/**
 * P2P (sidebar group, spec order): pairs, buy and sell trades, raised disputes. A trade's page and
 * a dispute's page (with its resolutions) are the engine's record page; none of them is edited.
 */
export const p2pPairs: ResourceDefinition = { schema: p2pPairsSchema };
export const p2pBuy: ResourceDefinition = { schema: p2pBuySchema, edit: false };
export const p2pSell: ResourceDefinition = { schema: p2pSellSchema, edit: false };
export const raiseDispute: ResourceDefinition = { schema: raiseDisputeSchema, edit: false };
