import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/envelope.ts';
import { AWAITING_ACTIVATION_MESSAGE } from '../admins/makerChecker.ts';
import { findSession, type Session } from './sessions.ts';
import { registerPermissionGuard } from './permissions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin; set on every /api route that is not marked public. */
    session: Session;
  }
  interface FastifyContextConfig {
    /** A route reachable without an admin token (sign-in, password reset, registration, ...). */
    public?: boolean;
    /**
     * A route about the signed-in admin's own account (profile, password, 2FA, sessions, sign-out):
     * the only routes an admin awaiting activation may use.
     */
    ownAccount?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header && /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1].trim() : undefined;
}

/**
 * The request's admin session, from its bearer token (401 without a live one). Routes outside
 * the guard's reach call it as their own onRequest; it is a no-op once the guard has set it.
 */
export async function requireSession(request: FastifyRequest): Promise<void> {
  if (request.session) return;
  const token = bearerToken(request);
  if (!token) throw unauthorized('Unauthorized: no admin token');
  const session = await findSession(request.server.db, token);
  if (!session) throw unauthorized('Unauthorized: the session has expired or was revoked');
  request.session = session;
}

/**
 * Deny by default: registered inside the /api plugin, so every route there (and every route a
 * future module adds) requires a live admin session unless its own config says `public: true`.
 * The decision reads the route Fastify matched, never the request's URL text.
 */
export function registerAdminGuard(api: FastifyInstance) {
  // Public routes say so in the OpenAPI document too (no bearer needed).
  api.addHook('onRoute', (route) => {
    if (route.config?.public) route.schema = { ...route.schema, security: [] };
  });
  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public === true) return;
    await requireSession(request);
    if (request.session.status !== 'active' && request.routeOptions.config?.ownAccount !== true)
      throw forbidden(AWAITING_ACTIVATION_MESSAGE);
  });
  // After the session is known: what the admin's role allows on this route.
  registerPermissionGuard(api);
}
