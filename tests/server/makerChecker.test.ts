import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { OPS_ADMIN } from '../../server/seed/devAdmins.ts';
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

/** Registers `who` from an invitation `inviter` creates, then signs in, enables 2FA, steps up. */
async function inviteAndSetUp(inviter: Headers, who: { email: string; password: string }) {
  const invited = await call('POST', '/admin/createInvitation', inviter, { email: who.email });
  expect(invited.statusCode, invited.body).toBe(200);
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
    expect(first.json().message).toMatch(/awaiting second approval/);

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

  it('the inviter cannot activate their own invitee', async () => {
    const res = await setStatus(admin, await adminId(PUPPET.email), 'active');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `You invited ${PUPPET.email}: a different admin must activate the account (two people vouch for every admin)`,
    );
    const { rows } = await server.db.query(`SELECT status FROM admins WHERE email = $1`, [
      PUPPET.email,
    ]);
    expect(rows[0]).toEqual({ status: 'pending' });
  });

  it('once activated by someone else, the invitee still cannot second its inviter, nor the other way round', async () => {
    const activated = await setStatus(ops, await adminId(PUPPET.email), 'active');
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().result).toMatchObject({
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
    expect((await setStatus(admin, id, 'active')).statusCode).toBe(200);
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
    expect((await setStatus(admin, id, 'active')).statusCode).toBe(200);
    const list = (await call('GET', '/admin/admins', admin)).json().result;
    expect(list.find((a: { email: string }) => a.email === who.email)).toMatchObject({
      status: 'active',
      twoFactor: true,
      invitedBy: OPS_ADMIN.email,
      activatedBy: server.config.adminEmail,
    });
  });

  it('two admins disabling each other at once leave one of them active', async () => {
    await server.db.query(`UPDATE admins SET status = 'disabled' WHERE email NOT IN ($1, $2)`, [
      server.config.adminEmail,
      OPS_ADMIN.email,
    ]);
    const [a, b] = await Promise.all([
      setStatus(admin, await adminId(OPS_ADMIN.email), 'disabled'),
      setStatus(ops, await adminId(server.config.adminEmail), 'disabled'),
    ]);
    expect([a.statusCode, b.statusCode].filter((code) => code === 200)).toHaveLength(1);
    const { rows } = await server.db.query(`SELECT email FROM admins WHERE status = 'active'`);
    expect(rows).toHaveLength(1);
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
    expect((await update({ _id: btc._id, priceUsd: btc.priceUsd * 1.5 })).statusCode).toBe(200);
    const bigFee = await update({ _id: btc._id, withdrawalFee: '0.0005', reason: 'Network fees' });
    expect(bigFee.statusCode).toBe(400);
    expect(bigFee.json().errors.withdrawalFee).toMatch(/below the minimum withdrawal \(0.0005\)/);
    const reasoned = await update({ _id: btc._id, priceUsd: 1, reason: 'Test: price crash' });
    expect(reasoned.statusCode).toBe(200);
    const log = (await call('POST', '/admin/getAdminActionHistory', admin, {})).json().result.data;
    expect(log[0].description).toMatch(/USD price .* → 1 \(reason: Test: price crash\)$/);
  });

  it('a withdrawal keeps the USD value of its request time: a price cut cannot dodge the second approval', async () => {
    const id = await newWithdrawal(server, '10001');
    const usdt = (await assets()).find((a: { symbol: string }) => a.symbol === 'USDT');
    const cut = await update({ _id: usdt._id, priceUsd: 0.01, reason: 'Depeg drill' });
    expect(cut.statusCode).toBe(200);
    const first = await move(server, admin, { _id: id, status: 'approved' });
    expect(first.json().message).toMatch(/awaiting second approval/);
    expect(await statusOf(server, id)).toBe('pending');
    await update({ _id: usdt._id, priceUsd: 1, reason: 'Drill over' });
  });
});

it('the seeded admins meet the password policy', () => {
  expect(passwordProblem(DEV_ADMIN_PASSWORD)).toBeNull();
  expect(passwordProblem(OPS_ADMIN.password)).toBeNull();
});
