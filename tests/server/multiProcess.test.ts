import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/index.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { codeAt, currentStep } from '../../server/totp.ts';
import { ledgerDiscrepancies } from '../../server/ledger/ledger.ts';
import { verifyAuditTrail } from '../../server/audit/verify.ts';
import { createScratchDatabase } from './helpers.ts';
import { DEV_ADMINS } from '../../server/seed/devAdmins.ts';
import {
  call,
  MULTI_SECRET,
  startServerProcess,
  type ServerProcess,
} from './multiProcessSupport.ts';

/**
 * Two `server/main.ts` processes on one PostgreSQL database, as behind a load balancer: whatever
 * must hold across processes (idempotency, withdrawal state, sessions, throttles) lives in the
 * database. PGlite cannot be shared between processes, so this needs TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn(
    'multiProcess.test.ts SKIPPED: set TEST_DATABASE_URL (e.g. scripts/throwaway-postgres.sh start)',
  );
}

const PORTS = [5322, 5323];
const HOT = 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g';
const COLD = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: Db;
  let adminId: string;
  /** A session that passed the 2FA step-up on process A (sessions are rows: B sees it too). */
  let wallet: Record<string, string>;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    // Started together: migrations and the first seed must run once (advisory locks).
    [a, b] = await Promise.all(PORTS.map((port) => startServerProcess(scratch.url, port)));
    db = await openDb({ databaseUrl: scratch.url, poolMax: 2 });
    const admin = await db.query<{ id: string }>(
      'SELECT id FROM admins ORDER BY created_at LIMIT 1',
    );
    adminId = admin.rows[0].id;
    wallet = { authorization: `Bearer ${await createSession(db, adminId)}` };
    const stepUp = await call(a.base, 'POST', '/admin/adminVerifyOtp', {
      headers: wallet,
      body: {
        email: 'admin@exchange.local',
        secret: codeAt(MULTI_SECRET, currentStep()),
        type: 'email',
      },
    });
    expect(stepUp.status, JSON.stringify(stepUp.body)).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await scratch?.drop();
  }, 60_000);

  it('applied each migration once and seeded once, though both started together', async () => {
    const migrations = await db.query<{ name: string; n: number }>(
      'SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name HAVING count(*) > 1',
    );
    expect(migrations.rows).toEqual([]);
    const admins = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM admins');
    const users = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(admins.rows[0].n).toBe(1 + DEV_ADMINS.length); // the owner and the development admins
    expect(users.rows[0].n).toBe(40);
  });

  it('executes 50 concurrent identical self-transfers, spread over both, once', async () => {
    const balance = async () =>
      (
        await db.query<{ balance: string }>(
          'SELECT balance::text FROM platform_wallets WHERE address = $1',
          [COLD],
        )
      ).rows[0].balance;
    const before = Number(await balance());
    const key = `multi-process-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(i % 2 ? b.base : a.base, 'POST', '/admin/selfTransfer', {
          headers: { ...wallet, 'idempotency-key': key },
          body: { currency: 'BTC', fromAddress: COLD, toAddress: HOT, amount: '0.125' },
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const executed = answers.filter((r) => r.headers.get('idempotent-replayed') !== 'true');
    expect(executed).toHaveLength(1);
    expect(new Set(answers.map((r) => (r.body.result as { _id: string })._id)).size).toBe(1);
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM wallet_ledger_entries e JOIN wallet_transfers t ON t.id = e.transfer_id
        WHERE t.idempotency_key = $1`,
      [key],
    );
    expect(rows.rows[0].n).toBe(2);
    expect(Number(await balance())).toBeCloseTo(before - 0.125, 8);
  });

  it('approves a withdrawal on one process only: the other is refused, whichever comes first', async () => {
    const pending = await db.query<{ id: string }>(
      `SELECT id::text FROM withdrawals WHERE status = 'pending' AND first_approved_by IS NULL
        ORDER BY created_at LIMIT 1`,
    );
    const id = pending.rows[0].id;
    const approve = (base: string, key: string) =>
      call(base, 'POST', '/admin/withdrawAmountMove', {
        headers: { ...wallet, 'idempotency-key': key },
        body: { _id: id, status: 'approved' },
      });
    const answers = await Promise.all([
      approve(a.base, `approve-a-${id}`),
      approve(b.base, `approve-b-${id}`),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const again = await approve(b.base, `approve-b2-${id}`);
    expect(again.status).toBe(409);
    const journals = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin_action_log WHERE description LIKE $1`,
      [`%${id}%approved%`],
    );
    expect(journals.rows[0].n).toBeLessThanOrEqual(1);
    expect(await ledgerDiscrepancies(db)).toEqual({ unbalancedAssets: [], driftedAccounts: [] });
  });

  it('refuses on one process a session revoked on the other', async () => {
    const headers = { authorization: `Bearer ${await createSession(db, adminId)}` };
    expect((await call(b.base, 'GET', '/admin/getAdminProfile', { headers })).status).not.toBe(401);
    expect((await call(a.base, 'POST', '/admin/logout', { headers })).status).toBe(200);
    expect((await call(b.base, 'GET', '/admin/getAdminProfile', { headers })).status).toBe(401);
  });

  it('counts sign-in failures from both processes toward one lock', async () => {
    const attempt = (base: string, password: string) =>
      call(base, 'POST', '/adminlogin', { body: { email: 'admin@exchange.local', password } });
    for (let i = 0; i < 5; i++) {
      const res = await attempt(i % 2 ? b.base : a.base, `wrong-password-${i}`);
      expect(res.status).toBe(401);
    }
    // 3 failures on A and 2 on B: each alone is under the limit of 5, together they reach it.
    const locked = await attempt(a.base, 'Admin@12345');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed sign-in attempts/);
  });

  it('chains 1 000 audited edits from both processes without a gap, and the chain verifies', async () => {
    const users = await db.query<{ id: string }>('SELECT id FROM users ORDER BY id LIMIT 20');
    const from = await db.query<{ n: number }>(
      'SELECT coalesce(max(seq), 0)::int AS n FROM audit_trail',
    );
    // 1 000 edits, 20 at a time per process, each a change of its own (a new name).
    for (let round = 0; round < 25; round++) {
      const answers = await Promise.all(
        users.rows.flatMap((user, i) =>
          [a.base, b.base].map((base, side) =>
            call(base, 'POST', '/admin/updateUser', {
              headers: wallet,
              body: { _id: user.id, name: `Audited ${round}-${i}-${side}` },
            }),
          ),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(40).fill(200));
    }
    const entries = await db.query<{ n: number; first: number; last: number }>(
      `SELECT count(*)::int AS n, min(seq)::int AS first, max(seq)::int AS last
         FROM audit_trail WHERE seq > $1 AND action = 'POST /admin/updateUser'`,
      [from.rows[0].n],
    );
    expect(entries.rows[0]).toEqual({
      n: 1000,
      first: from.rows[0].n + 1,
      last: from.rows[0].n + 1000,
    });
    expect(await verifyAuditTrail(db)).toMatchObject({ ok: true, brokenAt: null });
  });
});
