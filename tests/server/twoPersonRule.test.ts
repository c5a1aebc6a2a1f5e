import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailedInvitationLink } from './mailHelpers.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  adminSession,
  assetId,
  expectSoundLedger,
  move,
  newKey,
  newWithdrawal,
  SECRET,
  statusOf,
  useTestClock,
  type Headers,
} from './moneyHelpers.ts';
import { NOT_VOUCHED_MESSAGE } from '../../server/admins/makerChecker.ts';
import { OWNER_FLOOR_MESSAGE } from '../../server/admins/activation.ts';
import {
  AUDITOR_ADMIN,
  OPS_ADMIN,
  SECOND_OWNER,
  SUPPORT_ADMIN,
} from '../../server/seed/devAdmins.ts';

/**
 * Issue #41, as a determined insider tried it: one owner alone controls who the admins are, what an
 * asset is worth and where the links go. Each sequence is replayed step by step and must end
 * refused, with nothing moved.
 */
let server: TestServer;
let owner: Headers;
let owner2: Headers;
let ops: Headers;
const clock = useTestClock();
const OWNER2_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CX';
const OPS_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CT';
const OWNER3_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CY';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    headers: method === 'GET' ? headers : { ...headers, 'idempotency-key': newKey() },
    payload,
  });
const idOf = async (email: string) =>
  (await server.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [email])).rows[0]
    .id;
const adminRow = async (email: string) =>
  (
    await server.db.query<{ status: string; role: string; totp_enabled: boolean }>(
      'SELECT status, role, totp_enabled FROM admins WHERE email = $1',
      [email],
    )
  ).rows[0];
const approve = (headers: Headers, _id: string, reason = 'Checked with the requester') =>
  call('POST', '/admin/approvals/approve', headers, { _id, reason });
const reject = (headers: Headers, _id: string, reason = 'Not agreed by the team') =>
  call('POST', '/admin/approvals/reject', headers, { _id, reason });
const requestOf = async (kind: string, target: string) =>
  (
    await server.db.query<{ id: string; status: string }>(
      `SELECT id, status FROM admin_requests WHERE kind = $1 AND target = $2 ORDER BY created_at DESC LIMIT 1`,
      [kind, target],
    )
  ).rows[0];
const refusals = async (recordId: string) =>
  (
    await server.db.query<{ admin_email: string; changes: { refused: [null, string] } }>(
      `SELECT admin_email, changes FROM audit_trail WHERE operation = 'refused' AND record_id = $1 ORDER BY seq`,
      [recordId],
    )
  ).rows.map((row) => ({ admin: row.admin_email, why: row.changes.refused[1] }));

/** An account registered from an invitation link (the attacker reads the invitee's mailbox). */
async function register(email: string) {
  const link = await mailedInvitationLink(server, email);
  expect(link, `no invitation link for ${email}`).toBeTruthy();
  const token = new URL(link!).searchParams.get('token');
  const res = await call('POST', '/register', {}, { token, password: 'Puppet-Account-2026!' });
  expect(res.statusCode, res.body).toBe(200);
  return idOf(email);
}

/** A founding owner of the test server (vouched, 2FA on, stepped up). */
const foundingOwner = async (email: string, secret: string) => {
  const headers = await adminSession(server, email, secret, clock.next);
  await server.db.query(`UPDATE admins SET role = 'owner' WHERE email = $1`, [email]);
  return headers;
};

beforeAll(async () => {
  server = await startTestServer({ SEED_USERS: '20', SEED_LEDGER: '0', SEED_TRADES: '0' });
});
// Fresh sessions with a live step-up (5 minutes of the test clock) for each scenario.
beforeEach(async () => {
  owner = await adminSession(server, server.config.adminEmail, SECRET, clock.next);
  owner2 = await adminSession(server, SECOND_OWNER.email, OWNER2_SECRET, clock.next);
  if ((await adminRow(OPS_ADMIN.email)).status === 'active')
    ops = await adminSession(server, OPS_ADMIN.email, OPS_SECRET, clock.next);
});
afterEach(async () => expectSoundLedger(server));
afterAll(async () => {
  clock.restore();
  await server?.close();
});

describe('who the admins are takes two people', () => {
  it('"disable everyone else first" leaves the other owner: two active owners must remain', async () => {
    for (const email of [OPS_ADMIN.email, SUPPORT_ADMIN.email, AUDITOR_ADMIN.email]) {
      const res = await call('PUT', '/admin/admins', owner, {
        _id: await idOf(email),
        status: 'disabled',
        reason: 'Going it alone',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const last = await call('PUT', '/admin/admins', owner, {
      _id: await idOf(SECOND_OWNER.email),
      status: 'disabled',
      reason: 'Going it alone',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(OWNER_FLOOR_MESSAGE);
    expect((await adminRow(SECOND_OWNER.email)).status).toBe('active');
  });

  it('re-enabling is a request: the owner alone cannot bring anyone back', async () => {
    const res = await call('PUT', '/admin/admins', owner, {
      _id: await idOf(OPS_ADMIN.email),
      status: 'active',
      reason: 'Back from leave',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().result.status).toBe('disabled');
    const request = await requestOf('admin.enable', OPS_ADMIN.email);
    const self = await approve(owner, request.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toMatch(/you asked for this change/);
    expect((await adminRow(OPS_ADMIN.email)).status).toBe('disabled');
    expect(await refusals(request.id)).toEqual([
      { admin: server.config.adminEmail, why: self.json().message },
    ]);
    // The second owner approves: now it applies.
    const second = await approve(owner2, request.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().result).toMatchObject({
      status: 'approved',
      decidedBy: SECOND_OWNER.email,
    });
    expect((await adminRow(OPS_ADMIN.email)).status).toBe('active');
    ops = await adminSession(server, OPS_ADMIN.email, OPS_SECRET, clock.next);
  });

  it('an invitation waits for a second owner: without one, no link exists and no account can be made', async () => {
    const res = await call('POST', '/admin/createInvitation', owner, {
      email: 'x.hop1@exchange.local',
      role: 'owner',
      reason: 'New owner for the night shift',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await mailedInvitationLink(server, 'x.hop1@exchange.local')).toBeUndefined();
    const request = await requestOf('admin.invite', 'x.hop1@exchange.local');
    expect((await approve(owner, request.id)).statusCode).toBe(409);
    // Finance holds no admins:manage: it cannot approve admin changes.
    expect((await approve(ops, request.id)).statusCode).toBe(403);
    expect(await mailedInvitationLink(server, 'x.hop1@exchange.local')).toBeUndefined();
    const rejected = await reject(owner2, request.id);
    expect(rejected.json().result.status).toBe('rejected');
    expect((await approve(owner2, request.id)).json().message).toMatch(/already rejected/);
  });

  it('chains of 1 to 4 hops: an account one admin vouched for alone never approves anything', async () => {
    // Accounts activated by one person's word (before two-person activation): a chain A → X1 → … X4.
    let inviter = await idOf(server.config.adminEmail);
    const chain: Headers[] = [];
    for (let hop = 1; hop <= 4; hop++) {
      const email = `chain.${hop}@exchange.local`;
      await server.db.query(
        `INSERT INTO admins (email, password_hash, role, status, invited_by, activated_by, vouched, totp_secret, totp_enabled)
         VALUES ($1, 'x', 'owner', 'active', $2, $2, false, $3, true)`,
        [email, inviter, SECRET],
      );
      chain.push(await adminSession(server, email, SECRET, clock.next));
      inviter = await idOf(email);
    }
    const withdrawal = await newWithdrawal(server, '11534.15');
    expect((await move(server, owner, { _id: withdrawal, status: 'approved' })).statusCode).toBe(
      200,
    );
    const ask = await call('PUT', '/admin/admins', owner, {
      _id: await idOf(OPS_ADMIN.email),
      role: 'owner',
      reason: 'Promote for the audit',
    });
    expect(ask.statusCode).toBe(202);
    const request = await requestOf('admin.role', OPS_ADMIN.email);
    for (const puppet of chain) {
      const second = await move(server, puppet, { _id: withdrawal, status: 'approved' });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toContain(NOT_VOUCHED_MESSAGE);
      const approval = await approve(puppet, request.id);
      expect(approval.statusCode).toBe(409);
      expect(approval.json().message).toContain(NOT_VOUCHED_MESSAGE);
    }
    expect(await statusOf(server, withdrawal)).toBe('pending');
    expect((await adminRow(OPS_ADMIN.email)).role).toBe('finance');
    expect((await refusals(withdrawal)).length).toBe(4);
    await reject(owner, request.id, 'Withdrawn by the requester');
  });

  it('even with honest approvals along the way, an invitee of an invitee never seconds the first inviter', async () => {
    // The owner invites an account whose mailbox they read; owner2 approves the invitation and the
    // activation in good faith. The account then invites a third one the same way.
    const owner3 = await foundingOwner('owner3@exchange.local', OWNER3_SECRET);
    const invite = async (from: Headers, approver: Headers, email: string) => {
      const res = await call('POST', '/admin/createInvitation', from, {
        email,
        role: 'owner',
        reason: 'Night shift cover',
      });
      expect(res.statusCode, res.body).toBe(202);
      const approved = await approve(approver, (await requestOf('admin.invite', email)).id);
      expect(approved.statusCode, approved.body).toBe(200);
      const id = await register(email);
      const activation = await call('PUT', '/admin/admins', owner, {
        _id: id,
        status: 'active',
        reason: 'Known to the team',
      });
      expect(activation.statusCode, activation.body).toBe(202);
      const activated = await approve(owner2, (await requestOf('admin.activate', email)).id);
      expect(activated.statusCode, activated.body).toBe(200);
      await server.db.query(
        `UPDATE admins SET totp_secret = $2, totp_enabled = true WHERE email = $1`,
        [email, SECRET],
      );
      return adminSession(server, email, SECRET, clock.next);
    };
    const hop1 = await invite(owner, owner2, 'honest.hop1@exchange.local');
    // owner2 activated hop1, so a third owner approves hop1's invitation.
    const hop2 = await invite(hop1, owner3, 'honest.hop2@exchange.local');
    const withdrawal = await newWithdrawal(server, '10568.47');
    expect((await move(server, owner, { _id: withdrawal, status: 'approved' })).statusCode).toBe(
      200,
    );
    for (const puppet of [hop1, hop2]) {
      const second = await move(server, puppet, { _id: withdrawal, status: 'approved' });
      expect(second.statusCode).toBe(409);
    }
    expect(await statusOf(server, withdrawal)).toBe('pending');
  });

  it("resetting another admin's 2FA is a request: the log-read takeover cannot start", async () => {
    const res = await call('PUT', '/admin/admins', owner, {
      _id: await idOf(OPS_ADMIN.email),
      resetTwoFactor: true,
      reason: 'Lost their phone',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect((await adminRow(OPS_ADMIN.email)).totp_enabled).toBe(true);
    const request = await requestOf('admin.resetTwoFactor', OPS_ADMIN.email);
    // The admin it is about cannot approve it either (ops is made an owner for this check only).
    await server.db.query(`UPDATE admins SET role = 'owner' WHERE email = $1`, [OPS_ADMIN.email]);
    const own = await approve(ops, request.id);
    expect(own.json().message).toMatch(/about your own account/);
    await server.db.query(`UPDATE admins SET role = 'finance' WHERE email = $1`, [OPS_ADMIN.email]);
    await reject(owner, request.id, 'Found the phone');
  });
});

describe('prices and limits take two people', () => {
  it('a tiny price is a request: the withdrawal is valued at the real price and needs two approvals', async () => {
    const btc = await assetId(server, 'BTC');
    const before = Number(
      (
        await server.db.query<{ p: string }>(
          'SELECT price_usd::text AS p FROM assets WHERE id = $1',
          [btc],
        )
      ).rows[0].p,
    );
    for (const tiny of [1e-30, 5e-324]) {
      const res = await call('POST', '/admin/updateAssets', owner, {
        _id: btc,
        priceUsd: tiny,
        reason: 'Market crash',
      });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().result.priceUsd).toBe(before);
      await reject(owner, (await requestOf('asset.price', 'BTC')).id, 'Withdrawn by the requester');
    }
  });

  it('small steps cannot walk a price down: each is measured from the last price two admins agreed on', async () => {
    const usdt = await assetId(server, 'USDT');
    const step1 = await call('POST', '/admin/updateAssets', owner, { _id: usdt, priceUsd: 0.85 });
    expect(step1.statusCode, step1.body).toBe(200);
    const step2 = await call('POST', '/admin/updateAssets', owner, {
      _id: usdt,
      priceUsd: 0.7,
      reason: 'Depeg',
    });
    expect(step2.statusCode, step2.body).toBe(202);
    expect(step2.json().result.priceUsd).toBe(0.85);
    await reject(owner, (await requestOf('asset.price', 'USDT')).id, 'Withdrawn by the requester');
    expect(
      (await call('POST', '/admin/updateAssets', owner, { _id: usdt, priceUsd: 1 })).statusCode,
    ).toBe(200);
  });

  it('a price lowered after the request does not lower the approvals a withdrawal needs', async () => {
    const usdt = await assetId(server, 'USDT');
    const withdrawal = await newWithdrawal(server, '12000');
    const ask = await call('POST', '/admin/updateAssets', owner, {
      _id: usdt,
      priceUsd: 0.5,
      reason: 'Depeg after the hack',
    });
    expect(ask.statusCode).toBe(202);
    expect((await approve(owner2, (await requestOf('asset.price', 'USDT')).id)).statusCode).toBe(
      200,
    );
    const first = await move(server, owner, { _id: withdrawal, status: 'approved' });
    expect(first.json().message).toMatch(/^Approved once — waiting for a second admin/);
    expect(await statusOf(server, withdrawal)).toBe('pending');
    const back = await call('POST', '/admin/updateAssets', owner, {
      _id: usdt,
      priceUsd: 1,
      reason: 'Peg restored',
    });
    expect(back.statusCode).toBe(202);
    expect((await approve(owner2, (await requestOf('asset.price', 'USDT')).id)).statusCode).toBe(
      200,
    );
  });

  it('a change of withdrawal limits is a request', async () => {
    const res = await call('POST', '/admin/updateWithdrawalLimit', owner, {
      _id: 'approved',
      dailyUsd: 1_000_000,
      monthlyUsd: 1_000_000,
      reason: 'Let the whale through',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().result.dailyUsd).not.toBe('1000000');
    const request = await requestOf('limits.update', 'KYC approved');
    expect((await approve(owner, request.id)).statusCode).toBe(409);
    await reject(owner2, request.id, 'Not agreed with compliance');
  });
});

describe('two owners racing', () => {
  it('approving each other’s demotions at once leaves two active owners', async () => {
    const third = await foundingOwner('owner3@exchange.local', OWNER3_SECRET);
    // Only these three owners are active and able to approve.
    await server.db.query(
      `UPDATE admins SET status = 'disabled' WHERE role = 'owner' AND email NOT IN ($1, $2, 'owner3@exchange.local')`,
      [server.config.adminEmail, SECOND_OWNER.email],
    );
    const role = (headers: Headers, email: string) =>
      idOf(email).then((_id) =>
        call('PUT', '/admin/admins', headers, { _id, role: 'finance', reason: 'Fewer owners' }),
      );
    expect((await role(owner, SECOND_OWNER.email)).statusCode).toBe(202);
    expect((await role(owner2, 'owner3@exchange.local')).statusCode).toBe(202);
    const demote2 = await requestOf('admin.role', SECOND_OWNER.email);
    const demote3 = await requestOf('admin.role', 'owner3@exchange.local');
    const results = await Promise.all([approve(third, demote2.id), approve(owner, demote3.id)]);
    // The second to commit finds two owners left (or its approver already demoted): refused.
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const { rows } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admins WHERE role = 'owner' AND status = 'active'
         AND email IN ($1, $2, 'owner3@exchange.local')`,
      [server.config.adminEmail, SECOND_OWNER.email],
    );
    expect(rows[0].n).toBe(2);
  });
});
