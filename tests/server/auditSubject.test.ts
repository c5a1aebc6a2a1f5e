import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { adminSession, assetId, move, useTestClock, SECRET, type Headers } from './moneyHelpers.ts';
import { postJournal } from '../../server/ledger/ledger.ts';
import { requestWithdrawal } from '../../server/money/withdrawals.ts';

/**
 * A compliance officer's question, "what did the admins do about this user?": the trail is
 * searched by the user's e-mail and finds every entry about the user's records, and only those;
 * sign-ins and 2FA steps are a kind of their own, left out by the grid's default filter.
 */
let server: TestServer;
let owner: Headers;
const testClock = useTestClock();

interface Row {
  resource: string;
  recordId: string;
  subject: string | null;
  subjectUserId: string | null;
  subjectAmount: string | null;
  kind: string;
  action: string;
}

const list = async (filter: object) => {
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/admin/audit?${new URLSearchParams({ filter: JSON.stringify(filter), limit: '100' })}`,
    headers: owner,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { data: Row[] } }).result.data;
};

/** The user of a pending KYC submission, with a pending withdrawal of theirs. */
async function userWithKycAndWithdrawal() {
  const { rows } = await server.db.query<{ kyc: string; id: string; email: string; name: string }>(
    `SELECT k.id AS kyc, u.id, u.email, u.name FROM kyc k JOIN users u ON u.id = k.user_id
      WHERE k.status = 'pending' ORDER BY u.email LIMIT 1`,
  );
  const user = rows[0];
  const usdt = await assetId(server, 'USDT');
  await server.db.transaction((tx) =>
    postJournal(tx, {
      kind: 'deposit',
      reference: 'audit-subject-funding',
      lines: [
        { kind: 'external', assetId: usdt, amount: '-101' },
        { kind: 'user', owner: user.id, assetId: usdt, amount: '101' },
      ],
    }),
  );
  const withdrawal = await requestWithdrawal(server.db, {
    userId: user.id,
    assetId: usdt,
    networkId: 'tron',
    amount: '100',
    fee: '1',
    address: 'TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK',
  });
  return { ...user, withdrawal };
}

beforeAll(async () => {
  server = await startTestServer({ SEED_USERS: '20', SEED_LEDGER: '0', SEED_TRADES: '0' });
  owner = await adminSession(server, server.config.adminEmail, SECRET, testClock.next);
});
afterAll(async () => {
  testClock.restore();
  await server?.close();
});

describe('the audit trail searched by the affected user', () => {
  it("finds a user's withdrawal approval and KYC decision by their e-mail, and no one else's", async () => {
    const user = await userWithKycAndWithdrawal();
    const approved = await move(server, owner, {
      _id: user.withdrawal,
      status: 'approved',
      reason: 'Checked the source of funds',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const verdict = await server.app.inject({
      method: 'POST',
      url: '/api/admin/verifyKyc',
      headers: owner,
      payload: { _id: user.kyc, status: 'rejected', reason: 'Document expired' },
    });
    expect(verdict.statusCode, verdict.body).toBe(200);
    // Another user's change, which the search must leave out.
    const other = await server.db.query<{ id: string }>(
      `SELECT id FROM users WHERE id <> $1 AND status = 'active' ORDER BY email LIMIT 1`,
      [user.id],
    );
    const blocked = await server.app.inject({
      method: 'POST',
      url: '/api/admin/updateUser',
      headers: owner,
      payload: { _id: other.rows[0].id, status: 'blocked' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);

    const found = await list({ q: user.email });
    expect(found.map((row) => row.resource)).toEqual(
      expect.arrayContaining(['withdrawals', 'kyc']),
    );
    expect(found.find((row) => row.resource === 'withdrawals')).toMatchObject({
      recordId: user.withdrawal,
      subjectAmount: '100 USDT',
    });
    expect(found.find((row) => row.resource === 'kyc')?.recordId).toBe(user.kyc);
    for (const row of found) {
      expect(row.subjectUserId).toBe(user.id);
      expect(row.subject).toBe(`${user.email} ${user.name}`);
    }
    expect(found.some((row) => row.subjectUserId === other.rows[0].id)).toBe(false);

    // By name too, and exactly by the user's id (their page's history).
    const byName = await list({ q: user.name });
    expect(byName.map((row) => row.recordId)).toEqual(
      expect.arrayContaining([user.withdrawal, user.kyc]),
    );
    const byId = await list({ subjectUserId: user.id });
    expect(byId.map((row) => row.recordId).sort()).toEqual(found.map((row) => row.recordId).sort());
  });

  it('keeps sign-ins and 2FA steps apart: the changes kind leaves them out', async () => {
    const access = await list({ kind: 'access' });
    expect(access.length).toBeGreaterThan(0);
    expect(access.every((row) => row.kind === 'access')).toBe(true);
    expect(access.map((row) => row.action)).toContain('POST /admin/adminVerifyOtp');
    const changes = await list({ kind: 'change' });
    expect(changes.some((row) => row.action === 'POST /admin/adminVerifyOtp')).toBe(false);
  });

  it('adds the subject outside the hash: the chain still verifies', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/admin/audit/verify',
      headers: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ ok: true, brokenAt: null });
  });
});
