import type { ResourceDefinition } from '../shared/definition';
import { lazyScreen } from '../lazyScreen';
import { p2pPairsSchema } from './pairs';
import { p2pBuySchema, p2pSellSchema } from './trades';
import { raiseDisputeSchema } from './disputes';

/** P2P (sidebar group, spec order): pairs, buy and sell trades, raised disputes. */
export const p2pPairs: ResourceDefinition = { schema: p2pPairsSchema };
/** A trade's details add its timeline and chat to the generic fields. */
export const p2pBuy: ResourceDefinition = {
  schema: p2pBuySchema,
  show: lazyScreen(() =>
    import('../../custom/p2p/TradeShow').then((m) => m.tradeShow(p2pBuySchema)),
  ),
  edit: false,
};
export const p2pSell: ResourceDefinition = {
  schema: p2pSellSchema,
  show: lazyScreen(() =>
    import('../../custom/p2p/TradeShow').then((m) => m.tradeShow(p2pSellSchema)),
  ),
  edit: false,
};
/** A dispute's detail is the resolution page (a custom flow), on /admin/p2p/dispute/:id. */
export const raiseDispute: ResourceDefinition = {
  schema: raiseDisputeSchema,
  show: lazyScreen(() =>
    import('../../custom/p2p/DisputeResolution').then((m) => m.DisputeResolution),
  ),
  edit: false,
};
