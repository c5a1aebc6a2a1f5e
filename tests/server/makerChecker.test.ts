import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  adminSession,
  expectSoundLedger,
  move,
  newKey,
  newWithdrawal,
  OPS_SECRET,
  SECRET,
  statusOf,
  useTestClock,
  type Headers,
} from './moneyHelpers.ts';
import { codeAt, currentStep } from '../../server/totp.ts';
import { mailedInvitationLink } from './mailHelpers.ts';
import { AWAITING_ACTIVATION_MESSAGE } from '../../server/admins/makerChecker.ts';
import { OWNER_FLOOR_MESSAGE } from '../../server/admins/activation.ts';
import { OPS_ADMIN, SECOND_OWNER } from '../../server/seed/devAdmins.ts';
import { approveAsked, decide } from './approvalHelpers.ts';
import { DEV_ADMIN_PASSWORD } from '../../server/config.ts';
import { passwordProblem } from '../../src/contracts/passwordPolicy.ts';

/**
 * Issue #28, as the attacker tried it: one admin account invites a second account, registers it,
 * turns 2FA on and gives the second approval of its own first approval. Two accounts must not
 * pass as two people.
 */
let server: TestServer;
let admin: Headers;
let ops: Headers;
const testClock = useTestClock();
const PUPPET = { email: 'second.me@exchange.local', password: 'Second-Me-2026!' };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers, payload });
const setStatus = (headers: Headers, _id: string, status: string, reason = 'Checked with HR') =>
  call(
    'PUT',
    '/admin/admins',
    { ...headers, 'idempotency-key': newKey() },
    { _id, status, reason },
  );
const adminId = async (email: string) =>
  (await server.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [email])).rows[0]
    .id;

/**
 * Registers `who` from an invitation `inviter` asks for (and the seeded second owner approves: the
 * link exists only then), then signs in, enables 2FA, steps up.
 */
async function inviteAndSetUp(inviter: Headers, who: { email: string; password: string }) {
  const invited = await call('POST', '/admin/createInvitation', inviter, {
    email: who.email,
    reason: 'Night shift cover',
  });
  expect(await mailedInvitationLink(server, who.email)).toBeUndefined();
  await approveAsked(server, invited, testClock.next);
  const token = new URL((await mailedInvitationLink(server, who.email))!).searchParams.get('token');
  const registered = await call('POST', '/register', {}, { token, password: who.password });
  expect(registered.statusCode, registered.body).toBe(200);
  const signIn = await call('POST', '/adminlogin', {}, who);
  const headers = { authorization: `Bearer ${signIn.json().token}` };
  const secret = (await call('POST', '/admin/adminEnable2fa', headers, {})).json().result.secret;
  const code = () => codeAt(secret, currentStep(testClock.next()));
  expect((await call('POST', '/admin/adminConfirm2fa', headers, { code: code() })).statusCode).toBe(
    200,
  );
  const verify = { email: who.email, secret: code(), type: 'email' };
  expect((await call('POST', '/admin/adminVerifyOtp', headers, verify)).statusCode).toBe(200);
  return headers;
}

beforeAll(async () => {
  server = await startTestServer({ SEED_USERS: '20', SEED_LEDGER: '0', SEED_TRADES: '0' });
  // Activating and disabling admins is an owner's: these two-person scenarios need two owners.
  await server.db.query(`UPDATE admins SET role = 'owner' WHERE email = $1`, [OPS_ADMIN.email]);
});
// Fresh step-ups for each test: approvals (issue #41) move the test clock on, 30 s a step-up.
beforeEach(async () => {
  admin = await adminSession(server, server.config.adminEmail, SECRET, testClock.next);
  ops = await adminSession(server, OPS_ADMIN.email, OPS_SECRET, testClock.next);
});
afterEach(async () => expectSoundLedger(server));
afterAll(async () => {
  testClock.restore();
  await server?.close();
});

describe('the two-admin approval needs two people', () => {
  let puppet: Headers;
  let withdrawal: string;

  it('an account one admin invited can do nothing until a different admin activates it', async () => {
    withdrawal = await newWithdrawal(server, '10568.47');
    const first = await move(server, admin, { _id: withdrawal, status: 'approved' });
    expect(first.json().message).toMatch(/^Approved once — waiting for a second admin/);

    puppet = await inviteAndSetUp(admin, PUPPET);
    const second = await move(server, puppet, { _id: withdrawal, status: 'approved' });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({
      success: false,
      message: AWAITING_ACTIVATION_MESSAGE,
      requestId: expect.any(String),
    });
    expect(await statusOf(server, withdrawal)).toBe('pending');
    // Nor anything else: reads, other moves, activating itself.
    expect((await call('POST', '/admin/getAllUserData', puppet, {})).statusCode).toBe(403);
    const self = await setStatus(puppet, await adminId(PUPPET.email), 'active');
    expect(self.statusCode).toBe(403);
    // Its own account it may manage.
    const profile = await call('GET', '/admin/getAdminProfile', puppet);
    expect(profile.json().result).toMatchObject({ status: 'pending', f2A_Status: 'true' });
  });

  // Issue #41: activating is a request a second admin approves. The inviter may ask for it, but
  // neither approves their own request nor anyone else's request to activate their invitee.
  let activation: string;
  const puppetStatus = async () =>
    (
      await server.db.query<{ status: string }>(`SELECT status FROM admins WHERE email = $1`, [
        PUPPET.email,
      ])
    ).rows[0].status;

  it("the inviter's request to activate needs another admin, and the inviter cannot approve another's activation request for their own invitee", async () => {
    const byOps = await setStatus(ops, await adminId(PUPPET.email), 'active');
    expect(byOps.statusCode, byOps.body).toBe(202);
    expect(byOps.json().result).toMatchObject({ status: 'pending' });
    const res = await decide(server, admin, byOps.json().result.requestId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `You invited ${PUPPET.email}: a different admin must activate the account (two people vouch for every admin)`,
    );
    expect(await puppetStatus()).toBe('pending');
    // ops withdraws that request; the inviter asks instead, and cannot approve it alone.
    const withdrawn = await decide(server, ops, byOps.json().result.requestId, false);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const byInviter = await setStatus(admin, await adminId(PUPPET.email), 'active');
    expect(byInviter.statusCode, byInviter.body).toBe(202);
    activation = byInviter.json().result.requestId;
    const own = await decide(server, admin, activation);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/you asked for this change, so a second, different admin/);
    expect(await puppetStatus()).toBe('pending');
  });

  it('once activated by someone else, the invitee still cannot second its inviter, nor the other way round', async () => {
    // ops approves the inviter's request: ops is the admin who activated the account.
    const approved = await decide(server, ops, activation);
    expect(approved.statusCode, approved.body).toBe(200);
    const list = (await call('GET', '/admin/admins', admin)).json().result;
    expect(list.find((a: { email: string }) => a.email === PUPPET.email)).toMatchObject({
      status: 'active',
      invitedBy: server.config.adminEmail,
      activatedBy: OPS_ADMIN.email,
    });

    const second = await move(server, puppet, { _id: withdrawal, status: 'approved' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      `This withdrawal is above 10000 USD: the second approval must come from an admin who neither invited or activated the first approver (${server.config.adminEmail}) nor was invited or activated by them`,
    );
    expect(await statusOf(server, withdrawal)).toBe('pending');

    const other = await newWithdrawal(server, '12000');
    await move(server, puppet, { _id: other, status: 'approved' });
    expect((await move(server, admin, { _id: other, status: 'approved' })).statusCode).toBe(409);
    expect((await move(server, ops, { _id: other, status: 'approved' })).statusCode).toBe(409);

    // An independent admin gives the second approval.
    const independent = await move(server, ops, { _id: withdrawal, status: 'approved' });
    expect(independent.statusCode).toBe(200);
    expect(await statusOf(server, withdrawal)).toBe('approved');
  });
});

describe('admin status', () => {
  it('disabling ends the sessions and sign-in; nobody disables themselves or the last active admin', async () => {
    const who = { email: 'temp.admin@exchange.local', password: 'Temp-Admin-2026!' };
    const temp = await inviteAndSetUp(ops, who);
    const id = await adminId(who.email);
    // Activating is a request (issue #41): ops, the inviter, asks; admin approves and activates.
    await approveAsked(server, await setStatus(ops, id, 'active'), testClock.next, admin);
    expect((await call('POST', '/admin/getAllUserData', temp, {})).statusCode).toBe(200);

    expect((await setStatus(admin, id, 'disabled', '')).statusCode).toBe(400);
    expect((await setStatus(admin, id, 'disabled')).statusCode).toBe(200);
    const after = await call('POST', '/admin/getAllUserData', temp, {});
    expect(after.statusCode).toBe(401);
    const signIn = await call('POST', '/adminlogin', {}, who);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toMatch(/disabled/);

    const self = await setStatus(admin, await adminId(server.config.adminEmail), 'disabled');
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot change the status of your own account');
    // Re-enabling is a request too: nothing changes until a second admin approves it.
    const reEnable = await setStatus(ops, id, 'active');
    expect(reEnable.json().result).toMatchObject({ status: 'disabled' });
    await approveAsked(server, reEnable, testClock.next, admin);
    const list = (await call('GET', '/admin/admins', admin)).json().result;
    expect(list.find((a: { email: string }) => a.email === who.email)).toMatchObject({
      status: 'active',
      twoFactor: true,
      invitedBy: OPS_ADMIN.email,
      activatedBy: server.config.adminEmail,
    });
  });

  it('two admins disabling each other at once leave one of them active', async () => {
    // Issue #41: two active owners must remain, so the seeded second owner stays active too; with
    // three owners, only one of the two disablings can pass.
    await server.db.query(`UPDATE admins SET status = 'disabled' WHERE email NOT IN ($1, $2, $3)`, [
      server.config.adminEmail,
      OPS_ADMIN.email,
      SECOND_OWNER.email,
    ]);
    const [a, b] = await Promise.all([
      setStatus(admin, await adminId(OPS_ADMIN.email), 'disabled'),
      setStatus(ops, await adminId(server.config.adminEmail), 'disabled'),
    ]);
    expect([a.statusCode, b.statusCode].filter((code) => code === 200)).toHaveLength(1);
    const [lost] = [a, b].filter((res) => res.statusCode !== 200);
    // Refused by the owner floor, or (when the winner committed first) its session has ended.
    if (lost.statusCode !== 401) {
      expect(lost.statusCode, lost.body).toBe(409);
      expect(lost.json().message).toBe(OWNER_FLOOR_MESSAGE);
    }
    const { rows } = await server.db.query<{ email: string }>(
      `SELECT email FROM admins WHERE status = 'active' ORDER BY email`,
    );
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.email)).toContain(SECOND_OWNER.email);
    await server.db.query(`UPDATE admins SET status = 'active'`);
    // Disabling ended the loser's sessions: sign them in again for the tests below.
    admin = await adminSession(server, server.config.adminEmail, SECRET, testClock.next);
    ops = await adminSession(server, OPS_ADMIN.email, OPS_SECRET, testClock.next);
  });
});

describe('idempotency keys belong to their admin', () => {
  it("another admin's identical key runs its own request and never receives the first result", async () => {
    const a = await newWithdrawal(server, '50');
    const b = await newWithdrawal(server, '60');
    const key = 'shared-key-0001';
    const mine = await move(server, admin, { _id: a, status: 'approved' }, key);
    const theirs = await move(
      server,
      ops,
      { _id: b, status: 'rejected', reason: 'Bad address' },
      key,
    );
    expect(mine.json().result).toMatchObject({ _id: a, status: 'approved' });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().result).toMatchObject({ _id: b, status: 'rejected' });
    // The same body under the same key from the other admin is its own request too.
    const replay = await move(server, ops, { _id: a, status: 'approved' }, key);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe(
      'This Idempotency-Key was already used for a different request',
    );
  });
});

describe('asset price and fee bounds', () => {
  const assets = async () => (await call('GET', '/admin/getassets', admin)).json().result;
  const update = (body: object) => call('POST', '/admin/updateAssets', admin, body);

  it('a price or fee jump of more than 2× needs a reason; the fee stays below the minimum withdrawal', async () => {
    const btc = (await assets()).find((a: { symbol: string }) => a.symbol === 'BTC');
    const jump = await update({ _id: btc._id, priceUsd: btc.priceUsd / 10 });
    expect(jump.statusCode).toBe(400);
    expect(jump.json()).toMatchObject({
      success: false,
      errors: { reason: expect.stringMatching(/^USD price changes from .* give a reason/) },
    });
    // Within 2× no reason is asked; more than 20 % is a two-person request (issue #41), which
    // always needs one, so the reason-free step stays within 20 %.
    expect((await update({ _id: btc._id, priceUsd: btc.priceUsd * 1.1 })).statusCode).toBe(200);
    const unreasoned = await update({ _id: btc._id, priceUsd: btc.priceUsd * 1.5 });
    expect(unreasoned.statusCode).toBe(400);
    expect(unreasoned.json().message).toBe('A reason of at least 3 characters is required');
    const bigFee = await update({ _id: btc._id, withdrawalFee: '0.0005', reason: 'Network fees' });
    expect(bigFee.statusCode).toBe(400);
    expect(bigFee.json().errors.withdrawalFee).toMatch(/below the minimum withdrawal \(0.0005\)/);
    // A crash to 1 USD is a request: the price holds until a second admin approves it.
    const reasoned = await update({ _id: btc._id, priceUsd: 1, reason: 'Test: price crash' });
    expect(reasoned.statusCode, reasoned.body).toBe(202);
    expect(reasoned.json().result.priceUsd).toBeCloseTo(btc.priceUsd * 1.1, 6);
    await approveAsked(server, reasoned, testClock.next);
    expect((await assets()).find((a: { symbol: string }) => a.symbol === 'BTC').priceUsd).toBe(1);
    const log = (await call('POST', '/admin/getAdminActionHistory', admin, {})).json().result.data;
    const descriptions = log.map((entry: { description: string }) => entry.description);
    expect(descriptions).toContainEqual(
      expect.stringMatching(
        /^Change an asset's USD price requested by .*: BTC, USD price .* → 1 \(reason: Test: price crash\)$/,
      ),
    );
    expect(descriptions).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Asset BTC updated: USD price .* → 1 \\(asked by ${server.config.adminEmail}\\)$`,
        ),
      ),
    );
  });

  it('a withdrawal keeps the USD value of its request time: a price cut cannot dodge the second approval', async () => {
    const id = await newWithdrawal(server, '10001');
    const usdt = (await assets()).find((a: { symbol: string }) => a.symbol === 'USDT');
    // The cut is a request (issue #41); it applies once a second admin approves it.
    const cut = await update({ _id: usdt._id, priceUsd: 0.01, reason: 'Depeg drill' });
    await approveAsked(server, cut, testClock.next);
    const first = await move(server, admin, { _id: id, status: 'approved' });
    expect(first.json().message).toMatch(/^Approved once — waiting for a second admin/);
    expect(await statusOf(server, id)).toBe('pending');
    await approveAsked(
      server,
      await update({ _id: usdt._id, priceUsd: 1, reason: 'Drill over' }),
      testClock.next,
    );
  });
});

it('the seeded admins meet the password policy', () => {
  expect(passwordProblem(DEV_ADMIN_PASSWORD)).toBeNull();
  expect(passwordProblem(OPS_ADMIN.password)).toBeNull();
});
