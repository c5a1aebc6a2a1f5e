import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  adminSession,
  newKey,
  useTestClock,
  SECRET,
  type Headers,
  SUPPORT_SECRET,
} from './moneyHelpers.ts';
import { SECOND_OWNER, SUPPORT_ADMIN } from '../../server/seed/devAdmins.ts';
import { BUILT_IN_ROLES } from '../../src/contracts/permissions.ts';
import { OWNER_FLOOR_MESSAGE } from '../../server/admins/activation.ts';
import { approveAsked, decide, secondOwner } from './approvalHelpers.ts';

/** Custom roles: composed by an owner behind the step-up, read by the guard on every request. */
let server: TestServer;
let owner: Headers;
let support: Headers;
const testClock = useTestClock();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const roleOf = async (email: string) =>
  (await server.db.query<{ role: string }>('SELECT role FROM admins WHERE email = $1', [email]))
    .rows[0].role;

beforeAll(async () => {
  server = await startTestServer({ SEED_USERS: '10', SEED_LEDGER: '0', SEED_TRADES: '0' });
  owner = await adminSession(server, server.config.adminEmail, SECRET, testClock.next);
  support = await adminSession(server, SUPPORT_ADMIN.email, SUPPORT_SECRET, testClock.next);
});
afterAll(async () => {
  testClock.restore();
  await server?.close();
});

describe('/admin/roles', () => {
  it('lists the built-in roles first, read-only, with how many admins hold each', async () => {
    const res = await call('GET', '/admin/roles', owner);
    expect(res.statusCode).toBe(200);
    const roles = res.json().result as { name: string; builtIn: boolean; admins: number }[];
    expect(roles.slice(0, 6).map((role) => role.name)).toEqual(Object.keys(BUILT_IN_ROLES));
    expect(roles.find((role) => role.name === 'support')).toMatchObject({
      builtIn: true,
      admins: 1,
    });
  });

  it('refuses a support admin: roles are the owner’s', async () => {
    const res = await call('GET', '/admin/roles', support);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have permission to view roles');
  });

  it('creates a custom role from known permissions, never the owner’s own', async () => {
    const bad = [
      [{ name: 'finance', permissions: ['users:read'] }, 409, 'finance is a built-in role'],
      [{ name: 'desk', permissions: ['users:fly'] }, 400, 'Unknown permission: users:fly'],
      [
        { name: 'desk', permissions: ['users:read', 'admins:manage'] },
        400,
        'Only the owner role manages admins and roles: admins:manage',
      ],
      [{ name: 'desk', permissions: [] }, 400, 'A role needs at least one permission'],
    ] as const;
    for (const [body, status, message] of bad) {
      const res = await call('POST', '/admin/roles', owner, body);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const res = await call('POST', '/admin/roles', owner, {
      name: 'desk',
      description: 'Night desk',
      permissions: ['tickets:read', 'ticket:reply', 'users:read'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      _id: 'desk',
      name: 'desk',
      builtIn: false,
      permissions: ['ticket:reply', 'tickets:read', 'users:read'],
    });
    expect(
      (await call('POST', '/admin/roles', owner, { name: 'desk', permissions: ['users:read'] }))
        .statusCode,
    ).toBe(409);
  });

  it('keeps the built-in roles read-only', async () => {
    const res = await call('PUT', '/admin/roles', owner, {
      name: 'support',
      permissions: ['users:read'],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Built-in roles are read-only');
  });

  it('applies an edited role on its admins’ next request, without signing them in again', async () => {
    await server.db.query(`UPDATE admins SET role = 'desk' WHERE email = $1`, [
      SUPPORT_ADMIN.email,
    ]);
    expect((await call('GET', '/admin/ticketList', support)).statusCode).toBe(200);
    // A change of permissions is a request (issue #41): it needs a reason, holds nothing back
    // until a second admin approves it, and applies from the admins' next request after that.
    const unreasoned = await call('PUT', '/admin/roles', owner, {
      name: 'desk',
      permissions: ['users:read'],
    });
    expect(unreasoned.statusCode).toBe(400);
    expect(unreasoned.json().message).toBe('A reason of at least 3 characters is required');
    const edit = await call('PUT', '/admin/roles', owner, {
      name: 'desk',
      permissions: ['users:read'],
      reason: 'Night desk reads users only',
    });
    expect(edit.statusCode, edit.body).toBe(202);
    expect(edit.json().result.permissions).toEqual(['ticket:reply', 'tickets:read', 'users:read']);
    expect((await call('GET', '/admin/ticketList', support)).statusCode).toBe(200);
    await approveAsked(server, edit, testClock.next);
    const refused = await call('GET', '/admin/ticketList', support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to view support tickets');
    const profile = (await call('GET', '/admin/getAdminProfile', support)).json().result;
    expect(profile).toMatchObject({ role: 'desk', permissions: ['users:read'] });
    expect(await roleOf(SUPPORT_ADMIN.email)).toBe('desk');
  });

  it('needs the 2FA step-up to create or edit a role', async () => {
    const noStepUp = await adminSession(
      server,
      server.config.adminEmail,
      SECRET,
      testClock.next,
      false,
    );
    const res = await call('POST', '/admin/roles', noStepUp, {
      name: 'other',
      permissions: ['users:read'],
    });
    expect(res.statusCode).toBe(403);
    const { rows } = await server.db.query(`SELECT 1 FROM admin_roles WHERE name = 'other'`);
    expect(rows).toEqual([]);
  });
});

describe('PUT /admin/admins with a role', () => {
  const change = (headers: Headers, body: object, key = newKey()) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/admin/admins',
      headers: { ...headers, 'idempotency-key': key },
      payload: body,
    });
  const idOf = async (email: string) =>
    (await server.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [email]))
      .rows[0].id;

  it('moves support to auditor: the next ticket reply is refused without signing in again', async () => {
    const id = await idOf(SUPPORT_ADMIN.email);
    const res = await change(owner, {
      _id: id,
      role: 'auditor',
      reason: 'Moved to the audit team',
    });
    // A role change is a request (issue #41): the role holds until a second admin approves it.
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().result).toMatchObject({ role: 'desk', requestId: expect.any(String) });
    expect(await roleOf(SUPPORT_ADMIN.email)).toBe('desk');
    const own = await decide(server, owner, res.json().result.requestId);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/you asked for this change/);
    const approval = await approveAsked(server, res, testClock.next);
    expect(approval.json().message).toBe(`Approved: ${SUPPORT_ADMIN.email} is now auditor`);
    expect(await roleOf(SUPPORT_ADMIN.email)).toBe('auditor');
    const reply = await call('PUT', '/admin/ticketreply', support, { _id: id, message: 'Hello' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe('You do not have permission to reply to support tickets');
    const { rows } = await server.db.query<{ description: string }>(
      `SELECT description FROM admin_action_log WHERE description LIKE 'Admin ${SUPPORT_ADMIN.email} role changed%'`,
    );
    // The approver applies the change, with the reason the requester gave.
    expect(rows.map((row) => row.description)).toEqual([
      `Admin ${SUPPORT_ADMIN.email} role changed from desk to auditor by ${SECOND_OWNER.email}: Moved to the audit team`,
    ]);
  });

  it('refuses changing one’s own role, demoting the last owner, an unknown role and a missing reason', async () => {
    const self = await idOf(server.config.adminEmail);
    const cases = [
      [
        { _id: self, role: 'auditor', reason: 'Stepping down' },
        409,
        'You cannot change your own role',
      ],
      [
        { _id: await idOf(SUPPORT_ADMIN.email), role: 'nobody', reason: 'Typo' },
        400,
        'Unknown role: nobody',
      ],
      [
        { _id: await idOf(SUPPORT_ADMIN.email), role: 'support', reason: ' ' },
        400,
        'A reason of at least 3 characters is required',
      ],
    ] as const;
    for (const [body, status, message] of cases) {
      const res = await change(owner, body);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
  });

  it('keeps two owners when two owners demote each other at the same moment', async () => {
    // Issue #41: demotions are requests a third admin approves, and two active owners must remain
    // (the seeded second owner is the third owner here, and the only one who can approve both).
    const self = await idOf(server.config.adminEmail);
    const second = await adminSession(
      server,
      'second-owner@exchange.local',
      'KRSXG5CTMVRXEZLUKRSXG5CV',
      testClock.next,
    );
    const secondId = await idOf('second-owner@exchange.local');
    const asked = await Promise.all([
      change(owner, { _id: secondId, role: 'finance', reason: 'Rotation' }),
      change(second, { _id: self, role: 'finance', reason: 'Rotation' }),
    ]);
    for (const res of asked) expect(res.statusCode, res.body).toBe(202);
    const approver = await secondOwner(server, testClock.next);
    const answers = await Promise.all(
      asked.map((res) => decide(server, approver, res.json().result.requestId)),
    );
    const [won, lost] = [...answers].sort((x, y) => x.statusCode - y.statusCode);
    expect(won.statusCode, won.body).toBe(200);
    expect({ status: lost.statusCode, message: lost.json().message }).toEqual({
      status: 409,
      message: OWNER_FLOOR_MESSAGE,
    });
    const { rows } = await server.db.query(
      `SELECT count(*)::int AS n FROM admins WHERE role = 'owner' AND status = 'active'`,
    );
    expect(rows[0]).toEqual({ n: 2 });
    // Back to the configured admin and the seeded second owner as the owners, for the next test.
    await server.db.query(`UPDATE admins SET role = 'owner' WHERE id = $1`, [self]);
    await server.db.query(`UPDATE admins SET role = 'finance' WHERE id = $1`, [secondId]);
  });

  it('refuses a support token that forges a role or replays an owner’s key, and changes nothing', async () => {
    await server.db.query(`UPDATE admins SET role = 'support' WHERE email = $1`, [
      SUPPORT_ADMIN.email,
    ]);
    const key = newKey();
    const id = await idOf(SUPPORT_ADMIN.email);
    const forged = await change(support, { _id: id, role: 'owner', reason: 'Promote me' }, key);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(
      'You do not have permission to invite, activate, disable or change the role of admins',
    );
    expect(await roleOf(SUPPORT_ADMIN.email)).toBe('support');
  });
});
