import { ALL_PERMISSIONS } from '../../src/contracts/permissions.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
import { consumeLoginChallenge, createLoginChallenge } from '../../server/auth/loginChallenges.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const login = (email: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/adminlogin', payload: { email, password } });

describe('POST /adminlogin', () => {
  it('answers a token and the spec fields on the right credentials', async () => {
    const res = await login(server.config.adminEmail, server.config.adminPassword);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, auth: true, message: 'Login successful' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.otpToken).toBeUndefined();
  });

  it('accepts the email in any case and with spaces', async () => {
    const res = await login(
      `  ${server.config.adminEmail.toUpperCase()} `,
      server.config.adminPassword,
    );
    expect(res.json().token).toBeTruthy();
  });

  it('answers 401 with auth false on a wrong password or an unknown email', async () => {
    for (const [email, password] of [
      [server.config.adminEmail, 'Wrong-password-1'],
      ['nobody@exchange.local', server.config.adminPassword],
    ]) {
      const res = await login(email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        requestId: expect.any(String),
        auth: false,
        message: 'Invalid email or password',
      });
    }
    await server.db.query('DELETE FROM login_throttle');
  });

  it('answers 400 { success:false, message } on a malformed body', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/adminlogin',
      payload: { email: 'a@b.c' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: "Invalid body: 'password' is required",
      requestId: expect.any(String),
    });
    const extra = await server.app.inject({
      method: 'POST',
      url: '/api/adminlogin',
      payload: { email: 'a@b.c', password: 'x', admin: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().success).toBe(false);
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/api/adminlogin',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().success).toBe(false);
  });

  it('throttles an email after 5 failures in 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(server.config.adminEmail, `Wrong-${i}`)).statusCode).toBe(401);
    const res = await login(server.config.adminEmail, server.config.adminPassword);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^Too many failed sign-in attempts\. Try again in 15 minutes\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBe(900);
    // Another email is not affected.
    expect((await login('other@exchange.local', 'x')).statusCode).toBe(401);
    // Failures older than the window no longer count.
    await server.db.query(
      `UPDATE login_throttle SET window_started_at = window_started_at - interval '16 minutes'`,
    );
    expect((await login(server.config.adminEmail, server.config.adminPassword)).statusCode).toBe(
      200,
    );
  });

  it('issues a single-use otpToken and no token when the admin has 2FA on', async () => {
    await server.db.query(
      `UPDATE admins SET totp_enabled = true, totp_secret = 'JBSWY3DPEHPK3PXPJBSWY3DP'`,
    );
    try {
      const res = await login(server.config.adminEmail, server.config.adminPassword);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, auth: true });
      expect(body.token).toBeUndefined();
      expect(typeof body.otpToken).toBe('string');
      const stored = await server.db.query<{ token_hash: string }>(
        'SELECT token_hash FROM admin_login_challenges',
      );
      expect(stored.rows.map((r) => r.token_hash)).not.toContain(body.otpToken);
      const first = await consumeLoginChallenge(server.db, body.otpToken);
      expect(first?.adminId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await consumeLoginChallenge(server.db, body.otpToken)).toBeNull();
      expect(await consumeLoginChallenge(server.db, 'made-up')).toBeNull();
    } finally {
      await server.db.query('UPDATE admins SET totp_enabled = false, totp_secret = NULL');
    }
  });

  it('expires login challenges after 5 minutes', async () => {
    const { rows } = await server.db.query<{ id: string }>(
      "SELECT id FROM admins WHERE email = 'admin@exchange.local'",
    );
    const otpToken = await createLoginChallenge(server.db, rows[0].id);
    await server.db.query(
      `UPDATE admin_login_challenges SET expires_at = now() - interval '1 second'`,
    );
    expect(await consumeLoginChallenge(server.db, otpToken)).toBeNull();
  });
});

describe('profile and logout', () => {
  it('GET /admin/getAdminProfile answers email, f2A_Status as a string, role and permissions', async () => {
    const auth = await signIn(server);
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/admin/getAdminProfile',
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toEqual({
      _id: expect.any(String),
      email: server.config.adminEmail,
      f2A_Status: 'false',
      status: 'active',
      role: 'owner',
      permissions: [...ALL_PERMISSIONS].sort(),
    });
  });

  it('POST /admin/logout revokes the session: the token then answers 401', async () => {
    const auth = await signIn(server);
    const other = await signIn(server);
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: auth,
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().success).toBe(true);
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/admin/getAdminProfile',
      headers: auth,
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false });
    // Only that session: another one stays valid.
    const still = await server.app.inject({
      method: 'GET',
      url: '/api/admin/getAdminProfile',
      headers: other,
    });
    expect(still.statusCode).toBe(200);
  });
});

describe('every /admin route requires a token', () => {
  it('answers 401 JSON without a token or with a made-up one, for every documented /admin route', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const adminRoutes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/admin/'))
      .flatMap(([path, ops]) =>
        Object.entries(ops)
          // Routes documented as public (security: []), e.g. the 2FA sign-in step.
          .filter(([, op]) => !(Array.isArray(op.security) && op.security.length === 0))
          .map(([method, _op]) => ({ method: method.toUpperCase(), path })),
      );
    const mine = [
      '/admin/getAllUserData',
      '/admin/updateUser',
      '/admin/adminUserData',
      '/admin/getAllKycList',
      '/admin/verifyKyc',
      '/admin/getAdminActionHistory',
      '/admin/getAdminProfile',
      '/admin/logout',
    ];
    expect(adminRoutes.length).toBeGreaterThanOrEqual(mine.length);
    for (const path of mine) expect(adminRoutes.map((r) => r.path)).toContain(path);
    for (const { method, path } of adminRoutes) {
      const url = `/api${path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')}`;
      for (const headers of [{}, { authorization: 'Bearer made-up-token' }]) {
        const res = await server.app.inject({
          method: method as 'GET',
          url,
          headers,
          payload: method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${method} ${path}`).toBe(401);
        expect(res.json(), `${method} ${path}`).toMatchObject({
          success: false,
          message: expect.any(String),
        });
      }
    }
  });
});
