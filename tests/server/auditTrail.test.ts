import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { adminSession, newKey, useTestClock, SECRET, type Headers } from './moneyHelpers.ts';
import { AUDITOR_ADMIN, SUPPORT_ADMIN } from '../../server/seed/devAdmins.ts';
import { AUDITED_RESOURCES } from '../../src/contracts/audit.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { verifyAuditTrail } from '../../server/audit/verify.ts';

/**
 * The audit trail as an operator and an attacker meet it: every admin change leaves one entry
 * with its before and after, in the change's own transaction; the chain proves nobody rewrote it.
 */
let server: TestServer;
let owner: Headers;
let support: Headers;
let auditor: Headers;
const testClock = useTestClock();

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload?: object,
  extra: Record<string, string> = {},
) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...headers, ...extra },
    ...(payload ? { payload } : {}),
  });

interface Entry {
  seq: string;
  admin_email: string | null;
  admin_role: string | null;
  action: string;
  operation: string;
  resource: string;
  record_id: string;
  changes: Record<string, [unknown, unknown]>;
  reason: string | null;
  idempotency_key: string | null;
  request_id: string | null;
  user_agent: string | null;
  client_address: string | null;
}

const entriesAfter = async (seq: number) =>
  (await server.db.query<Entry>('SELECT * FROM audit_trail WHERE seq > $1 ORDER BY seq', [seq]))
    .rows;
const lastSeq = async () =>
  Number(
    (
      await server.db.query<{ n: string }>(
        'SELECT coalesce(max(seq), 0)::text AS n FROM audit_trail',
      )
    ).rows[0].n,
  );
const anyUser = async () =>
  (
    await server.db.query<{ id: string; status: string }>(
      'SELECT id, status FROM users ORDER BY email LIMIT 1',
    )
  ).rows[0];

beforeAll(async () => {
  server = await startTestServer({ SEED_USERS: '10', SEED_LEDGER: '0', SEED_TRADES: '0' });
  owner = await adminSession(server, server.config.adminEmail, SECRET, testClock.next);
  support = await adminSession(
    server,
    SUPPORT_ADMIN.email,
    'KRSXG5CTMVRXEZLUKRSXG5CU',
    testClock.next,
  );
  auditor = await adminSession(
    server,
    AUDITOR_ADMIN.email,
    'KRSXG5CTMVRXEZLUKRSXG5CW',
    testClock.next,
  );
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
    expect(res.statusCode, res.body).toBe(200);
    const entries = await entriesAfter(from);
    expect(entries.filter((entry) => entry.resource === 'admins')).toMatchObject([
      {
        record_id: rows[0].id,
        changes: { role: ['support', 'auditor'] },
        reason: 'Moved to the audit desk',
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

describe('what nobody can do', () => {
  it('refuses UPDATE, DELETE and TRUNCATE through the normal connection', async () => {
    for (const sql of [
      `UPDATE audit_trail SET reason = 'rewritten' WHERE seq = 1`,
      'DELETE FROM audit_trail WHERE seq = 1',
      'TRUNCATE audit_trail',
    ]) {
      await expect(server.db.query(sql), sql).rejects.toThrow('The audit trail is append-only');
    }
  });

  it('offers no write route: the API only reads the trail', async () => {
    for (const method of ['POST', 'PUT'] as const) {
      const res = await call(method, '/admin/audit', owner, { action: 'forged' });
      expect(res.statusCode, method).toBe(404);
    }
  });

  it('lets the owner and the auditor read it, and refuses support', async () => {
    expect((await call('GET', '/admin/audit', auditor)).statusCode).toBe(200);
    const refused = await call('GET', '/admin/audit/verify', support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to view the audit trail');
  });
});

describe('the chain', () => {
  it('verifies, then finds the entry edited behind the triggers, and the head shows entries cut off the end', async () => {
    const verified = await call('GET', '/admin/audit/verify', auditor);
    expect(verified.statusCode).toBe(200);
    const result = verified.json().result;
    expect(result).toMatchObject({ ok: true, brokenAt: null, checked: await lastSeq() });
    const head = (await call('GET', '/admin/audit/head', auditor)).json().result;
    expect(head).toEqual(result.head);
    expect(head.hash).toMatch(/^[0-9a-f]{64}$/);

    // A database superuser edits entry 2 with the append-only triggers off.
    await server.db.exec('ALTER TABLE audit_trail DISABLE TRIGGER USER');
    const { rows } = await server.db.query<{ action: string }>(
      'SELECT action FROM audit_trail WHERE seq = 2',
    );
    await server.db.query(`UPDATE audit_trail SET action = 'GET /nothing' WHERE seq = 2`);
    const broken = (await call('GET', '/admin/audit/verify', auditor)).json().result;
    expect(broken).toMatchObject({ ok: false, brokenAt: 2 });
    await server.db.query('UPDATE audit_trail SET action = $1 WHERE seq = 2', [rows[0].action]);

    // ... and deletes the last entry: the chain left is whole, but it no longer ends at the head kept.
    await server.db.query('DELETE FROM audit_trail WHERE seq = $1', [head.seq]);
    await server.db.exec('ALTER TABLE audit_trail ENABLE TRIGGER USER');
    const cut = (await call('GET', '/admin/audit/verify', auditor)).json().result;
    expect(cut).toMatchObject({ ok: true, brokenAt: null });
    expect(cut.head).not.toEqual(head);
  });

  it('verifies in ranges side by side and finds the same first break as one pass', async () => {
    const inRanges = () => verifyAuditTrail(server.db, { range: 3 });
    const onePass = () => verifyAuditTrail(server.db, { range: 1e9 });
    expect(await inRanges()).toEqual(await onePass());
    expect((await inRanges()).checked).toBe(await lastSeq());

    await server.db.exec('ALTER TABLE audit_trail DISABLE TRIGGER USER');
    try {
      // An entry edited in the third range, then one deleted at the edge of the second.
      const { rows } = await server.db.query<{ reason: string | null }>(
        'SELECT reason FROM audit_trail WHERE seq = 8',
      );
      await server.db.query(`UPDATE audit_trail SET reason = 'rewritten' WHERE seq = 8`);
      expect(await inRanges()).toMatchObject({ ok: false, brokenAt: 8 });
      const kept = await server.db.query<{ entry: object }>(
        'SELECT to_jsonb(t) AS entry FROM audit_trail t WHERE seq = 6',
      );
      await server.db.query('DELETE FROM audit_trail WHERE seq = 6');
      expect(await inRanges()).toMatchObject({ ok: false, brokenAt: 7 });
      expect(await inRanges()).toEqual(await onePass());
      await server.db.query(
        'INSERT INTO audit_trail SELECT * FROM jsonb_populate_record(NULL::audit_trail, $1)',
        [kept.rows[0].entry],
      );
      await server.db.query('UPDATE audit_trail SET reason = $1 WHERE seq = 8', [rows[0].reason]);
    } finally {
      await server.db.exec('ALTER TABLE audit_trail ENABLE TRIGGER USER');
    }
    expect(await inRanges()).toMatchObject({ ok: true, brokenAt: null });
  });

  it('numbers concurrent writes without gaps and still verifies', async () => {
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM users LIMIT 8');
    const from = await lastSeq();
    const answers = await Promise.all(
      rows.map((row, i) =>
        call('POST', '/admin/updateUser', owner, { _id: row.id, name: `Renamed ${i}` }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(rows.map(() => 200));
    const entries = await entriesAfter(from);
    expect(entries.map((entry) => Number(entry.seq))).toEqual(rows.map((_, i) => from + 1 + i));
    expect((await call('GET', '/admin/audit/verify', auditor)).json().result.ok).toBe(true);
  });
});

describe('GET /admin/audit', () => {
  it('pages newest first and finds one record’s history', async () => {
    const user = await anyUser();
    const res = await call(
      'GET',
      `/admin/audit?filter=${encodeURIComponent(JSON.stringify({ record: user.id }))}`,
      auditor,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json().result as { data: { seq: number; recordId: string }[] };
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((entry) => entry.recordId === user.id)).toBe(true);
    expect(data.map((entry) => entry.seq)).toEqual(
      [...data.map((entry) => entry.seq)].sort((a, b) => b - a),
    );
  });
});
