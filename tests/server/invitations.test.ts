import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { accountCalls, tokenOf } from './accountHelpers.ts';
import { mailedInvitationLink } from './mailHelpers.ts';
import { STEP_UP_REQUIRED_MESSAGE } from '../../server/auth/stepUp.ts';
import { adminSession, SECRET, useTestClock } from './moneyHelpers.ts';
import { approveAsked } from './approvalHelpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const { post, login, profile, history } = accountCalls(() => server);

describe('invitations and registration', () => {
  let testClock: ReturnType<typeof useTestClock>;
  beforeAll(() => void (testClock = useTestClock()));
  afterAll(() => testClock.restore());
  const INVITER = 'inviter@exchange.local';
  /** An admin with 2FA on and a live step-up: creating an invitation needs one. */
  const inviter = () => adminSession(server, INVITER, SECRET, testClock.next);
  const REASON = 'New hire on the finance desk';
  /** Asks for an invitation and has the second owner approve it: the link goes out then. */
  const invite = async (email: string, auth: Record<string, string>) => {
    await approveAsked(
      server,
      await post('/admin/createInvitation', { email, reason: REASON }, auth),
      testClock.next,
    );
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/admin/invitations',
      headers: auth,
    });
    return list.json().result[0] as { _id: string; email: string; expiresAt: string };
  };

  it('invites, validates, registers once, and the new admin can sign in', async () => {
    const auth = await inviter();
    const created = await post(
      '/admin/createInvitation',
      { email: 'New.Admin@Exchange.local', reason: REASON },
      auth,
    );
    // A request: no link exists until a second admin approves it.
    expect(created.statusCode).toBe(202);
    expect(created.json().result).toMatchObject({
      email: 'new.admin@exchange.local',
      requestId: expect.any(String),
    });
    expect(await mailedInvitationLink(server, 'new.admin@exchange.local')).toBeUndefined();
    const approval = await approveAsked(server, created, testClock.next);
    const invitation = (
      await server.app.inject({ method: 'GET', url: '/api/admin/invitations', headers: auth })
    ).json().result[0];
    expect(invitation).toMatchObject({
      email: 'new.admin@exchange.local',
      _id: expect.any(String),
    });
    // The link goes to the invitee (the outbox without a mail server), never to an admin.
    for (const answer of [created, approval]) expect(answer.body).not.toMatch(/token=/);
    const link = (await mailedInvitationLink(server, 'new.admin@exchange.local')) as string;
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
      `Admin invitation created for new.admin@exchange.local (role owner) by ${INVITER}, approved by owner2@exchange.local`,
    );
    expect(log[0]).toBe(
      `Admin new.admin@exchange.local registered (invited by ${INVITER}), awaiting activation by another admin`,
    );
  });

  it('needs a live 2FA step-up to invite', async () => {
    const noStepUp = await adminSession(server, INVITER, SECRET, testClock.next, false);
    const res = await post(
      '/admin/createInvitation',
      { email: 'nope@exchange.local', reason: REASON },
      noStepUp,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(STEP_UP_REQUIRED_MESSAGE);
    expect(await mailedInvitationLink(server, 'nope@exchange.local')).toBeUndefined();
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
    const dup = await post(
      '/admin/createInvitation',
      { email: server.config.adminEmail, reason: REASON },
      auth,
    );
    expect(dup.statusCode).toBe(409);

    await invite('late@exchange.local', auth);
    const first = tokenOf((await mailedInvitationLink(server, 'late@exchange.local')) as string);
    const second = await invite('late@exchange.local', auth);
    const secondToken = tokenOf(
      (await mailedInvitationLink(server, 'late@exchange.local')) as string,
    );
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
    const created = await invite('revoked@exchange.local', auth);
    const token = tokenOf((await mailedInvitationLink(server, 'revoked@exchange.local')) as string);
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
    expect(
      (await post('/admin/createInvitation', { email: 'x@y.z', reason: REASON })).statusCode,
    ).toBe(401);
    expect(
      (await post('/admin/changePassword', { currentPassword: 'a', newPassword: 'b' })).statusCode,
    ).toBe(401);
  });
});
