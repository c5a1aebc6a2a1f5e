import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DashboardData } from '../../src/contracts/dashboard.ts';
import { FOLD_AFTER_ROWS, foldTallies } from '../db/tallies.ts';
import { versionedAnswer } from './versionedAnswer.ts';
import { readRoute } from '../http/readRoutes.ts';
import { dashboardData } from '../../src/contracts/reads/index.ts';

export const SERIES_DAYS = 30;

/**
 * The figures, counted again only after a write that can move one (112_dashboard_version.sql) or
 * after a second (the day and 24-hour windows move with the clock), not on every request of every
 * open dashboard (~16 ms of PostgreSQL each, the most of the soak's mix: issue #27).
 */
const dashboardFigures = versionedAnswer('dashboard:', 1000, async (db): Promise<DashboardData> => {
  const { rows } = await db.query<{
    total: number;
    new_today: number;
    new_7d: number;
    blocked: number;
    kyc_pending: number;
    kyc_approved: number;
    kyc_rejected: number;
    withdrawals_pending: number;
    tickets_open: number;
    disputes_open: number;
    deposits_24h: string;
    withdrawals_24h: string;
    tally_rows: number;
    tally_figures: number;
  }>(
    // The people's figures are the tallies the writes keep (131_dashboard_tallies.sql). The last
    // 7 days start inside a day: that day's sign-ups are counted from the index, the days after
    // it read from the tallies.
    `WITH t AS (SELECT name, day, sum(n) AS n FROM dashboard_tallies GROUP BY name, day),
          edge AS (SELECT now() - interval '7 days' AS at, ((now() - interval '7 days') AT TIME ZONE 'UTC')::date AS day)
     SELECT
       (SELECT coalesce(sum(n), 0)::int FROM t WHERE name = 'users') AS total,
       (SELECT coalesce(sum(n), 0)::int FROM t
         WHERE name = 'signups' AND day >= (now() AT TIME ZONE 'UTC')::date) AS new_today,
       ((SELECT count(*) FROM users, edge
          WHERE created_at >= edge.at AND created_at < (edge.day + 1)::timestamp AT TIME ZONE 'UTC')
        + (SELECT coalesce(sum(n), 0) FROM t, edge WHERE t.name = 'signups' AND t.day > edge.day))::int AS new_7d,
       (SELECT coalesce(sum(n), 0)::int FROM t WHERE name = 'users:blocked') AS blocked,
       (SELECT coalesce(sum(n), 0)::int FROM t WHERE name = 'kyc:pending') AS kyc_pending,
       (SELECT coalesce(sum(n), 0)::int FROM t WHERE name = 'kyc:approved') AS kyc_approved,
       (SELECT coalesce(sum(n), 0)::int FROM t WHERE name = 'kyc:rejected') AS kyc_rejected,
       (SELECT count(*)::int FROM withdrawals WHERE status = 'pending') AS withdrawals_pending,
       (SELECT count(*)::int FROM support_tickets WHERE status = 'open') AS tickets_open,
       (SELECT count(*)::int FROM p2p_disputes WHERE status = 'open') AS disputes_open,
       (SELECT coalesce(round(sum(d.amount * a.price_usd), 2), 0)::text FROM deposits d JOIN assets a ON a.id = d.asset_id
         WHERE d.status = 'credited' AND d.credited_at >= now() - interval '24 hours') AS deposits_24h,
       (SELECT coalesce(round(sum(w.usd_value), 2), 0)::text FROM withdrawals w
         WHERE w.status = 'completed' AND w.updated_at >= now() - interval '24 hours') AS withdrawals_24h,
       (SELECT count(*)::int FROM dashboard_tallies) AS tally_rows,
       (SELECT count(*)::int FROM t) AS tally_figures`,
  );
  // Deposits: USD credited that day; withdrawals: USD completed that day (UTC days).
  const series = await db.query<{
    date: string;
    signups: number;
    deposits: string;
    withdrawals: string;
  }>(
    `WITH days AS (
       SELECT generate_series((now() AT TIME ZONE 'UTC')::date - ${SERIES_DAYS - 1}, (now() AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day
     ), since AS (SELECT now() - interval '${SERIES_DAYS + 1} days' AS at),
     signups AS (
       SELECT day, sum(n)::int AS n FROM dashboard_tallies
        WHERE name = 'signups' AND day >= (now() AT TIME ZONE 'UTC')::date - ${SERIES_DAYS - 1} GROUP BY 1),
     deposited AS (
       SELECT (d.credited_at AT TIME ZONE 'UTC')::date AS day, sum(d.amount * a.price_usd) AS usd
         FROM deposits d JOIN assets a ON a.id = d.asset_id, since
        WHERE d.status = 'credited' AND d.credited_at >= since.at GROUP BY 1),
     withdrawn AS (
       SELECT (updated_at AT TIME ZONE 'UTC')::date AS day, sum(usd_value) AS usd FROM withdrawals, since
        WHERE status = 'completed' AND updated_at >= since.at GROUP BY 1)
     SELECT to_char(d.day, 'YYYY-MM-DD') AS date, coalesce(s.n, 0) AS signups,
            round(coalesce(dep.usd, 0), 2)::text AS deposits, round(coalesce(w.usd, 0), 2)::text AS withdrawals
       FROM days d LEFT JOIN signups s ON s.day = d.day LEFT JOIN deposited dep ON dep.day = d.day
       LEFT JOIN withdrawn w ON w.day = d.day
      ORDER BY d.day`,
  );
  const c = rows[0];
  if (c.tally_rows - c.tally_figures >= FOLD_AFTER_ROWS) await foldTallies(db);
  const data: DashboardData = {
    users: { total: c.total, newToday: c.new_today, new7d: c.new_7d, blocked: c.blocked },
    kyc: { pending: c.kyc_pending, approved: c.kyc_approved, rejected: c.kyc_rejected },
    withdrawals: { pending: c.withdrawals_pending },
    tickets: { open: c.tickets_open },
    disputes: { open: c.disputes_open },
    volume: { deposits24h: c.deposits_24h, withdrawals24h: c.withdrawals_24h },
    series: series.rows,
  };
  return data;
});

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  readRoute(app, dashboardData, (db) => dashboardFigures(db));
};
