import type { FastifyPluginAsync } from 'fastify';
import { supportCategoryRoutes } from './categories.ts';
import { supportTicketRoutes } from './tickets.ts';
import { supportReplyRoutes } from './replies.ts';

/**
 * Support: categories, tickets, threads and replies. The /support/* paths are
 * admin routes like /admin/*: the /api guard (deny by default) requires a live session for both.
 */
export const supportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(supportCategoryRoutes);
  await app.register(supportTicketRoutes);
  await app.register(supportReplyRoutes);
};
