import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { auditCalls } from './auditTrailHelpers.ts';
import {
  adminSession,
  useTestClock,
  SECRET,
  type Headers,
  SUPPORT_SECRET,
  AUDITOR_SECRET,
} from './moneyHelpers.ts';
import { AUDITOR_ADMIN, SUPPORT_ADMIN } from '../../server/seed/devAdmins.ts';
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

const { call, entriesAfter, lastSeq, anyUser } = auditCalls(() => server);

beforeAll(async () => {
  server = await startTestServer({ SEED_USERS: '10', SEED_LEDGER: '0', SEED_TRADES: '0' });
  owner = await adminSession(server, server.config.adminEmail, SECRET, testClock.next);
  support = await adminSession(server, SUPPORT_ADMIN.email, SUPPORT_SECRET, testClock.next);
  auditor = await adminSession(server, AUDITOR_ADMIN.email, AUDITOR_SECRET, testClock.next);
});
afterAll(async () => {
  testClock.restore();
  await server?.close();
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
