import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { forbidden } from '../http/envelope.ts';
import { permissionRefusal, type Permission } from '../../src/contracts/permissions.ts';
import type { RouteRule } from '../../src/contracts/routePermissions.ts';
import { ROUTE_RULES } from '../../src/contracts/routeRules.ts';

/**
 * Routes any signed-in, active admin may use whatever the role: images the screens show, and the
 * live stream's ticket (the stream sends each admin only the events their role may read).
 */
const ANY_ADMIN = new Set(['GET /uploads/:name', 'POST /admin/events/ticket']);

const routeKey = (method: string, url: string) =>
  `${method === 'HEAD' ? 'GET' : method} ${url.replace(/^\/api(?=\/)/, '')}`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission this route needs, declared with the route instead of in the route rules. */
    permission?: Permission;
  }
}

const ruleOf = (request: FastifyRequest): RouteRule | undefined =>
  request.routeOptions.config?.permission ??
  ROUTE_RULES[routeKey(request.method, request.routeOptions.url ?? '')];

function refuseUnless(request: FastifyRequest, needed: readonly Permission[], any = false) {
  const held = request.session.permissions;
  const missing = needed.filter((permission) => !held.has(permission));
  if (any ? missing.length === needed.length : missing.length > 0)
    throw forbidden(permissionRefusal(missing[0]));
}

/**
 * Deny by default: every signed-in route is public, about the admin's own account, open to any
 * admin, or has a rule (ROUTE_PERMISSIONS, or its contract's `permissions`) — else the server refuses to start. Checked before the body
 * is read (the route's permission, or any of a multi-move route's), then, for a route whose body
 * picks the move, against the validated body.
 */
export function registerPermissionGuard(api: FastifyInstance) {
  api.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config as
      { public?: boolean; ownAccount?: boolean; permission?: Permission } | undefined;
    if (config?.public || config?.ownAccount || config?.permission) return;
    for (const method of [route.method].flat()) {
      const key = routeKey(method, route.url);
      if (!ANY_ADMIN.has(key) && !ROUTE_RULES[key])
        throw new Error(
          `${key} declares no permission (its contract's permissions, or src/contracts/routePermissions.ts)`,
        );
    }
  });
  api.addHook('onRequest', async (request) => {
    const rule = ruleOf(request);
    if (!rule || !request.session) return;
    if (typeof rule === 'string') refuseUnless(request, [rule]);
    else refuseUnless(request, rule.anyOf, true);
  });
  api.addHook('preHandler', async (request) => {
    const rule = ruleOf(request);
    if (!rule || typeof rule === 'string' || !request.session) return;
    refuseUnless(request, rule.needs((request.body ?? {}) as Record<string, unknown>));
  });
}
