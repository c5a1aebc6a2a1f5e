import type { FastifyPluginAsync } from 'fastify';
import { bearerToken } from '../../auth/guard.ts';
import { findSession } from '../../auth/sessions.ts';
import { unauthorized } from '../../http/envelope.ts';
import { p2pPairRoutes } from './pairs.ts';
import { p2pTradeRoutes } from './trades.ts';
import { p2pDisputeRoutes } from './disputes.ts';

/**
 * Peer-to-peer: pairs, trades, disputes. Some of these live under /p2p/*,
 * which today's global guard (/api/admin/* only) does not cover, so every route of this plugin
 * requires a live admin session itself: they are admin routes whatever their path.
 */
export const p2pRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (request.session) return; // already authenticated by the /api/admin/* guard
    const token = bearerToken(request);
    if (!token) throw unauthorized('Unauthorized: no admin token');
    const session = await findSession(app.db, token);
    if (!session) throw unauthorized('Unauthorized: the session has expired or was revoked');
    request.session = session;
  });
  await app.register(p2pPairRoutes);
  await app.register(p2pTradeRoutes);
  await app.register(p2pDisputeRoutes);
};
