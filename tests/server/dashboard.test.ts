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

  describe("the people's figures, kept by the writes (131_dashboard_tallies.sql)", () => {
    /** The people's figures as the tables hold them now, counted directly. */
    const counted = async () => {
      const { rows } = await server.db.query<Record<string, number>>(
        `SELECT (SELECT count(*)::int FROM users) AS total,
                (SELECT count(*)::int FROM users WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS "newToday",
                (SELECT count(*)::int FROM users WHERE created_at >= now() - interval '7 days') AS "new7d",
                (SELECT count(*)::int FROM users WHERE status = 'blocked') AS blocked,
                (SELECT count(*)::int FROM kyc WHERE status = 'pending') AS pending,
                (SELECT count(*)::int FROM kyc WHERE status = 'approved') AS approved,
                (SELECT count(*)::int FROM kyc WHERE status = 'rejected') AS rejected`,
      );
      const { total, newToday, new7d, blocked, pending, approved, rejected } = rows[0];
      return {
        users: { total, newToday, new7d, blocked },
        kyc: { pending, approved, rejected },
      };
    };
    const shown = async () => {
      const { users, kyc } = await dashboard();
      return { users, kyc };
    };
    /** Users signed up `ago` (an SQL interval before now), each a statement of its own or not. */
    const signUp = (ago: string[], status = 'active') =>
      server.db.query(
        `INSERT INTO users (id, name, email, phone, country, status, kyc_status, referral_code, created_at)
         SELECT gen_random_uuid(), 'Tally Test', 'tally-' || gen_random_uuid() || '@example.com', '+1 5550100',
                'United States', $2, 'not_submitted', 'TALLY', now() - a::interval
           FROM unnest($1::text[]) a RETURNING id`,
        [ago, status],
      );

    it('follow sign-ups on both sides of the 7-day edge, status changes, KYC decisions and deletions', async () => {
      expect(await shown()).toEqual(await counted());
      // Inside the day the 7-day window starts in, on both sides of its start, and today.
      await signUp([
        '7 days 1 minute',
        '6 days 23 hours 59 minutes',
        '7 days 12 hours',
        '1 minute',
      ]);
      await signUp(['3 days'], 'blocked');
      expect(await shown()).toEqual(await counted());

      await server.db.query(
        `UPDATE users SET status = CASE status WHEN 'active' THEN 'blocked' ELSE 'active' END
          WHERE id IN (SELECT id FROM users ORDER BY id LIMIT 7)`,
      );
      await server.db.query(
        `UPDATE kyc SET status = 'approved' WHERE id IN (SELECT id FROM kyc WHERE status = 'pending' LIMIT 3)`,
      );
      await server.db.query(
        `UPDATE kyc SET status = 'rejected' WHERE id IN (SELECT id FROM kyc WHERE status = 'approved' LIMIT 2)`,
      );
      // A user deleted takes their KYC submission with them (or the submission goes first).
      await server.db.query(`DELETE FROM kyc WHERE id IN (SELECT id FROM kyc LIMIT 1)`);
      await server.db.query(`DELETE FROM users WHERE name = 'Tally Test' AND status = 'blocked'`);
      expect(await shown()).toEqual(await counted());
    });

    it('answer the same once the appended rows are folded, and fold them', async () => {
      // Hundreds of one-row statements, each appending its own rows.
      for (let i = 0; i < 300; i++)
        await server.db.query(
          `UPDATE users SET status = CASE status WHEN 'active' THEN 'blocked' ELSE 'active' END
            WHERE id = (SELECT id FROM users ORDER BY id OFFSET $1 LIMIT 1)`,
          [i % 40],
        );
      const rows = async () =>
        (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dashboard_tallies'))
          .rows[0].n;
      const figures = async () =>
        (
          await server.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM (SELECT DISTINCT name, day FROM dashboard_tallies) f',
          )
        ).rows[0].n;
      expect((await rows()) - (await figures())).toBeGreaterThanOrEqual(500);
      expect(await shown()).toEqual(await counted()); // read, then folded
      expect(await rows()).toBe(await figures());
      await signUp(['2 hours']);
      expect(await shown()).toEqual(await counted());
    });

    it('stay exact through a burst of sign-ups, status changes and dashboards at once', async () => {
      await Promise.all([
        ...Array.from({ length: 30 }, (_, i) => signUp([`${i * 7} hours`])),
        ...Array.from({ length: 10 }, (_, i) =>
          server.db.query(
            `UPDATE users SET status = CASE status WHEN 'active' THEN 'blocked' ELSE 'active' END
              WHERE id = (SELECT id FROM users ORDER BY id OFFSET $1 LIMIT 1)`,
            [i],
          ),
        ),
        ...Array.from({ length: 5 }, () => dashboard()),
      ]);
      expect(await shown()).toEqual(await counted());
    });

    it('start again from nothing when the tables are emptied', async () => {
      const scratch = await startTestServer({ SEED_USERS: '0' });
      try {
        const tallies = async () =>
          (
            await scratch.db.query<{ name: string; n: string }>(
              `SELECT name, sum(n)::text AS n FROM dashboard_tallies GROUP BY name HAVING sum(n) <> 0`,
            )
          ).rows;
        await scratch.db.query(
          `INSERT INTO users (id, name, email, phone, country, status, kyc_status, referral_code, created_at)
           VALUES (gen_random_uuid(), 'One', 'one@example.com', '+1 5550100', 'France', 'active', 'not_submitted', 'ONE', now())`,
        );
        expect(await tallies()).toHaveLength(3); // users, users:active, signups
        await scratch.db.query('TRUNCATE users CASCADE');
        expect(await tallies()).toEqual([]);
      } finally {
        await scratch.close();
      }
    });
  });
});
