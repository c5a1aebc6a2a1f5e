import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedInvitationLink } from './mailHelpers.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  adminSession,
  newKey,
  useTestClock,
  SECRET,
  type Headers,
  SUPPORT_SECRET,
} from './moneyHelpers.ts';
import { SUPPORT_ADMIN } from '../../server/seed/devAdmins.ts';
import { approveAsked } from './approvalHelpers.ts';

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

describe('invitations with a role', () => {
  const REASON = 'New analyst on the compliance desk';
  const invite = (payload: object) =>
    call('POST', '/admin/createInvitation', owner, { reason: REASON, ...payload });

  it('registers the invitee with the role the owner chose, and lists it on the invitation', async () => {
    const email = 'new.analyst@exchange.local';
    const invited = await invite({ email, role: 'compliance' });
    // An invitation is a request (issue #41): it exists once a second admin approves it.
    expect(invited.statusCode, invited.body).toBe(202);
    expect(invited.json().result).toMatchObject({ email, role: 'compliance' });
    await approveAsked(server, invited, testClock.next);
    const listed = (await call('GET', '/admin/invitations', owner)).json().result;
    expect(listed.find((row: { email: string }) => row.email === email)).toMatchObject({
      role: 'compliance',
      status: 'pending',
    });
    const token = new URL((await mailedInvitationLink(server, email))!).searchParams.get('token');
    const registered = await call('POST', '/register', {}, { token, password: 'Analyst#2026x' });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(await roleOf(email)).toBe('compliance');
  });

  it('refuses an unknown role and keeps no invitation for it', async () => {
    const email = 'nobody.role@exchange.local';
    const refused = await invite({ email, role: 'superuser' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Unknown role: superuser');
    const { rows } = await server.db.query('SELECT 1 FROM admin_invitations WHERE email = $1', [
      email,
    ]);
    expect(rows).toEqual([]);
    // Nor a request for one.
    const requests = await server.db.query('SELECT 1 FROM admin_requests WHERE target = $1', [
      email,
    ]);
    expect(requests.rows).toEqual([]);
  });
});

describe("resetting another admin's 2FA", () => {
  const reset = (headers: Headers, email: string, reason = 'Lost their phone') =>
    idOfAdmin(email).then((_id) =>
      call(
        'PUT',
        '/admin/admins',
        { ...headers, 'idempotency-key': newKey() },
        { _id, resetTwoFactor: true, reason },
      ),
    );
  const idOfAdmin = async (email: string) =>
    (await server.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [email]))
      .rows[0].id;

  it('is the owner’s, never one’s own, and needs a reason', async () => {
    const byOwnerOnSelf = await reset(owner, server.config.adminEmail);
    expect(byOwnerOnSelf.statusCode).toBe(409);
    expect(byOwnerOnSelf.json().message).toBe(
      'You cannot reset your own 2FA: disable it on the 2FA page',
    );
    const noReason = await reset(owner, SUPPORT_ADMIN.email, ' ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('A reason of at least 3 characters is required');
    const bySupport = await reset(support, server.config.adminEmail);
    expect(bySupport.statusCode).toBe(403);
    const { rows } = await server.db.query(
      'SELECT count(*)::int AS n FROM admins WHERE totp_enabled',
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(2);
  });

  it('turns the authenticator off and ends the admin’s sessions; they sign in with the password alone', async () => {
    const res = await reset(owner, SUPPORT_ADMIN.email);
    // A 2FA reset is a request (issue #41): nothing changes until a second admin approves it.
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().result).toMatchObject({ email: SUPPORT_ADMIN.email, twoFactor: true });
    expect((await call('GET', '/admin/getAdminProfile', support)).statusCode).toBe(200);
    const approval = await approveAsked(server, res, testClock.next);
    expect(approval.json().message).toBe(
      `Approved: 2FA reset for ${SUPPORT_ADMIN.email}: they set up a new authenticator at their next sign-in`,
    );
    const admins = (await call('GET', '/admin/admins', owner)).json().result;
    expect(admins.find((a: { email: string }) => a.email === SUPPORT_ADMIN.email)).toMatchObject({
      twoFactor: false,
    });
    expect((await call('GET', '/admin/getAdminProfile', support)).statusCode).toBe(401);
    const signIn = await call(
      'POST',
      '/adminlogin',
      {},
      {
        email: SUPPORT_ADMIN.email,
        password: SUPPORT_ADMIN.password,
      },
    );
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().token).toBeTruthy();
    const again = await reset(owner, SUPPORT_ADMIN.email);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${SUPPORT_ADMIN.email} has no 2FA to reset`);
  });
});
