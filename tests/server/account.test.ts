import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
import { accountCalls, tokenOf } from './accountHelpers.ts';
import { mailedResetLink } from './mailHelpers.ts';
import { passwordProblem } from '../../src/contracts/passwordPolicy.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const { post, login, profile, history } = accountCalls(() => server);

describe('password policy', () => {
  it('needs 10 characters with upper, lower, digit and symbol', () => {
    expect(passwordProblem('Str0ng!Pass')).toBeNull();
    for (const weak of ['Sh0rt!a', 'alllower1!x', 'ALLUPPER1!X', 'NoDigits!!x', 'NoSymbol123x']) {
      expect(passwordProblem(weak)).toMatch(/^Password must be at least 10 characters/);
    }
    expect(passwordProblem('NoSymbol123x')).toContain('missing: a symbol');
  });
});

describe('password reset', () => {
  const newPassword = 'Reset-Pass-2024';

  it('answers the same neutral message for an unknown email and creates no link', async () => {
    const unknown = await post('/forgotPassword', { email: 'nobody@exchange.local' });
    const known = await post('/forgotPassword', { email: server.config.adminEmail });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json().success).toBe(true);
    expect(await mailedResetLink(server, 'nobody@exchange.local')).toBeUndefined();
    expect(await mailedResetLink(server, server.config.adminEmail)).toMatch(
      /^http:\/\/localhost:\d+\/reset_password\?token=[\w-]+$/,
    );
    expect((await post('/forgotPassword', { email: 'not an email' })).statusCode).toBe(400);
  });

  it('sets the new password from the link, once, and signs the admin out everywhere', async () => {
    const session = await signIn(server);
    await post('/forgotPassword', { email: server.config.adminEmail });
    const older = (await mailedResetLink(server, server.config.adminEmail)) as string;
    // A new link voids the last one only once it is 10 minutes old.
    await post('/forgotPassword', { email: server.config.adminEmail });
    expect(await mailedResetLink(server, server.config.adminEmail)).toBe(older);
    await server.db.query(
      `UPDATE admin_password_resets SET created_at = created_at - interval '10 minutes'`,
    );
    await post('/forgotPassword', { email: server.config.adminEmail });
    const link = (await mailedResetLink(server, server.config.adminEmail)) as string;
    expect(link).not.toBe(older);
    // Only the newest link works; a weak password is refused without using up the link.
    expect(
      (await post('/resetPassword', { token: tokenOf(older), password: newPassword })).json(),
    ).toEqual({
      success: false,
      requestId: expect.any(String),
      message: 'This password reset link is invalid or has expired',
    });
    const weak = await post('/resetPassword', { token: tokenOf(link), password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^Password must be at least 10 characters/);

    const res = await post('/resetPassword', { token: tokenOf(link), password: newPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await profile(session)).statusCode).toBe(401);
    expect((await login(server.config.adminEmail, server.config.adminPassword)).statusCode).toBe(
      401,
    );
    expect((await login(server.config.adminEmail, newPassword)).json().token).toBeTruthy();
    const again = await post('/resetPassword', {
      token: tokenOf(link),
      password: 'Another-Pass-1',
    });
    expect(again.statusCode).toBe(400);

    const auth = {
      authorization: `Bearer ${(await login(server.config.adminEmail, newPassword)).json().token}`,
    };
    expect((await history(auth))[0].description).toBe(
      `Admin ${server.config.adminEmail} reset their password`,
    );
    server.config.adminPassword = newPassword;
  });

  it('refuses an expired link', async () => {
    await post('/forgotPassword', { email: server.config.adminEmail });
    const link = (await mailedResetLink(server, server.config.adminEmail)) as string;
    await server.db.query(
      `UPDATE admin_password_resets SET expires_at = now() - interval '1 second'`,
    );
    const res = await post('/resetPassword', {
      token: tokenOf(link),
      password: 'Expired-Pass-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This password reset link is invalid or has expired');
  });
});

describe('change password', () => {
  it('re-checks the current password, enforces the policy, and revokes only the other sessions', async () => {
    const current = await signIn(server);
    const other = await signIn(server);
    const wrong = await post(
      '/admin/changePassword',
      { currentPassword: 'Not-The-Password-1', newPassword: 'Brand-New-Pass-1' },
      current,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'Current password is incorrect',
      errors: { currentPassword: 'Current password is incorrect' },
      requestId: expect.any(String),
    });
    const weak = await post(
      '/admin/changePassword',
      { currentPassword: server.config.adminPassword, newPassword: 'password1' },
      current,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^Password must be at least 10 characters/);
    expect((await profile(other)).statusCode).toBe(200);

    const res = await post(
      '/admin/changePassword',
      { currentPassword: server.config.adminPassword, newPassword: 'Brand-New-Pass-1' },
      current,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await profile(current)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await login(server.config.adminEmail, 'Brand-New-Pass-1')).statusCode).toBe(200);
    expect((await history(current))[0].description).toBe(
      `Admin ${server.config.adminEmail} changed their password`,
    );
    server.config.adminPassword = 'Brand-New-Pass-1';
  });
});
