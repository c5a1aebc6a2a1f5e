import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { createSession, hashToken } from '../../server/auth/sessions.ts';

let server: TestServer;
let adminId: string;
let otherAdminId: string;

beforeAll(async () => {
  server = await startTestServer();
  adminId = (
    await server.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [
      server.config.adminEmail,
    ])
  ).rows[0].id;
  otherAdminId = (
    await server.db.query<{ id: string }>(
      "INSERT INTO admins (email, password_hash) VALUES ('other@exchange.local', 'x') RETURNING id",
    )
  ).rows[0].id;
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.db.query('DELETE FROM admin_sessions');
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const list = (token: string, query = '') =>
  server.app.inject({ method: 'GET', url: `/api/rest/sessions${query}`, headers: bearer(token) });
const revoke = (token: string, id: string) =>
  server.app.inject({ method: 'DELETE', url: `/api/rest/sessions/${id}`, headers: bearer(token) });
const q = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

describe('GET /api/rest/sessions', () => {
  it("lists the admin's own live sessions in simple-rest's format, the caller's marked", async () => {
    const mine = await createSession(server.db, adminId, {
      clientAddress: '198.51.100.4',
      userAgent: 'Firefox',
    });
    const laptop = await createSession(server.db, adminId, { clientAddress: '198.51.100.9' });
    await createSession(server.db, otherAdminId, { clientAddress: '192.0.2.1' });
    const ended = await createSession(server.db, adminId);
    await server.db.query('UPDATE admin_sessions SET revoked_at = now() WHERE token_hash = $1', [
      hashToken(ended),
    ]);

    const res = await list(mine, q({ sort: ['clientAddress', 'ASC'], range: [0, 9], filter: {} }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('sessions 0-1/2');
    expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
    const body = res.json() as Record<string, unknown>[];
    expect(body.map((s) => [s.clientAddress, s.current])).toEqual([
      ['198.51.100.4', true],
      ['198.51.100.9', false],
    ]);
    expect(Object.keys(body[0]).sort()).toEqual(
      ['clientAddress', 'createdAt', 'current', 'id', 'lastSeenAt', 'userAgent'].sort(),
    );
    expect(body[0].userAgent).toBe('Firefox');
    // The id is an opaque handle: never the token, never its hash.
    for (const token of [mine, laptop]) {
      expect(JSON.stringify(body)).not.toContain(hashToken(token));
      expect(JSON.stringify(body)).not.toContain(token);
    }
  });

  it('pages with range and filters with current, id and q', async () => {
    const mine = await createSession(server.db, adminId, { clientAddress: '10.0.0.1' });
    for (let i = 2; i <= 5; i++)
      await createSession(server.db, adminId, { clientAddress: `10.0.0.${i}` });
    const page = await list(mine, q({ sort: ['clientAddress', 'DESC'], range: [1, 2] }));
    expect(page.headers['content-range']).toBe('sessions 1-2/5');
    expect(page.json().map((s: { clientAddress: string }) => s.clientAddress)).toEqual([
      '10.0.0.4',
      '10.0.0.3',
    ]);
    const others = await list(mine, q({ filter: { current: false } }));
    expect(others.headers['content-range']).toBe('sessions 0-3/4');
    const byQ = await list(mine, q({ filter: { q: '0.0.5' } }));
    expect(byQ.json()).toHaveLength(1);
    const id = byQ.json()[0].id as string;
    const byId = await list(mine, q({ filter: { id: [id] } }));
    expect(byId.json().map((s: { id: string }) => s.id)).toEqual([id]);
    const empty = await list(mine, q({ range: [10, 19] }));
    expect(empty.json()).toEqual([]);
    expect(empty.headers['content-range']).toBe('sessions 10-10/5');
  });

  it('answers 400 with a clear message on a malformed query, never 500', async () => {
    const mine = await createSession(server.db, adminId);
    const cases: [string, RegExp][] = [
      ['?sort=nope', /'sort' must be JSON/],
      [q({ sort: ['tokenHash', 'ASC'] }), /'sort' must be \[field/],
      [q({ range: [5, 1] }), /'range' must be/],
      [q({ range: [0, 5000] }), /'range' must be/],
      [q({ filter: [] }), /'filter' must be a JSON object/],
      [q({ filter: { admin_id: 'x' } }), /filter 'admin_id' is not supported/],
      ['?unknown=1', /Invalid querystring/],
    ];
    for (const [query, message] of cases) {
      const res = await list(mine, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
  });

  it('answers 401 without a live session', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/rest/sessions' });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
    const wrong = await list('not-a-token');
    expect(wrong.statusCode).toBe(401);
  });
});

describe('DELETE /api/rest/sessions/:id', () => {
  it("revokes another of the admin's sessions, which then answers 401, and logs it", async () => {
    const mine = await createSession(server.db, adminId);
    const other = await createSession(server.db, adminId, { clientAddress: '198.51.100.23' });
    const target = (await list(mine, q({ filter: { current: false } }))).json()[0];
    const res = await revoke(mine, target.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, current: false });
    const afterwards = await list(other);
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json().message).toBe('This session was signed out. Sign in again.');
    expect((await list(mine)).json()).toHaveLength(1);
    const log = await server.db.query<{ description: string }>(
      'SELECT description FROM admin_action_log WHERE admin_id = $1 ORDER BY id DESC LIMIT 1',
      [adminId],
    );
    expect(log.rows[0].description).toMatch(/^Revoked a session \(198\.51\.100\.23/);
  });

  it('revokes the current session too: that signs out', async () => {
    const mine = await createSession(server.db, adminId);
    const id = (await list(mine)).json()[0].id;
    const res = await revoke(mine, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().current).toBe(true);
    expect((await list(mine)).statusCode).toBe(401);
  });

  it("answers 404 for another admin's session, an unknown id or an ended one; 400 for a non-id", async () => {
    const mine = await createSession(server.db, adminId);
    const theirs = await createSession(server.db, otherAdminId);
    const theirId = (await list(theirs)).json()[0].id;
    const res = await revoke(mine, theirId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: 'Session not found',
      requestId: expect.any(String),
    });
    expect((await list(theirs)).statusCode).toBe(200);
    expect((await revoke(mine, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await revoke(mine, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});
