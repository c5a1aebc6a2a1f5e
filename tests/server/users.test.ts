import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let auth: { authorization: string };

beforeAll(async () => {
  server = await startTestServer();
  auth = await signIn(server);
});
afterAll(async () => {
  await server.close();
});

const post = (url: string, payload: object) =>
  server.app.inject({ method: 'POST', url: `/api${url}`, headers: auth, payload });
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

interface User {
  _id: string;
  email: string;
  status: string;
  kycStatus: string;
  createdAt: string;
  lastLoginAt: string | null;
}

async function allUsers(): Promise<User[]> {
  const res = await post('/admin/getAllUserData', {});
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body.success).toBe(true);
  return body.result;
}

describe('POST /admin/getAllUserData', () => {
  it('answers every seeded user with the contract fields, newest first', async () => {
    const users = await allUsers();
    expect(users).toHaveLength(40);
    const keys = [
      '_id',
      'name',
      'email',
      'phone',
      'country',
      'status',
      'kycStatus',
      'referralCode',
      'createdAt',
      'lastLoginAt',
    ];
    for (const user of users) {
      expect(Object.keys(user).sort()).toEqual([...keys].sort());
      expect(['active', 'blocked']).toContain(user.status);
      expect(['not_submitted', 'pending', 'approved', 'rejected']).toContain(user.kycStatus);
      expect(user.createdAt).toMatch(ISO);
    }
    // Never-signed-in users have null; the others an ISO time (and both kinds are seeded).
    const signedIn = users.flatMap((u) => (u.lastLoginAt === null ? [] : [u.lastLoginAt]));
    expect(signedIn.length).toBeGreaterThan(0);
    expect(signedIn.length).toBeLessThan(users.length);
    expect(signedIn.filter((at) => !ISO.test(at))).toEqual([]);
    const created = users.map((u) => u.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(new Set(users.map((u) => u.kycStatus))).toEqual(
      new Set(['not_submitted', 'pending', 'approved', 'rejected']),
    );
    expect(users.some((u) => u.status === 'blocked')).toBe(true);
  });

  it('treats a POST without a body as {} and refuses unknown JSON shapes with 400', async () => {
    const bare = await server.app.inject({
      method: 'POST',
      url: '/api/admin/getAllUserData',
      headers: auth,
    });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().result).toHaveLength(40);
    const array = await post('/admin/getAllUserData', [1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({
      success: false,
      message: 'Invalid body: must be object',
      requestId: expect.any(String),
    });
  });

  it('never answers a stale list: any write to users or kyc shows up on the next call', async () => {
    const [first] = await allUsers();
    await server.db.query(`UPDATE users SET name = 'Renamed Directly' WHERE id = $1`, [first._id]);
    expect((await allUsers()).find((u) => u._id === first._id)).toMatchObject({
      name: 'Renamed Directly',
    });
    const kyc = async () =>
      (await post('/admin/getAllKycList', {})).json().result as { userId: string; email: string }[];
    const [k] = await kyc();
    await server.db.query(`UPDATE users SET email = 'renamed@example.com' WHERE id = $1`, [
      k.userId,
    ]);
    expect((await kyc()).find((r) => r.userId === k.userId)?.email).toBe('renamed@example.com');
    await server.db.query(`UPDATE kyc SET address = 'Somewhere 1' WHERE user_id = $1`, [k.userId]);
    expect((await kyc()).find((r) => r.userId === k.userId)).toMatchObject({
      address: 'Somewhere 1',
    });
  });

  it('kycStatus agrees with the kyc table', async () => {
    const { rows } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u LEFT JOIN kyc k ON k.user_id = u.id
        WHERE u.kyc_status <> coalesce(k.status, 'not_submitted')`,
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('POST /admin/updateUser', () => {
  it('blocks then activates a user, answers the record and logs each action', async () => {
    const user = (await allUsers()).find((u) => u.status === 'active') as User;
    const blocked = await post('/admin/updateUser', { _id: user._id, status: 'blocked' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().result).toEqual({ ...user, status: 'blocked' });
    expect((await allUsers()).find((u) => u._id === user._id)?.status).toBe('blocked');

    const active = await post('/admin/updateUser', { _id: user._id, status: 'active' });
    expect(active.json().result.status).toBe('active');

    const log = (await post('/admin/getAdminActionHistory', {})).json().result.data;
    expect(log[0]).toMatchObject({
      description: `User ${user.email} activated`,
      user_id: user._id,
    });
    expect(log[1]).toMatchObject({ description: `User ${user.email} blocked`, user_id: user._id });
  });

  it('answers 404 for an unknown user and 400 for a bad status or id', async () => {
    const unknown = await post('/admin/updateUser', {
      _id: '00000000-0000-4000-8000-000000000000',
      status: 'blocked',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      message: 'User not found',
      requestId: expect.any(String),
    });
    const [user] = await allUsers();
    const badStatus = await post('/admin/updateUser', { _id: user._id, status: 'deleted' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('status'),
    });
    const badId = await post('/admin/updateUser', { _id: 'nope', status: 'active' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('_id');
  });
});

describe('POST /admin/adminUserData', () => {
  it('answers the user, the KYC record and balances with decimal strings', async () => {
    const { rows } = await server.db.query<{ user_id: string }>(
      `SELECT b.user_id FROM balances b JOIN kyc k ON k.user_id = b.user_id GROUP BY b.user_id HAVING count(*) >= 2 LIMIT 1`,
    );
    const res = await post('/admin/adminUserData', { _id: rows[0].user_id });
    expect(res.statusCode).toBe(200);
    const { user, kyc, balances } = res.json().result;
    expect(user._id).toBe(rows[0].user_id);
    expect(kyc.userId).toBe(user._id);
    expect(kyc.status).toBe(user.kycStatus);
    expect(balances.length).toBeGreaterThanOrEqual(2);
    for (const b of balances) {
      expect(['BTC', 'ETH', 'XRP', 'USDT', 'BNB', 'TRX']).toContain(b.asset);
      expect(b.name).toBeTruthy();
      expect(b.amount).toMatch(/^\d+(\.\d+)?$/);
      expect(b.usdValue).toMatch(/^\d+\.\d{2}$/);
    }
    const usd = balances.map((b: { usdValue: string }) => Number(b.usdValue));
    expect(usd).toEqual([...usd].sort((a, b) => b - a));
  });

  it('answers kyc null for a user who never submitted, and 404 for an unknown id', async () => {
    const none = (await allUsers()).find((u) => u.kycStatus === 'not_submitted') as User;
    expect((await post('/admin/adminUserData', { _id: none._id })).json().result.kyc).toBeNull();
    const unknown = await post('/admin/adminUserData', {
      _id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
