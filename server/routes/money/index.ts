import type { FastifyPluginAsync } from 'fastify';
import { depositRoutes } from './deposits.ts';
import { withdrawalRoutes } from './withdrawals.ts';
import { passbookRoutes } from './passbook.ts';
import { convertRoutes } from './converts.ts';
import { affiliateRoutes } from './affiliates.ts';
import { withdrawalLimitRoutes } from './withdrawalLimits.ts';

/** Money movement and history (deposits, withdrawals, passbook, conversions), and affiliates. */
export const moneyRoutes: FastifyPluginAsync = async (app) => {
  await app.register(depositRoutes);
  await app.register(withdrawalRoutes);
  await app.register(passbookRoutes);
  await app.register(convertRoutes);
  await app.register(affiliateRoutes);
  await app.register(withdrawalLimitRoutes);
};
