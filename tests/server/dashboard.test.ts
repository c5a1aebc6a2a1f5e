import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let auth: { authorization: string };

beforeAll(async () => {
  server = await startTestServer({ SEED_USERS: '300' });
  auth = await signIn(server);
});
afterAll(async () => {
  await server.close();
});

const dashboard = async () => {
  const res = await server.app.inject({
    method: 'GET',
    url: '/api/admin/dashboardData',
    headers: auth,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().result;
};
const count = async (sql: string) => (await server.db.query<{ n: number }>(sql)).rows[0].n;

describe('GET /admin/dashboardData', () => {
  it('answers the counts from the database', async () => {
    const data = await dashboard();
    expect(data.users).toEqual({
      total: 300,
      newToday: await count(
        `SELECT count(*)::int AS n FROM users WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
      ),
      new7d: await count(
        `SELECT count(*)::int AS n FROM users WHERE created_at >= now() - interval '7 days'`,
      ),
      blocked: await count(`SELECT count(*)::int AS n FROM users WHERE status = 'blocked'`),
    });
    expect(data.users.new7d).toBeGreaterThan(0);
    expect(data.users.blocked).toBeGreaterThan(0);
    expect(data.kyc.pending).toBe(
      await count(`SELECT count(*)::int AS n FROM users WHERE kyc_status = 'pending'`),
    );
    expect(data.kyc.pending + data.kyc.approved + data.kyc.rejected).toBe(
      await count('SELECT count(*)::int AS n FROM kyc'),
    );
  });

  it('answers the money figures from the deposits and withdrawals, open tickets and disputes from their queues', async () => {
    const data = await dashboard();
    expect(data.withdrawals).toEqual({
      pending: await count(`SELECT count(*)::int AS n FROM withdrawals WHERE status = 'pending'`),
    });
    expect(data.withdrawals.pending).toBeGreaterThan(0);
    expect(data.tickets).toEqual({
      open: await count(`SELECT count(*)::int AS n FROM support_tickets WHERE status = 'open'`),
    });
    expect(data.tickets.open).toBeGreaterThan(0);
    expect(data.disputes).toEqual({
      open: await count(`SELECT count(*)::int AS n FROM p2p_disputes WHERE status = 'open'`),
    });
    expect(data.disputes.open).toBeGreaterThan(0);
    const usd = async (sql: string) => (await server.db.query<{ v: string }>(sql)).rows[0].v;
    expect(data.volume).toEqual({
      deposits24h: await usd(
        `SELECT coalesce(round(sum(d.amount * a.price_usd), 2), 0)::text AS v FROM deposits d JOIN assets a ON a.id = d.asset_id
          WHERE d.status = 'credited' AND d.credited_at >= now() - interval '24 hours'`,
      ),
      withdrawals24h: await usd(
        `SELECT coalesce(round(sum(usd_value), 2), 0)::text AS v FROM withdrawals
          WHERE status = 'completed' AND updated_at >= now() - interval '24 hours'`,
      ),
    });
  });

  it('answers 30 consecutive UTC days ending today, with sign-ups per day', async () => {
    const { series } = await dashboard();
    expect(series).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(series[29].date).toBe(today);
    for (let i = 1; i < series.length; i++) {
      expect(Date.parse(series[i].date) - Date.parse(series[i - 1].date)).toBe(86_400_000);
    }
    const inWindow = await count(
      `SELECT count(*)::int AS n FROM users WHERE (created_at AT TIME ZONE 'UTC')::date >= '${series[0].date}'::date`,
    );
    expect(series.reduce((sum: number, d: { signups: number }) => sum + d.signups, 0)).toBe(
      inWindow,
    );
    const credited = await count(
      `SELECT round(sum(d.amount * a.price_usd))::int AS n FROM deposits d JOIN assets a ON a.id = d.asset_id
        WHERE d.status = 'credited' AND (d.credited_at AT TIME ZONE 'UTC')::date >= '${series[0].date}'::date`,
    );
    const deposited = series.reduce(
      (sum: number, d: { deposits: string }) => sum + Number(d.deposits),
      0,
    );
    expect(Math.abs(deposited - credited)).toBeLessThan(1);
    expect(deposited).toBeGreaterThan(0);
  });

  it('follows changes: blocking a user moves the blocked count', async () => {
    const before = (await dashboard()).users.blocked;
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT id FROM users WHERE status = 'active' LIMIT 1`,
    );
    await server.app.inject({
      method: 'POST',
      url: '/api/admin/updateUser',
      headers: auth,
      payload: { _id: rows[0].id, status: 'blocked' },
    });
    expect((await dashboard()).users.blocked).toBe(before + 1);
  });

  it('follows a write made anywhere at once, and keeps its answer through writes that move no figure', async () => {
    const version = async () =>
      (
        await server.db.query<{ v: string }>(
          `SELECT sum(version)::text AS v FROM data_versions WHERE name LIKE 'dashboard:%'`,
        )
      ).rows[0].v;
    const open = (await dashboard()).tickets.open;
    await server.db.query(
      `UPDATE support_tickets SET status = 'closed' WHERE id = (SELECT id FROM support_tickets WHERE status = 'open' LIMIT 1)`,
    );
    expect((await dashboard()).tickets.open).toBe(open - 1);
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM users LIMIT 1');
    const before = await version();
    const edit = await server.app.inject({
      method: 'POST',
      url: '/api/admin/updateUser',
      headers: auth,
      payload: { _id: rows[0].id, name: 'Renamed For The Dashboard' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await version()).toBe(before);
  });
});
