import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
import { FOLD_AFTER_ROWS } from '../../server/db/tallies.ts';

/**
 * The users and KYC grids' totals, for the whole list and by status, are the figures the writes
 * keep (131_dashboard_tallies.sql), exact at any size, where a count would stop at the cap and
 * say "more than 10 000". Any other filter still counts.
 */
let server: TestServer;
let auth: { authorization: string };
beforeAll(async () => {
  server = await startTestServer({ SEED_USERS: '120' });
  auth = await signIn(server);
});
afterAll(async () => server.close());

const list = async (url: string, filter: Record<string, unknown>) => {
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/admin/${url}`,
    headers: auth,
    payload: { page: 1, limit: 5, filter },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result as { total: number; totalCapped: boolean; pageableRows: number };
};
const count = async (sql: string) =>
  Number((await server.db.query<{ n: number }>(`SELECT count(*)::int AS n ${sql}`)).rows[0].n);

describe('the totals of the users and KYC grids', () => {
  it('answer exactly, for the whole list and by status, as the rows are counted', async () => {
    expect((await list('getAllUserData', {})).total).toBe(await count('FROM users'));
    for (const status of ['active', 'blocked'])
      expect((await list('getAllUserData', { status })).total).toBe(
        await count(`FROM users WHERE status = '${status}'`),
      );
    expect((await list('getAllUserData', { status: ['active', 'blocked'] })).total).toBe(120);
    expect((await list('getAllKycList', {})).total).toBe(await count('FROM kyc'));
    for (const status of ['pending', 'approved', 'rejected'])
      expect((await list('getAllKycList', { status })).total).toBe(
        await count(`FROM kyc WHERE status = '${status}'`),
      );
  });

  it('move with a write, and a filter on another column still counts', async () => {
    const blocked = (await list('getAllUserData', { status: 'blocked' })).total;
    await server.db.query(
      `UPDATE users SET status = 'blocked' WHERE id = (SELECT id FROM users WHERE status = 'active' LIMIT 1)`,
    );
    expect((await list('getAllUserData', { status: 'blocked' })).total).toBe(blocked + 1);
    const country = (
      await server.db.query<{ country: string }>('SELECT country FROM users LIMIT 1')
    ).rows[0].country;
    expect((await list('getAllUserData', { status: 'active', country })).total).toBe(
      await count(`FROM users WHERE status = 'active' AND country = '${country}'`),
    );
  });

  it('are read from the kept figures, exact past the cap, with pages reaching the cap', async () => {
    await server.db.query(
      `INSERT INTO dashboard_tallies (name, day, n) VALUES ('users:active', NULL, 1000000)`,
    );
    try {
      expect(await list('getAllUserData', {})).toMatchObject({
        total: 1_000_120,
        totalCapped: false,
        pageableRows: 10_000,
      });
    } finally {
      await server.db.query(`DELETE FROM dashboard_tallies WHERE n = 1000000`);
    }
  });

  it('fold the rows the writes appended once they gather, and answer the same', async () => {
    const id = (await server.db.query<{ id: string }>('SELECT id FROM users LIMIT 1')).rows[0].id;
    // Each status change appends two rows (one status out, the other in).
    for (let n = 0; n < FOLD_AFTER_ROWS / 2 + 2; n++)
      await server.db.query(
        `UPDATE users SET status = CASE status WHEN 'active' THEN 'blocked' ELSE 'active' END WHERE id = $1`,
        [id],
      );
    const rows = () => count('FROM dashboard_tallies');
    expect(await rows()).toBeGreaterThan(FOLD_AFTER_ROWS);
    expect((await list('getAllUserData', { status: 'blocked' })).total).toBe(
      await count(`FROM users WHERE status = 'blocked'`),
    );
    expect(await rows()).toBeLessThan(FOLD_AFTER_ROWS);
    expect((await list('getAllUserData', {})).total).toBe(120);
  });
});
