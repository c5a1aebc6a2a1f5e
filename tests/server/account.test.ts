import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
import { latestResetLink } from '../../server/routes/account.ts';
import { passwordProblem } from '../../src/contracts/passwordPolicy.ts';
import { latestInvitationLink } from '../../server/routes/invitations.ts';
import { STEP_UP_REQUIRED_MESSAGE } from '../../server/auth/stepUp.ts';
import { adminSession, SECRET, useTestClock } from './moneyHelpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
const login = (email: string, password: string) => post('/adminlogin', { email, password });
const profile = (headers: Record<string, string>) =>
  server.app.inject({ method: 'GET', url: '/api/admin/getAdminProfile', headers });
const history = async (headers: Record<string, string>) =>
  (await post('/admin/getAdminActionHistory', {}, headers)).json().result.data as {
    description: string;
  }[];
const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;

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
    expect(latestResetLink('nobody@exchange.local')).toBeUndefined();
    expect(latestResetLink(server.config.adminEmail)).toMatch(
      /^http:\/\/localhost:\d+\/reset_password\?token=[\w-]+$/,
    );
    expect((await post('/forgotPassword', { email: 'not an email' })).statusCode).toBe(400);
  });

  it('sets the new password from the link, once, and signs the admin out everywhere', async () => {
    const session = await signIn(server);
    await post('/forgotPassword', { email: server.config.adminEmail });
    const older = latestResetLink(server.config.adminEmail) as string;
    await post('/forgotPassword', { email: server.config.adminEmail });
    const link = latestResetLink(server.config.adminEmail) as string;
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
    await server.db.query(
      `UPDATE admin_password_resets SET expires_at = now() - interval '1 second'`,
    );
    const res = await post('/resetPassword', {
      token: tokenOf(latestResetLink(server.config.adminEmail) as string),
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

describe('invitations and registration', () => {
  let testClock: ReturnType<typeof useTestClock>;
  beforeAll(() => void (testClock = useTestClock()));
  afterAll(() => testClock.restore());
  const INVITER = 'inviter@exchange.local';
  /** An admin with 2FA on and a live step-up: creating an invitation needs one. */
  const inviter = () => adminSession(server, INVITER, SECRET, testClock.next);

  it('invites, validates, registers once, and the new admin can sign in', async () => {
    const auth = await inviter();
    const created = await post(
      '/admin/createInvitation',
      { email: 'New.Admin@Exchange.local' },
      auth,
    );
    expect(created.statusCode).toBe(200);
    const invitation = created.json().result;
    expect(invitation).toMatchObject({
      email: 'new.admin@exchange.local',
      _id: expect.any(String),
    });
    // The link goes to the invitee (the server log without a mail server), never to the inviter.
    expect(invitation.token).toBeUndefined();
    expect(invitation.link).toBeUndefined();
    expect(created.body).not.toMatch(/token=/);
    const link = latestInvitationLink('new.admin@exchange.local') as string;
    expect(link).toMatch(
      new RegExp(`^http://localhost:${server.config.port}/register\\?token=[\\w-]+$`),
    );
    const token = tokenOf(link);
    const hours = (Date.parse(invitation.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const list = await server.app.inject({
      method: 'GET',
      url: '/api/admin/invitations',
      headers: auth,
    });
    expect(list.json().result[0]).toMatchObject({
      _id: invitation._id,
      email: 'new.admin@exchange.local',
      status: 'pending',
      invitedBy: INVITER,
      usedAt: null,
    });
    expect(list.json().result[0].token).toBeUndefined();

    expect((await post('/validateInvitation', { token })).json()).toEqual({
      success: true,
      result: { email: 'new.admin@exchange.local' },
    });
    const weak = await post('/register', { token, password: 'weakweak' });
    expect(weak.statusCode).toBe(400);
    const res = await post('/register', { token, password: 'Invited-Pass-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ email: 'new.admin@exchange.local' });

    const again = await post('/register', { token, password: 'Invited-Pass-1' });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      success: false,
      message: 'Registration is by invitation only',
      requestId: expect.any(String),
    });
    expect((await post('/validateInvitation', { token })).statusCode).toBe(403);

    const signin = await login('new.admin@exchange.local', 'Invited-Pass-1');
    expect(signin.json().token).toBeTruthy();
    const newcomer = { authorization: `Bearer ${signin.json().token}` };
    expect((await profile(newcomer)).json().result).toMatchObject({ status: 'pending' });
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/admin/invitations',
      headers: auth,
    });
    expect(after.json().result[0].status).toBe('used');
    const log = (await history(auth)).map((l) => l.description);
    expect(log).toContain(
      `Admin invitation created for new.admin@exchange.local (role owner) by ${INVITER}`,
    );
    expect(log[0]).toBe(
      `Admin new.admin@exchange.local registered (invited by ${INVITER}), awaiting activation by another admin`,
    );
  });

  it('needs a live 2FA step-up to invite', async () => {
    const noStepUp = await adminSession(server, INVITER, SECRET, testClock.next, false);
    const res = await post('/admin/createInvitation', { email: 'nope@exchange.local' }, noStepUp);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(STEP_UP_REQUIRED_MESSAGE);
    expect(latestInvitationLink('nope@exchange.local')).toBeUndefined();
    const { rows } = await server.db.query(
      `SELECT 1 FROM admin_invitations WHERE email = 'nope@exchange.local'`,
    );
    expect(rows).toHaveLength(0);
  });

  it('refuses registration without a valid invitation, and inviting an existing admin', async () => {
    const auth = await inviter();
    for (const token of ['made-up-token']) {
      const res = await post('/register', { token, password: 'Some-Strong-Pass-1' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Registration is by invitation only');
    }
    expect((await post('/register', { password: 'Some-Strong-Pass-1' })).statusCode).toBe(400);
    const dup = await post('/admin/createInvitation', { email: server.config.adminEmail }, auth);
    expect(dup.statusCode).toBe(409);

    await post('/admin/createInvitation', { email: 'late@exchange.local' }, auth);
    const first = tokenOf(latestInvitationLink('late@exchange.local') as string);
    const second = (
      await post('/admin/createInvitation', { email: 'late@exchange.local' }, auth)
    ).json().result;
    const secondToken = tokenOf(latestInvitationLink('late@exchange.local') as string);
    expect((await post('/validateInvitation', { token: first })).statusCode).toBe(403);
    expect((await post('/validateInvitation', { token: secondToken })).statusCode).toBe(200);
    await server.db.query(
      `UPDATE admin_invitations SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [second._id],
    );
    expect(
      (await post('/register', { token: secondToken, password: 'Some-Strong-Pass-1' })).statusCode,
    ).toBe(403);
    const list = (
      await server.app.inject({ method: 'GET', url: '/api/admin/invitations', headers: auth })
    ).json().result;
    expect(list.slice(0, 2).map((i: { status: string }) => i.status)).toEqual([
      'expired',
      'revoked',
    ]);
  });

  it('revokes a pending invitation: its link stops working', async () => {
    const auth = await inviter();
    const created = (
      await post('/admin/createInvitation', { email: 'revoked@exchange.local' }, auth)
    ).json().result;
    const token = tokenOf(latestInvitationLink('revoked@exchange.local') as string);
    const revoked = await post('/admin/revokeInvitation', { _id: created._id }, auth);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe('Invitation revoked');
    expect((await post('/validateInvitation', { token })).statusCode).toBe(403);
    const twice = await post('/admin/revokeInvitation', { _id: created._id }, auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Only a pending invitation can be revoked');
    expect((await history(auth))[0].description).toBe(
      `Admin invitation for revoked@exchange.local revoked by ${INVITER}`,
    );
  });

  it('the account admin routes need a token', async () => {
    expect((await post('/admin/createInvitation', { email: 'x@y.z' })).statusCode).toBe(401);
    expect(
      (await post('/admin/changePassword', { currentPassword: 'a', newPassword: 'b' })).statusCode,
    ).toBe(401);
  });
});
