import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { adminSession, SECRET, useTestClock, type Headers } from './moneyHelpers.ts';
import { refusalBounds } from '../../server/db/rowBounds.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { createInvitation } from '../../server/admins/invitations.ts';
import { WHOLE_LISTS } from '../../src/contracts/wholeLists.ts';

/** The lists answered whole stay within the bounds their contract declares. */
let server: TestServer;
let owner: Headers;
const testClock = useTestClock();

beforeAll(async () => {
  server = await startTestServer({ SEED_USERS: '10', SEED_LEDGER: '0', SEED_TRADES: '0' });
  owner = await adminSession(server, server.config.adminEmail, SECRET, testClock.next);
});
afterAll(async () => {
  testClock.restore();
  await server?.close();
});

const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0].n;

describe('whole lists at their bound', () => {
  it('gives every refusal table a trigger with its declared bound and noun', async () => {
    const { rows } = await server.db.query<{ table: string; args: string }>(
      `SELECT c.relname AS table, encode(t.tgargs, 'escape') AS args
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname = 'row_bound'`,
    );
    const declared = refusalBounds().map((b) => ({
      table: b.table,
      args: `${b.rows}\\000${b.noun}\\000`,
    }));
    expect(rows.sort((a, b) => a.table.localeCompare(b.table))).toEqual(
      declared.sort((a, b) => a.table.localeCompare(b.table)),
    );
  });

  it('refuses a new role once there are as many as the bound, in the list’s words', async () => {
    const bound = WHOLE_LISTS.roles.rows;
    const present = await count('admin_roles');
    await server.db.query(
      `INSERT INTO admin_roles (name) SELECT 'bulk-' || g FROM generate_series(1, $1::int) g`,
      [bound - present],
    );
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/admin/roles',
      headers: owner,
      payload: { name: 'one-too-many', permissions: ['users:read'] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`At most ${bound} roles: the list is full`);
    expect(await count('admin_roles')).toBe(bound);
    // Room again once one goes.
    await server.db.query(`DELETE FROM admin_roles WHERE name = 'bulk-1'`);
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/admin/roles',
      headers: owner,
      payload: { name: 'one-too-many', permissions: ['users:read'] },
    });
    expect(again.statusCode).toBe(200);
    await server.db.query(
      `DELETE FROM admin_roles WHERE name LIKE 'bulk-%' OR name = 'one-too-many'`,
    );
  });

  it('ends an admin’s longest-unused sessions past the bound when they sign in again', async () => {
    const { rows } = await server.db.query<{ id: string }>(
      `INSERT INTO admins (email, password_hash, status, role)
       VALUES ('many.devices@example.com', 'x', 'active', 'support') RETURNING id`,
    );
    const adminId = rows[0].id;
    const bound = WHOLE_LISTS.sessions.rows;
    for (let i = 0; i < bound + 3; i++) await createSession(server.db, adminId);
    const live = `admin_sessions WHERE admin_id = $1 AND revoked_at IS NULL`;
    expect(await count(live, [adminId])).toBe(bound);
    expect(await count(`admin_sessions WHERE admin_id = $1`, [adminId])).toBe(bound + 3);
  });

  it('keeps the newest invitations and every pending one, dropping finished ones past the bound', async () => {
    const bound = WHOLE_LISTS.invitations.rows;
    const { rows } = await server.db.query<{ id: string; email: string }>(
      'SELECT id, email FROM admins WHERE email = $1',
      [server.config.adminEmail],
    );
    const owner = { adminId: rows[0].id, email: rows[0].email };
    // Past the bound: old finished invitations, and one old one still pending.
    await server.db.query(
      `INSERT INTO admin_invitations (email, token_hash, created_at, expires_at, used_at)
       SELECT 'old' || g || '@example.com', 'old-' || g, now() - interval '1 day' * g,
              now() - interval '1 day' * g + interval '1 hour', now() - interval '1 day' * g
         FROM generate_series(1, $1::int) g`,
      [bound + 10],
    );
    await server.db.query(
      `INSERT INTO admin_invitations (email, token_hash, created_at, expires_at)
       VALUES ('waiting@example.com', 'waiting', now() - interval '900 days', now() + interval '1 hour')`,
    );
    await server.db.transaction((tx) =>
      createInvitation(tx, {
        email: 'new.hire@example.com',
        role: 'support',
        inviter: owner,
        approver: owner,
      }),
    );
    expect(await count('admin_invitations')).toBe(bound + 1);
    expect(
      await count(
        `admin_invitations WHERE email IN ('waiting@example.com', 'new.hire@example.com')`,
      ),
    ).toBe(2);
    // The oldest finished ones went.
    expect(await count(`admin_invitations WHERE email = 'old${bound + 10}@example.com'`)).toBe(0);
  });
});
