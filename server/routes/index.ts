import type { FastifyPluginAsync } from 'fastify';
import { twoFactorRoutes } from './twoFactor.ts';

/** Every route module of the API, registered under /api. Add a module here to expose it. */
export const apiRoutes: FastifyPluginAsync[] = [
  twoFactorRoutes,
];
