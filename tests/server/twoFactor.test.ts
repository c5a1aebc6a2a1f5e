import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { createLoginChallenge } from '../../server/auth/loginChallenges.ts';
import { clock, codeAt, currentStep, LOCKED_MESSAGE, TOTP_ISSUER } from '../../server/totp.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const realNow = clock.now;
let server: TestServer;
let adminId: string;
let now: number;

/** Freezes the 2FA clock at a step boundary + 5 s, so codes do not roll over mid-test. */
function freezeClock() {
  now = (currentStep(Date.now()) + 1) * 30_000 + 5_000;
  clock.now = () => now;
}
const advance = (ms: number) => {
  now += ms;
};
const step = () => currentStep(now);
/** A 6-digit code that is valid at none of the accepted steps (now-1, now, now+1). */
function wrongCode(secret = SECRET): string {
  const valid = new Set([-1, 0, 1].map((d) => codeAt(secret, step() + d)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

async function bearer(): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await createSession(server.db, adminId)}` };
}

function post(url: string, headers: Record<string, string>, payload: object) {
  return server.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
}

const verify = (headers: Record<string, string>, code: string) =>
  post('/admin/adminVerifyOtp', headers, {
    email: server.config.adminEmail,
    secret: code,
    type: 'email',
  });

async function status(headers: Record<string, string>) {
  const res = await server.app.inject({
    method: 'GET',
    url: '/api/admin/twoFactorStatus',
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().result as {
    enabled: boolean;
    stepUpActive: boolean;
    locked: boolean;
    attemptsRemaining: number;
  };
}

beforeAll(async () => {
  server = await startTestServer({ ADMIN_TOTP_SECRET: SECRET, SEED_USERS: '0' });
  const { rows } = await server.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [
    server.config.adminEmail,
  ]);
  adminId = rows[0].id;
});
afterAll(async () => {
  clock.now = realNow;
  await server?.close();
});
beforeEach(async () => {
  freezeClock();
  await server.db.query('DELETE FROM admin_two_factor');
  await server.db.query('UPDATE admins SET totp_secret = $1, totp_enabled = true', [SECRET]);
});

describe('wallet verification (adminVerifyOtp)', () => {
  it('accepts a current code once and refuses the replay', async () => {
    const headers = await bearer();
    const code = codeAt(SECRET, step());
    const first = await verify(headers, code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: '2FA verified successfully' });
    const replay = await verify(headers, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().success).toBe(false);
    expect(replay.json().message).toMatch(/already used/);
    // An older step than the last used one is a replay too.
    expect((await verify(headers, codeAt(SECRET, step() - 1))).statusCode).toBe(400);
  });

  it('accepts one step of drift either way, not two', async () => {
    const headers = await bearer();
    expect((await verify(headers, codeAt(SECRET, step() - 2))).statusCode).toBe(400);
    expect((await verify(headers, codeAt(SECRET, step() + 2))).statusCode).toBe(400);
    await server.db.query('DELETE FROM admin_two_factor');
    expect((await verify(headers, codeAt(SECRET, step() - 1))).statusCode).toBe(200);
    expect((await verify(headers, codeAt(SECRET, step() + 1))).statusCode).toBe(200);
  });

  it('binds the step-up to the verifying session, for 5 minutes', async () => {
    const a = await bearer();
    const b = await bearer();
    expect((await status(a)).stepUpActive).toBe(false);
    expect((await verify(a, codeAt(SECRET, step()))).statusCode).toBe(200);
    expect((await status(a)).stepUpActive).toBe(true);
    expect((await status(b)).stepUpActive).toBe(false);
    advance(5 * 60_000 - 1_000);
    expect((await status(a)).stepUpActive).toBe(true);
    advance(2_000);
    expect((await status(a)).stepUpActive).toBe(false);
  });

  it('refuses a wrong email, a malformed code and a missing type', async () => {
    const headers = await bearer();
    const code = codeAt(SECRET, step());
    const wrongEmail = await post('/admin/adminVerifyOtp', headers, {
      email: 'x@y.z',
      secret: code,
      type: 'email',
    });
    expect(wrongEmail.statusCode).toBe(400);
    const malformed = await verify(headers, '12ab56');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Please enter a valid 6-digit OTP');
    const noType = await post('/admin/adminVerifyOtp', headers, {
      email: server.config.adminEmail,
      secret: code,
    });
    expect(noType.statusCode).toBe(400);
    // None of these counted as failed codes.
    expect((await status(headers)).attemptsRemaining).toBe(3);
  });

  it('locks after 3 failed codes for 5 minutes, then unlocks and resets the count', async () => {
    const headers = await bearer();
    const wrong = wrongCode();
    const r1 = await verify(headers, wrong);
    expect(r1.statusCode).toBe(400);
    expect(r1.json().attemptsRemaining).toBe(2);
    expect((await verify(headers, wrong)).json().attemptsRemaining).toBe(1);
    const r3 = await verify(headers, wrong);
    expect(r3.statusCode).toBe(429);
    expect(r3.json()).toMatchObject({ success: false, message: LOCKED_MESSAGE });
    expect(Number(r3.headers['retry-after'])).toBe(300);

    // Locked: even a correct code is refused, from any session.
    const other = await bearer();
    const locked = await verify(other, codeAt(SECRET, step()));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(LOCKED_MESSAGE);
    expect((await status(other)).locked).toBe(true);

    advance(4 * 60_000);
    expect((await verify(headers, codeAt(SECRET, step()))).statusCode).toBe(429);
    advance(60_000 + 1_000);
    expect((await status(headers)).attemptsRemaining).toBe(3);
    const after = await verify(headers, codeAt(SECRET, step()));
    expect(after.statusCode).toBe(200);

    const { rows } = await server.db.query<{ description: string }>(
      `SELECT description FROM admin_action_log WHERE admin_id = $1 ORDER BY id`,
      [adminId],
    );
    const log = rows.map((r) => r.description).join('\n');
    expect(log).toMatch(/failed \(invalid code\): 2 attempts remaining/);
    expect(log).toMatch(/verification locked for 5 minutes/);
    expect(log).toMatch(/refused: verification is locked/);
    expect(log).toMatch(/Wallet step-up granted/);
  });
});

describe('2FA setup and disable', () => {
  it('enables with a pending secret confirmed by a current code, and disables with a code', async () => {
    await server.db.query('UPDATE admins SET totp_secret = NULL, totp_enabled = false');
    const headers = await bearer();
    const enable = await post('/admin/adminEnable2fa', headers, {});
    expect(enable.statusCode).toBe(200);
    const { secret, otpauth_url } = enable.json().result as { secret: string; otpauth_url: string };
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(new URL(otpauth_url).searchParams.get('issuer')).toBe(TOTP_ISSUER);
    expect(new URL(otpauth_url).searchParams.get('secret')).toBe(secret);
    // A reload of the page gets the same pending secret.
    expect((await post('/admin/adminEnable2fa', headers, {})).json().result.secret).toBe(secret);
    // Not on yet: wallet verification is refused.
    expect((await status(headers)).enabled).toBe(false);
    expect((await verify(headers, codeAt(secret, step()))).statusCode).toBe(400);

    const bad = await post('/admin/adminConfirm2fa', headers, { secret: wrongCode(secret) });
    expect(bad.statusCode).toBe(400);
    const good = await post('/admin/adminConfirm2fa', headers, { secret: codeAt(secret, step()) });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ success: true, message: '2FA enabled' });
    expect((await status(headers)).enabled).toBe(true);
    expect((await post('/admin/adminEnable2fa', headers, {})).statusCode).toBe(409);

    // The confirming code cannot be reused; the next step's code verifies and grants a step-up.
    expect((await verify(headers, codeAt(secret, step()))).statusCode).toBe(400);
    advance(30_000);
    expect((await verify(headers, codeAt(secret, step()))).statusCode).toBe(200);
    expect((await status(headers)).stepUpActive).toBe(true);

    const wrongDisable = await post('/admin/admindisable2fa', headers, {
      secret: wrongCode(secret),
    });
    expect(wrongDisable.statusCode).toBe(400);
    advance(30_000);
    const disable = await post('/admin/admindisable2fa', headers, {
      secret: codeAt(secret, step()),
    });
    expect(disable.statusCode).toBe(200);
    expect(disable.json()).toMatchObject({ success: true, message: '2FA disabled' });
    const after = await status(headers);
    expect(after.enabled).toBe(false);
    expect(after.stepUpActive).toBe(false);
  });
});

describe('second sign-in step (adminotp)', () => {
  it('answers a session token for the otpToken and a current code; the code is no wallet step-up', async () => {
    const otpToken = await createLoginChallenge(server.db, adminId);
    const noAuth = { 'content-type': 'application/json' };
    const wrong = await post('/admin/adminotp', noAuth, { otpToken, secret: wrongCode() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().attemptsRemaining).toBe(2);
    // The otpToken survives a mistyped code.
    const res = await post('/admin/adminotp', noAuth, { otpToken, secret: codeAt(SECRET, step()) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: boolean; token: string; message: string };
    expect(body.success).toBe(true);
    expect(body.token).toBeTruthy();
    const headers = { authorization: `Bearer ${body.token}` };
    expect((await status(headers)).stepUpActive).toBe(false);
    // The login code cannot be replayed for the wallet step-up.
    expect((await verify(headers, codeAt(SECRET, step()))).statusCode).toBe(400);
    // The otpToken is single-use.
    advance(30_000);
    const again = await post('/admin/adminotp', noAuth, {
      otpToken,
      secret: codeAt(SECRET, step()),
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses an unknown otpToken and counts failed codes toward the lock', async () => {
    const unknown = await post('/admin/adminotp', {}, { otpToken: 'nope', secret: '123456' });
    expect(unknown.statusCode).toBe(401);
    const otpToken = await createLoginChallenge(server.db, adminId);
    const wrong = wrongCode();
    await post('/admin/adminotp', {}, { otpToken, secret: wrong });
    await post('/admin/adminotp', {}, { otpToken, secret: wrong });
    const third = await post('/admin/adminotp', {}, { otpToken, secret: wrong });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(LOCKED_MESSAGE);
    expect(
      (await post('/admin/adminotp', {}, { otpToken, secret: codeAt(SECRET, step()) })).statusCode,
    ).toBe(429);
  });

  it('works after POST /adminlogin when the sign-in route answers an otpToken', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/adminlogin',
      payload: { email: server.config.adminEmail, password: server.config.adminPassword },
    });
    const body = login.json() as { success: boolean; auth?: boolean; otpToken?: string };
    expect(body).toMatchObject({ success: true, auth: true });
    const res = await post(
      '/admin/adminotp',
      {},
      { otpToken: body.otpToken!, secret: codeAt(SECRET, step()) },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeTruthy();
  });
});
