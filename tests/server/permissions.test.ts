import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { startTestServer, type TestServer } from './helpers.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { ROUTE_RULES as ROUTE_PERMISSIONS } from '../../src/contracts/routeRules.ts';
import { registerPermissionGuard } from '../../server/auth/permissions.ts';
import {
  BUILT_IN_ROLES,
  permissionRefusal,
  type BuiltInRole,
  type Permission,
} from '../../src/contracts/permissions.ts';

/**
 * The permission matrix: every signed-in route of the OpenAPI document, for every built-in role.
 * Allowed: the permission gate lets the request through (whatever the body then earns). Denied:
 * 403 with the permission's sentence, and nothing in the database changes.
 */
let server: TestServer;
const tokens = {} as Record<BuiltInRole, string>;
const ROLES = Object.keys(BUILT_IN_ROLES) as BuiltInRole[];
let routes: { method: string; path: string; key: string }[];

const concrete = (path: string) =>
  `/api${path}`
    .replace('{id}', '00000000-0000-4000-8000-000000000000')
    .replace('{side}', 'front')
    .replace(/\{[^}]+\}/g, 'x');

async function call(role: BuiltInRole, method: string, url: string, payload?: unknown) {
  return server.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${tokens[role]}` },
    ...(method === 'GET' ? {} : { payload: (payload ?? {}) as object }),
  });
}

/** Every table's row count and content digest: a denied write must leave all of them alone. */
async function databaseDigest(): Promise<string> {
  const { rows } = await server.db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'admin_sessions' ORDER BY 1`,
  );
  const parts: string[] = [];
  for (const { name } of rows) {
    const digest = await server.db.query<{ d: string }>(
      `SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS d FROM "${name}" t`,
    );
    parts.push(`${name}=${digest.rows[0].d}`);
  }
  return parts.join('\n');
}

const allowedAtTheGate = (role: BuiltInRole, key: string) => {
  const rule = ROUTE_PERMISSIONS[key];
  const held = BUILT_IN_ROLES[role].permissions as readonly Permission[];
  if (typeof rule === 'string') return held.includes(rule);
  return rule.anyOf.some((permission) => held.includes(permission));
};

const refusalOf = (role: BuiltInRole, key: string) => {
  const rule = ROUTE_PERMISSIONS[key];
  const held = BUILT_IN_ROLES[role].permissions as readonly Permission[];
  const needed = typeof rule === 'string' ? [rule] : rule.anyOf;
  return permissionRefusal(needed.find((permission) => !held.includes(permission))!);
};

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES) {
    const { rows } = await server.db.query<{ id: string }>(
      `INSERT INTO admins (email, password_hash, role) VALUES ($1, 'not-a-hash', $2) RETURNING id`,
      [`matrix-${role}@exchange.local`, role],
    );
    tokens[role] = await createSession(server.db, rows[0].id);
  }
  const doc = (await server.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method]) => ({
      method: method.toUpperCase(),
      path: concrete(path),
      key: `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`,
    })),
  );
  routes = routes.filter((route) => ROUTE_PERMISSIONS[route.key]);
});
afterAll(async () => {
  await server.close();
});

describe('the permission matrix of the built-in roles', () => {
  it('covers the admin routes', () => {
    expect(routes.length).toBeGreaterThan(70);
  });

  it('refuses each role every route its permissions do not cover, and nothing changes', async () => {
    const before = await databaseDigest();
    const refused: string[] = [];
    for (const role of ROLES) {
      for (const route of routes.filter(({ key }) => !allowedAtTheGate(role, key))) {
        const response = await call(role, route.method, route.path);
        expect(response.statusCode, `${role} ${route.key}`).toBe(403);
        expect(response.json(), `${role} ${route.key}`).toEqual({
          success: false,
          requestId: expect.any(String),
          message: refusalOf(role, route.key),
        });
        refused.push(`${role} ${route.key}`);
      }
    }
    expect(refused.length).toBeGreaterThan(100);
    expect(await databaseDigest()).toBe(before);
  });

  it('lets each role through every route its permissions cover', async () => {
    for (const role of ROLES) {
      for (const route of routes.filter(({ key }) => allowedAtTheGate(role, key))) {
        const response = await call(role, route.method, route.path);
        const message = response.statusCode === 403 ? String(response.json().message) : '';
        expect(message, `${role} ${route.key}`).not.toMatch(/^You do not have permission/);
      }
    }
  });

  it('gives the owner every route and the auditor no write', () => {
    expect(routes.every(({ key }) => allowedAtTheGate('owner', key))).toBe(true);
    const auditorWrites = routes.filter(
      ({ key, method }) => method !== 'GET' && allowedAtTheGate('auditor', key),
    );
    // The auditor's POSTs are reads the spec sends as POST (lists with a body).
    for (const { key } of auditorWrites) expect(ROUTE_PERMISSIONS[key], key).toMatch(/:read$/);
  });
});

describe('the duties the roles split', () => {
  // Written as an operator would say them, independently of the route table they check.
  const duties: [BuiltInRole, string, boolean][] = [
    ['support', 'POST /admin/withdrawAmountMove', false],
    ['support', 'POST /admin/selfTransfer', false],
    ['support', 'POST /admin/verifyKyc', false],
    ['support', 'PUT /admin/ticketreply', true],
    ['support', 'POST /admin/closeByAdmin', true],
    ['support', 'GET /p2p/getraisedispute', true],
    ['support', 'POST /p2p/disputebyadmin', false],
    ['finance', 'POST /admin/withdrawAmountMove', true],
    ['finance', 'POST /admin/selfTransfer', true],
    ['finance', 'POST /admin/settleStake', true],
    ['finance', 'POST /p2p/disputebyadmin', true],
    ['finance', 'POST /admin/updateAssets', false],
    ['finance', 'PUT /admin/admins', false],
    ['compliance', 'POST /admin/verifyKyc', true],
    ['compliance', 'POST /admin/updateAffliateStatus', true],
    ['compliance', 'POST /admin/withdrawAmountMove', false],
    ['markets', 'POST /admin/updateAssets', true],
    ['markets', 'POST /admin/cancelOrder', true],
    ['markets', 'POST /admin/addsStaking', true],
    ['markets', 'POST /admin/settleStake', false],
    ['auditor', 'POST /admin/getAdminActionHistory', true],
    ['auditor', 'GET /admin/withdrawList', true],
    ['auditor', 'POST /admin/updateUser', false],
    ['auditor', 'POST /admin/createInvitation', false],
    ['owner', 'PUT /admin/roles', true],
  ];
  it.each(duties)('%s on %s: allowed %s', (role, key, allowed) => {
    expect(allowedAtTheGate(role, key)).toBe(allowed);
  });
});

describe('moves chosen by the body', () => {
  it('lets compliance block a user but not a finance-only withdrawal approval', async () => {
    const approve = await call('compliance', 'POST', '/api/admin/withdrawAmountMove', {
      _id: '00000000-0000-4000-8000-000000000000',
      status: 'approved',
    });
    expect(approve.statusCode).toBe(403);
    expect(approve.json().message).toBe('You do not have permission to approve withdrawals');
  });

  it('refuses a support admin who edits a user through the status route', async () => {
    const { rows } = await server.db.query<{ id: string; status: string }>(
      'SELECT id, status FROM users ORDER BY created_at LIMIT 1',
    );
    const response = await call('support', 'POST', '/api/admin/updateUser', {
      _id: rows[0].id,
      status: rows[0].status === 'active' ? 'blocked' : 'active',
    });
    expect(response.statusCode).toBe(403);
    const after = await server.db.query('SELECT status FROM users WHERE id = $1', [rows[0].id]);
    expect(after.rows[0]).toEqual({ status: rows[0].status });
  });

  it('refuses every encoded or absolute-form shape of a denied route', async () => {
    for (const url of [
      '/api/%61dmin/withdrawAmountMove',
      '/API/admin/withdrawAmountMove',
      '/api//admin/withdrawAmountMove',
      'http://localhost/api/admin/withdrawAmountMove',
    ]) {
      const response = await call('support', 'POST', url, { _id: 'x', status: 'approved' });
      expect([400, 403, 404], url).toContain(response.statusCode);
    }
  });
});

describe('deny by default', () => {
  it('refuses to start a signed-in route that declares no permission', async () => {
    const app = Fastify();
    // Not awaited: the refusal surfaces when the app boots.
    void app.register(
      async (api) => {
        registerPermissionGuard(api);
        api.get('/admin/somethingNew', async () => 'open');
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow('GET /admin/somethingNew declares no permission');
  });
});
