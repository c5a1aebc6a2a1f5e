import type { FastifyPluginAsync } from 'fastify';
import { planRoutes } from './plans.ts';
import { stakeListRoutes } from './stakes.ts';
import { settleRoutes } from './settle.ts';
import { adminStakingRoutes } from './admin.ts';

/** Staking: plans, stakes, history, settlement, admin stakes, banner. */
export const stakingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(planRoutes);
  await app.register(stakeListRoutes);
  await app.register(settleRoutes);
  await app.register(adminStakingRoutes);
};
