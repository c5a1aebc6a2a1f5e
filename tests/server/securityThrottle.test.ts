import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { createLoginChallenge } from '../../server/auth/loginChallenges.ts';
import { clock, codeAt, currentStep, LOCKED_MESSAGE } from '../../server/totp.ts';
import { MAX_ADDRESS_FAILURES, MAX_LOGIN_FAILURES } from '../../server/auth/loginThrottle.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const realNow = clock.now;
let server: TestServer;
let adminId: string;
let now: number;
let email: string;
let password: string;
type Headers = Record<string, string>;

const step = () => currentStep(now);
const nextCode = () => {
  now += 30_000;
  return codeAt(SECRET, step());
};
function wrongCode(): string {
  const valid = new Set([-1, 0, 1].map((d) => codeAt(SECRET, step() + d)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

const login = (pw: string, remoteAddress = '198.51.100.7', who = email) =>
  server.app.inject({
    method: 'POST',
    url: '/api/adminlogin',
    remoteAddress,
    payload: { email: who, password: pw },
  });
const post = (url: string, headers: Headers, payload: object, remoteAddress?: string) =>
  server.app.inject({ method: 'POST', url: `/api${url}`, headers, payload, remoteAddress });
const bearer = async (): Promise<Headers> => ({
  authorization: `Bearer ${await createSession(server.db, adminId)}`,
});
const verify = (headers: Headers, code: string) =>
  post('/admin/adminVerifyOtp', headers, { email, secret: code, type: 'email' });
const walletRead = (headers: Headers) =>
  server.app.inject({ method: 'GET', url: '/api/admin/getAdminWalletBalance', headers });

beforeAll(async () => {
  server = await startTestServer({ ADMIN_TOTP_SECRET: SECRET, SEED_USERS: '0' });
  ({ adminEmail: email, adminPassword: password } = server.config);
  const { rows } = await server.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [
    email,
  ]);
  adminId = rows[0].id;
});
beforeEach(async () => {
  now = (currentStep(Date.now()) + 1) * 30_000 + 5_000;
  clock.now = () => now;
  await server.db.query('DELETE FROM login_throttle');
  await server.db.query(
    'UPDATE admin_two_factor SET last_step = NULL, failed_attempts = 0, locked_until = NULL, step_up_failed_attempts = 0, step_up_locked_until = NULL',
  );
});
afterAll(async () => {
  clock.now = realNow;
  await server.close();
});

describe('the password throttle under concurrency', () => {
  it('evaluates at most the limit of 50 concurrent wrong passwords, then refuses the right one', async () => {
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(`Wrong-password-${i}`)),
    );
    const statuses = burst.map((r) => r.statusCode);
    // 401 = the password was evaluated and wrong; 429 = refused before any check.
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_LOGIN_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - MAX_LOGIN_FAILURES);
    const right = await login(password);
    expect(right.statusCode).toBe(429);
    expect(right.json().otpToken).toBeUndefined();
    // The same answer whether or not the password was right.
    const wrong = await login('Wrong-password-x');
    expect(wrong.statusCode).toBe(429);
    expect({ ...wrong.json(), requestId: 'each its own' }).toEqual({
      ...right.json(),
      requestId: 'each its own',
    });
    expect(right.json()).toEqual({
      success: false,
      requestId: expect.any(String),
      auth: false,
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
  });

  it('locks the email per client address, and bounds one address across emails', async () => {
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) await login(`Wrong-${i}`, '203.0.113.9');
    expect((await login(password, '203.0.113.9')).statusCode).toBe(429);
    // The real admin elsewhere is not locked out by that guesser.
    expect((await login(password, '192.0.2.44')).statusCode).toBe(200);
    // One address spraying many emails meets the address limit.
    const spray = await Promise.all(
      Array.from({ length: MAX_ADDRESS_FAILURES + 5 }, (_, i) =>
        login('Wrong-1', '192.0.2.200', `user${i}@exchange.local`),
      ),
    );
    expect(spray.filter((r) => r.statusCode === 401)).toHaveLength(MAX_ADDRESS_FAILURES);
    expect((await login(password, '192.0.2.200')).statusCode).toBe(429);
  });

  it('counts wrong current passwords on change-password toward the same lock', async () => {
    const headers = await bearer();
    const change = (current: string) =>
      post(
        '/admin/changePassword',
        headers,
        { currentPassword: current, newPassword: 'Another@Pass123' },
        '198.51.100.7',
      );
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
      const res = await change(`Wrong-${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Current password is incorrect');
    }
    const locked = await change(password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts/);
    expect((await login(password)).statusCode).toBe(429);
  });
});

describe('2FA locks', () => {
  it('keeps the sign-in lock and the wallet step-up lock apart', async () => {
    const headers = await bearer();
    for (let i = 0; i < 3; i++) await verify(headers, wrongCode());
    expect((await verify(headers, nextCode())).statusCode).toBe(429);
    // Signing in with a code still works while the step-up is locked.
    const otpToken = await createLoginChallenge(server.db, adminId);
    const signIn = await post('/admin/adminotp', {}, { otpToken, secret: nextCode() });
    expect(signIn.statusCode).toBe(200);

    now += 5 * 60_000 + 1_000; // the step-up lock ends
    const challenge = await createLoginChallenge(server.db, adminId);
    for (let i = 0; i < 3; i++)
      await post('/admin/adminotp', {}, { otpToken: challenge, secret: wrongCode() });
    const lockedSignIn = await post(
      '/admin/adminotp',
      {},
      { otpToken: challenge, secret: nextCode() },
    );
    expect(lockedSignIn.statusCode).toBe(429);
    expect(lockedSignIn.json().message).toBe(LOCKED_MESSAGE);
    // ... and the wallet step-up still works while sign-in is locked.
    expect((await verify(headers, nextCode())).statusCode).toBe(200);
  });

  it('a lock revokes every live step-up of the admin', async () => {
    const first = await bearer();
    const second = await bearer();
    expect((await verify(first, nextCode())).statusCode).toBe(200);
    expect((await verify(second, nextCode())).statusCode).toBe(200);
    expect((await walletRead(first)).statusCode).toBe(200);
    // Three wrong sign-in codes elsewhere lock sign-in and end both step-ups.
    const challenge = await createLoginChallenge(server.db, adminId);
    for (let i = 0; i < 3; i++)
      await post('/admin/adminotp', {}, { otpToken: challenge, secret: wrongCode() });
    expect((await walletRead(first)).statusCode).toBe(403);
    expect((await walletRead(second)).statusCode).toBe(403);

    // A password lock does the same.
    now += 5 * 60_000 + 1_000;
    expect((await verify(first, nextCode())).statusCode).toBe(200);
    expect((await walletRead(first)).statusCode).toBe(200);
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) await login(`Wrong-${i}`);
    expect((await walletRead(first)).statusCode).toBe(403);
  });
});
