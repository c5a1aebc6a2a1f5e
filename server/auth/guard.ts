import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/envelope.ts';
import { findSession, type Session } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin; set on every /api/admin/* route that is not marked public. */
    session: Session;
  }
  interface FastifyContextConfig {
    /** An /api/admin/* route reachable without an admin token (e.g. the 2FA sign-in step). */
    public?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header && /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1].trim() : undefined;
}

/** Every /api/admin/* route requires a live session, unless its config says public. */
export function registerAdminGuard(app: FastifyInstance) {
  app.decorateRequest('session', null as unknown as Session);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/admin/') || request.routeOptions.config?.public) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized('Unauthorized: no admin token');
    const session = await findSession(app.db, token);
    if (!session) throw unauthorized('Unauthorized: the session has expired or was revoked');
    request.session = session;
  });
}
