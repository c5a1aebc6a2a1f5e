import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { signIn, startTestServer, type TestServer } from './helpers.ts';

/**
 * Deny by default, decided on the matched route: every shape of every admin route in the OpenAPI
 * document answers 401 (or 400/404) without a token; never 200, never 500.
 */
let server: TestServer;
let routes: { method: string; path: string }[];
let port: number;

beforeAll(async () => {
  server = await startTestServer();
  const doc = (await server.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  routes = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const isPublic = Array.isArray(op.security) && op.security.length === 0;
      // Path parameters get a plausible value (a uuid, a side) so the route itself matches.
      const concrete = `/api${path}`
        .replace('{id}', '00000000-0000-4000-8000-000000000000')
        .replace('{side}', 'front')
        .replace(/\{[^}]+\}/g, 'x');
      if (!isPublic) routes.push({ method: method.toUpperCase(), path: concrete });
    }
  }
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await server.close();
});

/** Each bypass shape of a path (all must be refused without a token). */
const shapes: Record<string, (path: string) => string> = {
  plain: (p) => p,
  'encoded letter %61': (p) => p.replace('/admin/', '/%61dmin/').replace('/api/', '/%61pi/'),
  'encoded slash %2F': (p) => p.replace(/\/([^/]+)$/, '%2F$1'),
  'encoded backslash %5C': (p) => p.replace(/\/([^/]+)$/, '%5C$1'),
  'dot segment /x/..': (p) => p.replace('/api/', '/api/x/../'),
  'encoded dot segment %2e%2e': (p) => p.replace('/api/', '/api/x/%2e%2e/'),
  'encoded NUL': (p) => `${p}%00`,
  'mixed case /API': (p) => p.replace('/api/', '/API/'),
  'mixed case /Admin': (p) => p.replace('/admin/', '/Admin/'),
  'doubled slash //api': (p) => `/${p}`,
  'doubled slash inside': (p) => p.replace('/api/', '/api//'),
  'trailing slash': (p) => `${p}/`,
  'semicolon params': (p) => `${p};jsessionid=1`,
  'query string': (p) => `${p}?admin=1`,
};

const body = (method: string) => (method === 'GET' || method === 'HEAD' ? undefined : '{}');

describe('deny by default on the matched route', () => {
  it('lists the admin routes and keeps the public ones explicit', async () => {
    expect(routes.length).toBeGreaterThan(20);
    const doc = (await server.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const publicOnes = Object.entries(doc.paths)
      .flatMap(([path, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => Array.isArray(op.security) && op.security.length === 0)
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(publicOnes).toEqual([
      // The live stream: EventSource cannot send the bearer header; a single-use ticket from the
      // signed-in POST /admin/events/ticket authorises it (server/routes/live.ts).
      'GET /admin/events',
      'GET /health',
      // Not an admin route: it checks its own METRICS_TOKEN (tests/server/metrics.test.ts).
      'GET /metrics',
      'GET /public/coin-icon/{file}',
      'GET /ready',
      'POST /admin/adminotp',
      'POST /adminlogin',
      'POST /forgotPassword',
      'POST /register',
      'POST /resetPassword',
      'POST /validateInvitation',
    ]);
  });

  for (const [shape, make] of Object.entries(shapes)) {
    it(`refuses every admin route without a token: ${shape}`, async () => {
      for (const route of routes) {
        for (const method of [route.method, 'HEAD', 'OPTIONS']) {
          const url = make(route.path);
          const res = await server.app.inject({
            method: method as 'GET',
            url,
            headers: { 'content-type': 'application/json' },
            payload: body(method),
          });
          const where = `${method} ${url} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
          expect([400, 401, 404], where).toContain(res.statusCode);
          if (method !== 'HEAD') {
            expect(res.headers['content-type'], where).toMatch(/application\/json/);
            expect(res.json(), where).toMatchObject({ success: false });
            expect(typeof res.json().message, where).toBe('string');
          }
          if (shape === 'plain' && method === route.method) expect(res.statusCode, where).toBe(401);
        }
      }
    });
  }

  it('routes an absolute-form target by its path, through the same guard (raw socket)', async () => {
    for (const route of routes) {
      for (const target of [
        `http://x${route.path}`,
        `HTTP://evil.example:80${route.path.replace('/admin/', '/%61dmin/')}`,
      ]) {
        const { status, text } = await rawRequest(route.method, target);
        const where = `${route.method} ${target} -> ${status} ${text.slice(0, 120)}`;
        expect(status, where).toBe(401);
        expect(JSON.parse(text), where).toMatchObject({ success: false });
      }
    }
  });

  it('refuses dot segments sent as written (raw socket: inject would normalise them) with 400', async () => {
    for (const route of routes) {
      for (const target of [
        route.path.replace('/api/', '/api/x/../'),
        route.path.replace('/api/', '/api/x/%2e%2e/'),
        route.path.replace('/api/', '/api/x/%2E./'),
        route.path.replace('/api/', '/api/./'),
        `http://x${route.path.replace('/api/', '/api/x/../')}`,
      ]) {
        const { status, text } = await rawRequest(route.method, target);
        const where = `${route.method} ${target} -> ${status} ${text.slice(0, 120)}`;
        expect(status, where).toBe(400);
        expect(JSON.parse(text), where).toEqual({
          success: false,
          requestId: expect.any(String),
          message: 'Bad request: dot segment in the path',
        });
      }
    }
  });

  it('answers 401 for a wrong or revoked token and serves the route with a live one', async () => {
    const wrong = await server.app.inject({
      url: '/api/admin/getAdminProfile',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(wrong.statusCode).toBe(401);
    const auth = await signIn(server);
    const encoded = await server.app.inject({ url: '/api/%61dmin/getAdminProfile', headers: auth });
    expect(encoded.statusCode).toBe(200);
    await server.app.inject({ method: 'POST', url: '/api/admin/logout', headers: auth });
    const revoked = await server.app.inject({ url: '/api/admin/getAdminProfile', headers: auth });
    expect(revoked.statusCode).toBe(401);
  });

  it('answers a JSON 404 for unknown /api paths in any case, never index.html', async () => {
    for (const url of ['/api/admin/nope', '/API/admin/getAllUserData', '//api/admin/x', '/Api']) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false });
    }
  });
});

/** Sends one request line as written (absolute-form), which fetch and inject cannot. */
function rawRequest(method: string, target: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    const payload = method === 'GET' ? '' : '{}';
    socket.on('connect', () =>
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n` +
          (payload
            ? `Content-Type: application/json\r\nContent-Length: ${payload.length}\r\n`
            : '') +
          `\r\n${payload}`,
      ),
    );
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1]);
      const text = data.slice(data.indexOf('\r\n\r\n') + 4);
      resolve({ status, text: /chunked/i.test(data.split('\r\n\r\n')[0]) ? unchunk(text) : text });
    });
  });
}

function unchunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

describe('a route added later is guarded with no code of its own', () => {
  it('answers 401 without a token on /api/p2p, /api/support, /api/staking, /api/rest', async () => {
    const { apiRoutes } = await import('../../server/routes/index.ts');
    const { buildApp } = await import('../../server/app.ts');
    const paths = ['/p2p/orders', '/support/tickets', '/staking/plans', '/imageUpload', '/rest/x'];
    const future = async (api: import('fastify').FastifyInstance) => {
      for (const path of paths)
        api.get(path, { config: { permission: 'dashboard:read' } }, async () => ({
          success: true,
          result: 'secret',
        }));
    };
    apiRoutes.push(future);
    const app = await buildApp(server.config, server.db);
    apiRoutes.pop();
    try {
      const auth = await signIn(server);
      for (const path of paths) {
        for (const url of [
          `/api${path}`,
          `/api${path.replace(/^\/(.)/, (_, c) => `/%${c.charCodeAt(0).toString(16)}`)}`,
        ]) {
          const res = await app.inject({ url });
          expect(res.statusCode, url).toBe(401);
          expect((await app.inject({ url, headers: auth })).json().result, url).toBe('secret');
        }
      }
    } finally {
      await app.close();
    }
  });
});
