import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { hashToken } from '../../server/auth/sessions.ts';
import { loadConfig } from '../../server/config.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ SESSION_IDLE_MIN: '20' });
});
afterAll(async () => {
  await server.close();
});

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function signInAs(userAgent = CHROME): Promise<string> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/adminlogin',
    headers: { 'user-agent': userAgent },
    remoteAddress: '203.0.113.7',
    payload: { email: server.config.adminEmail, password: server.config.adminPassword },
  });
  const token = (res.json() as { token?: string }).token;
  if (!token) throw new Error(`sign-in failed: ${res.body}`);
  return token;
}

const profile = (token: string) =>
  server.app.inject({
    method: 'GET',
    url: '/api/admin/getAdminProfile',
    headers: { authorization: `Bearer ${token}` },
  });

const sessionRow = async (token: string) =>
  (
    await server.db.query<{
      id: string;
      last_seen_at: Date;
      client_address: string;
      user_agent: string;
      idle_minutes: number;
    }>(
      'SELECT id, last_seen_at, client_address, user_agent, idle_minutes FROM admin_sessions WHERE token_hash = $1',
      [hashToken(token)],
    )
  ).rows[0];

/** Moves the session's clocks back, as if that much time had passed. */
const age = (token: string, minutes: number, columns = ['last_seen_at']) =>
  server.db.query(
    `UPDATE admin_sessions SET ${columns.map((c) => `${c} = ${c} - make_interval(mins => $2)`).join(', ')} WHERE token_hash = $1`,
    [hashToken(token), minutes],
  );

describe('session metadata', () => {
  it('records the client address, the user agent and the idle limit at sign-in', async () => {
    const token = await signInAs();
    const row = await sessionRow(token);
    expect(row).toMatchObject({
      client_address: '203.0.113.7',
      user_agent: CHROME,
      idle_minutes: 20,
    });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.id).not.toBe(hashToken(token));
  });

  it('refreshes last seen at most once a minute', async () => {
    const token = await signInAs();
    const first = (await sessionRow(token)).last_seen_at;
    expect((await profile(token)).statusCode).toBe(200);
    expect((await sessionRow(token)).last_seen_at.getTime()).toBe(first.getTime());
    await age(token, 2);
    const aged = (await sessionRow(token)).last_seen_at;
    expect((await profile(token)).statusCode).toBe(200);
    const touched = (await sessionRow(token)).last_seen_at;
    expect(touched.getTime()).toBeGreaterThan(aged.getTime() + 60_000);
  });
});

describe('idle timeout', () => {
  it('keeps a session used within the idle limit alive', async () => {
    const token = await signInAs();
    await age(token, 19);
    expect((await profile(token)).statusCode).toBe(200);
    // The request counted as activity: another 19 minutes later it still works.
    await age(token, 19);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('with a 1-minute limit, keeps a session used every 15 s alive', async () => {
    const token = await signInAs();
    await server.db.query('UPDATE admin_sessions SET idle_minutes = 1 WHERE token_hash = $1', [
      hashToken(token),
    ]);
    // Four requests 15 s apart (the clock moved by aging last_seen_at): each one counts.
    for (let i = 0; i < 4; i++) {
      await server.db.query(
        `UPDATE admin_sessions SET last_seen_at = last_seen_at - interval '15 seconds' WHERE token_hash = $1`,
        [hashToken(token)],
      );
      expect((await profile(token)).statusCode).toBe(200);
    }
    const { rows } = await server.db.query<{ lag: number }>(
      `SELECT extract(epoch FROM now() - last_seen_at)::float8 AS lag FROM admin_sessions WHERE token_hash = $1`,
      [hashToken(token)],
    );
    expect(rows[0].lag).toBeLessThanOrEqual(30);
  });

  it('answers 401 with a clear message once the session was idle past the limit', async () => {
    const token = await signInAs();
    await age(token, 21);
    const res = await profile(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      requestId: expect.any(String),
      message: 'Your session ended after 20 minutes without activity. Sign in again.',
    });
    // It stays ended: activity after the timeout does not bring it back.
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('still ends every session 12 hours after sign-in, however active', async () => {
    const token = await signInAs();
    await age(token, 12 * 60 + 1, ['created_at', 'expires_at']);
    const res = await profile(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session ended after 12 hours. Sign in again.');
  });

  it('says so when the session was revoked', async () => {
    const token = await signInAs();
    const auth = { authorization: `Bearer ${token}` };
    await server.app.inject({ method: 'POST', url: '/api/admin/logout', headers: auth });
    const res = await profile(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This session was signed out. Sign in again.');
  });

  it('reads SESSION_IDLE_MIN from the environment: 30 by default, validated', () => {
    expect(loadConfig({}).sessionIdleMin).toBe(30);
    expect(loadConfig({ SESSION_IDLE_MIN: '5' }).sessionIdleMin).toBe(5);
    expect(() => loadConfig({ SESSION_IDLE_MIN: '0' })).toThrow(/SESSION_IDLE_MIN/);
    expect(() => loadConfig({ SESSION_IDLE_MIN: 'half an hour' })).toThrow(/SESSION_IDLE_MIN/);
    expect(() => loadConfig({ SESSION_IDLE_MIN: '721' })).toThrow(/between 1 and 720/);
  });
});
