import type { FastifyPluginAsync } from 'fastify';
import { marketAssetRoutes } from './assets.ts';
import { tradePairRoutes } from './pairs.ts';
import { tradeRoutes } from './trades.ts';

/** Markets: the dashboard, assets and trade pairs; trade history and pending orders. */
export const marketRoutes: FastifyPluginAsync = async (app) => {
  await app.register(marketAssetRoutes);
  await app.register(tradePairRoutes);
  await app.register(tradeRoutes);
};
