import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { auditCalls } from './auditTrailHelpers.ts';
import {
  adminSession,
  newKey,
  useTestClock,
  SECRET,
  type Headers,
  SUPPORT_SECRET,
} from './moneyHelpers.ts';
import { SUPPORT_ADMIN } from '../../server/seed/devAdmins.ts';
import { AUDITED_RESOURCES } from '../../src/contracts/audit.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { decide, secondOwner } from './approvalHelpers.ts';
import { SECOND_OWNER } from '../../server/seed/devAdmins.ts';

/**
 * The audit trail as an operator and an attacker meet it: every admin change leaves one entry
 * with its before and after, in the change's own transaction; the chain proves nobody rewrote it.
 */
let server: TestServer;
let owner: Headers;
let support: Headers;
const testClock = useTestClock();

const { call, entriesAfter, lastSeq, anyUser } = auditCalls(() => server);

beforeAll(async () => {
  server = await startTestServer({ SEED_USERS: '10', SEED_LEDGER: '0', SEED_TRADES: '0' });
  owner = await adminSession(server, server.config.adminEmail, SECRET, testClock.next);
  support = await adminSession(server, SUPPORT_ADMIN.email, SUPPORT_SECRET, testClock.next);
});
afterAll(async () => {
  testClock.restore();
  await server?.close();
});

describe('what the trail records', () => {
  it('audits exactly the tables the admin names', async () => {
    const { rows } = await server.db.query<{ table: string }>(
      `SELECT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE t.tgname = c.relname || '_audited' ORDER BY 1`,
    );
    expect(rows.map((row) => row.table)).toEqual(Object.keys(AUDITED_RESOURCES).sort());
  });

  it('writes one entry for a user blocked: who, from where, why, and the status before → after', async () => {
    const user = await anyUser();
    const from = await lastSeq();
    const key = newKey();
    const res = await call(
      'POST',
      '/admin/updateUser',
      owner,
      { _id: user.id, status: user.status === 'active' ? 'blocked' : 'active' },
      { 'idempotency-key': key, 'user-agent': 'audit-test/1.0' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const entries = await entriesAfter(from);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      admin_email: server.config.adminEmail,
      admin_role: 'owner',
      action: 'POST /admin/updateUser',
      operation: 'update',
      resource: 'users',
      record_id: user.id,
      changes: { status: [user.status, user.status === 'active' ? 'blocked' : 'active'] },
      idempotency_key: key,
      request_id: res.headers['x-request-id'],
      user_agent: 'audit-test/1.0',
      client_address: '127.0.0.1',
    });
  });

  it('keeps the reason an admin gave', async () => {
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT id FROM admins WHERE email = $1`,
      [SUPPORT_ADMIN.email],
    );
    const from = await lastSeq();
    const res = await call(
      'PUT',
      '/admin/admins',
      owner,
      {
        _id: rows[0].id,
        role: 'auditor',
        reason: 'Moved to the audit desk',
      },
      { 'idempotency-key': newKey() },
    );
    // A role change is a request (issue #41): the requester's reason is kept on the request's
    // entry, the approver's on the entry of the change their approval applies.
    expect(res.statusCode, res.body).toBe(202);
    const requestId = res.json().result.requestId;
    const asked = await entriesAfter(from);
    expect(asked.filter((entry) => entry.resource === 'admins')).toEqual([]);
    expect(asked.filter((entry) => entry.resource === 'admin_requests')).toMatchObject([
      {
        admin_email: server.config.adminEmail,
        action: 'PUT /admin/admins',
        operation: 'insert',
        record_id: requestId,
        reason: 'Moved to the audit desk',
      },
    ]);
    const approver = await secondOwner(server, testClock.next);
    const before = await lastSeq();
    const approval = await decide(server, approver, requestId, true, 'Agreed with the audit lead');
    expect(approval.statusCode, approval.body).toBe(200);
    const applied = await entriesAfter(before);
    expect(applied.filter((entry) => entry.resource === 'admins')).toMatchObject([
      {
        admin_email: SECOND_OWNER.email,
        action: 'POST /admin/approvals/approve',
        record_id: rows[0].id,
        changes: { role: ['support', 'auditor'] },
        reason: 'Agreed with the audit lead',
      },
    ]);
    expect(applied.filter((entry) => entry.resource === 'admin_requests')).toMatchObject([
      {
        admin_email: SECOND_OWNER.email,
        record_id: requestId,
        changes: { status: ['pending', 'approved'] },
        reason: 'Agreed with the audit lead',
      },
    ]);
    await server.db.query(`UPDATE admins SET role = 'support' WHERE id = $1`, [rows[0].id]);
  });

  it('writes nothing for a refused or invalid write', async () => {
    const user = await anyUser();
    const from = await lastSeq();
    const refused = await call('POST', '/admin/updateUser', support, {
      _id: user.id,
      status: 'blocked',
    });
    expect(refused.statusCode).toBe(403);
    const invalid = await call('POST', '/admin/updateUser', owner, {
      _id: user.id,
      status: 'gone',
    });
    expect(invalid.statusCode).toBe(400);
    const missing = await call('POST', '/admin/updateUser', owner, {
      _id: '00000000-0000-4000-8000-000000000000',
      status: 'blocked',
    });
    expect(missing.statusCode).toBe(404);
    expect(await entriesAfter(from)).toEqual([]);
  });

  it('records a step-up, and never a secret: token hashes and TOTP secrets show as [masked]', async () => {
    const from = await lastSeq();
    await adminSession(server, server.config.adminEmail, SECRET, testClock.next);
    const entries = await entriesAfter(from);
    const stepUp = entries.find(
      (entry) =>
        entry.action === 'POST /admin/adminVerifyOtp' && entry.resource === 'admin_sessions',
    );
    expect(stepUp).toMatchObject({
      resource: 'admin_sessions',
      operation: 'update',
      admin_email: server.config.adminEmail,
      changes: { step_up_until: [null, expect.any(String)] },
    });
    const { rows } = await server.db.query<{ text: string }>(
      `SELECT string_agg(changes::text, ' ') AS text FROM audit_trail`,
    );
    const sessions = await server.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM admin_sessions',
    );
    for (const { token_hash } of sessions.rows) expect(rows[0].text).not.toContain(token_hash);
    expect(rows[0].text).not.toContain(SECRET);
  });
});

describe('sign-in and sign-out', () => {
  it('records a sign-in, a failed one with why it failed, and a sign-out', async () => {
    const email = 'sign-in@exchange.local';
    const password = 'Sign-in@12345';
    await server.db.query(
      `INSERT INTO admins (email, password_hash, role, status) VALUES ($1, $2, 'auditor', 'active')`,
      [email, await hashPassword(password)],
    );
    const from = await lastSeq();
    const signIn = (typed: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/adminlogin',
        payload: { email, password: typed },
      });
    expect((await signIn('not-the-password')).statusCode).toBe(401);
    const signedIn = await signIn(password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const headers = { authorization: `Bearer ${signedIn.json().token}` };
    expect((await call('POST', '/admin/logout', headers)).statusCode).toBe(200);

    const all = await entriesAfter(from);
    // The sign-in's own touch of the admin row (last sign-in) names the admin who signed in.
    const touched = all.filter((e) => e.resource === 'admins' && e.operation === 'update');
    expect(touched.length).toBeGreaterThan(0);
    expect(touched.map((e) => e.admin_email)).toEqual(touched.map(() => email));
    const entries = all.filter(
      (entry) => ['refused', 'insert'].includes(entry.operation) || entry.changes.revoked_at,
    );
    expect(
      entries.map(({ action, operation, resource, admin_email, record_id }) => ({
        action,
        operation,
        resource,
        who: admin_email ?? record_id,
      })),
    ).toEqual([
      {
        action: 'POST /adminlogin',
        operation: 'refused',
        resource: 'admins',
        who: email,
      },
      {
        action: 'POST /adminlogin',
        operation: 'insert',
        resource: 'admin_sessions',
        who: email,
      },
      {
        action: 'POST /admin/logout',
        operation: 'update',
        resource: 'admin_sessions',
        who: email,
      },
    ]);
    expect(entries[0].changes).toEqual({ refused: [null, 'Wrong password'] });
    expect(JSON.stringify(entries[1].changes)).not.toContain(signedIn.json().token);
  });
});
