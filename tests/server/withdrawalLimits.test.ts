import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { riskCase, useTestClock, type Headers } from './moneyHelpers.ts';
import { permissionRefusal } from '../../src/contracts/permissions.ts';
import { decide, secondOwner } from './approvalHelpers.ts';
import { SECOND_OWNER } from '../../server/seed/devAdmins.ts';

/**
 * Withdrawal limits per KYC level (GET /admin/withdrawalLimits, POST /admin/updateWithdrawalLimit):
 * who may read and change them, what a change must carry, its audit entry, and the re-ranking of
 * the withdrawals an admin can still approve.
 */
let server: TestServer;
const as: Record<string, Headers> = {};
/** The approver's 2FA step-up (a change of limits is a request a second admin approves). */
const testClock = useTestClock();

beforeAll(async () => {
  server = await startTestServer({ SEED_USERS: '20', SEED_LEDGER: '500', SEED_TRADES: '200' });
  for (const role of ['owner', 'finance', 'compliance', 'auditor', 'support']) {
    const { rows } = await server.db.query<{ id: string }>(
      `INSERT INTO admins (email, password_hash, role) VALUES ($1, 'not-a-hash', $2) RETURNING id`,
      [`limits-${role}@exchange.local`, role],
    );
    as[role] = { authorization: `Bearer ${await createSession(server.db, rows[0].id)}` };
  }
});
afterAll(async () => {
  testClock.restore();
  await server?.close();
});

const list = (role: string) =>
  server.app.inject({ method: 'GET', url: '/api/admin/withdrawalLimits', headers: as[role] });
const update = (role: string, payload: Record<string, unknown>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/admin/updateWithdrawalLimit',
    headers: as[role],
    payload,
  });

describe('withdrawal limits per KYC level', () => {
  it('lists the seeded defaults, approved first, for the roles that read them', async () => {
    for (const role of ['owner', 'finance', 'compliance', 'auditor']) {
      const res = await list(role);
      expect(res.statusCode, `${role} ${res.body}`).toBe(200);
      expect(
        res.json().result.map((r: Record<string, string>) => [r._id, r.dailyUsd, r.monthlyUsd]),
      ).toEqual([
        ['approved', '100000', '1000000'],
        ['pending', '5000', '20000'],
        ['not_submitted', '2000', '10000'],
        ['rejected', '1000', '5000'],
      ]);
    }
    const refused = await list('support');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(permissionRefusal('limits:read'));
  });

  it('refuses a change by a role that only reads, and changes nothing', async () => {
    const res = await update('auditor', {
      _id: 'pending',
      dailyUsd: 1,
      monthlyUsd: 2,
      reason: 'Trying',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(permissionRefusal('limits:update'));
    expect((await list('owner')).json().result[1].dailyUsd).toBe('5000');
  });

  it('validates: a reason, amounts from 0, the day not above the month, a known level', async () => {
    const cases: [Record<string, unknown>, number, RegExp, string?][] = [
      [{ dailyUsd: 10, monthlyUsd: 20, reason: '' }, 400, /^A reason of at least 3/, 'reason'],
      [
        { dailyUsd: -1, monthlyUsd: 20, reason: 'Policy' },
        400,
        /^The daily limit must be/,
        'dailyUsd',
      ],
      [
        { dailyUsd: 30, monthlyUsd: 20, reason: 'Policy' },
        400,
        /cannot be above the monthly/,
        'dailyUsd',
      ],
      [
        { dailyUsd: 1, monthlyUsd: 1e13, reason: 'Policy' },
        400,
        /^The monthly limit must be/,
        'monthlyUsd',
      ],
      [{ dailyUsd: 1, reason: 'Policy' }, 400, /monthlyUsd/],
      [{ _id: 'gold', dailyUsd: 1, monthlyUsd: 2, reason: 'Policy' }, 400, /_id/],
    ];
    for (const [body, status, message, field] of cases) {
      const res = await update('compliance', { _id: 'pending', ...body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
      if (field) expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    expect((await list('owner')).json().result[1]).toMatchObject({
      dailyUsd: '5000',
      monthlyUsd: '20000',
    });
  });

  // Issue #41: a change of limits is a request; it is saved, audited and re-ranks withdrawals once
  // a second admin approves it. The requester's reason stays on the request's audit entry, the
  // approver's on the change's.
  it('a change with a reason: asked, approved by a second admin, saved, audited with who, before, after and why, and open withdrawals re-ranked', async () => {
    const { ids } = await riskCase(server, {
      kyc: 'pending',
      ageDays: 90,
      funds: '400',
      amounts: ['300'],
    });
    const level = async () =>
      (
        await server.db.query<{ level: string }>(
          'SELECT level FROM withdrawal_risk WHERE withdrawal_id = $1',
          [ids[0]],
        )
      ).rows[0].level;
    expect(await level()).not.toBe('review');
    const res = await update('finance', {
      _id: 'pending',
      dailyUsd: 250,
      monthlyUsd: 2500.5,
      reason: 'Fraud wave on unverified accounts',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({
      success: true,
      message: expect.stringMatching(
        /^Change withdrawal limits \(KYC pending\): sent for approval/,
      ),
      result: {
        _id: 'pending',
        dailyUsd: '5000',
        monthlyUsd: '20000',
        requestId: expect.any(String),
      },
    });
    expect((await list('owner')).json().result[1]).toMatchObject({ dailyUsd: '5000' });
    expect(await level()).not.toBe('review');
    const approval = await decide(
      server,
      await secondOwner(server, testClock.next),
      res.json().result.requestId,
      true,
      'Agreed with compliance',
    );
    expect(approval.statusCode, approval.body).toBe(200);
    expect(approval.json().message).toBe('Approved: Limits of KYC pending updated');
    expect((await list('owner')).json().result[1]).toMatchObject({
      _id: 'pending',
      dailyUsd: '250',
      monthlyUsd: '2500.5',
    });
    expect(await level()).toBe('review');
    const request = await server.db.query<{ admin_email: string; action: string; reason: string }>(
      `SELECT admin_email, action, reason FROM audit_trail
        WHERE resource = 'admin_requests' AND operation = 'insert' AND record_id = $1`,
      [res.json().result.requestId],
    );
    expect(request.rows).toEqual([
      {
        admin_email: 'limits-finance@exchange.local',
        action: 'POST /admin/updateWithdrawalLimit',
        reason: 'Fraud wave on unverified accounts',
      },
    ]);
    const { rows } = await server.db.query<{
      admin_email: string;
      action: string;
      changes: Record<string, unknown>;
      reason: string;
    }>(
      `SELECT admin_email, action, changes, reason FROM audit_trail
        WHERE resource = 'withdrawal_limits' AND record_id = 'pending' ORDER BY seq`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      admin_email: SECOND_OWNER.email,
      action: 'POST /admin/approvals/approve',
      reason: 'Agreed with compliance',
      changes: { daily_usd: [5000, 250], monthly_usd: [20000, 2500.5] },
    });
  });
});
