import type { Db } from './index.ts';

/**
 * The figures the writes keep over the tables that grow with the population (users, KYC:
 * 131_dashboard_tallies.sql). A write appends its net change per figure; readers sum them, and
 * the appended rows are folded into one per figure now and then, so a sum stays a short read.
 */

/** Appended rows (one per figure a write moved) let gather before folding. */
export const FOLD_AFTER_ROWS = 500;

/**
 * The appended rows folded into one per figure: deleted and their sums inserted in one statement,
 * so a sum read at any moment is the same before and after. One fold at a time (the lock); a
 * reader that finds another folding leaves it to it.
 */
export async function foldTallies(db: Pick<Db, 'query'>) {
  await db.query(
    `WITH gone AS (
       DELETE FROM dashboard_tallies WHERE pg_try_advisory_xact_lock(hashtext('exchange-admin:dashboard tallies'))
       RETURNING name, day, n)
     INSERT INTO dashboard_tallies (name, day, n)
     SELECT name, day, sum(n) FROM gone GROUP BY name, day HAVING sum(n) <> 0`,
  );
}

/** A table's figures split by a status: `users:<status>` (users), `kyc:<status>` (KYC). */
export type StatusTally = 'users' | 'kyc';

/**
 * The rows of `table` in any of `statuses` (every row when null), exactly, from the kept figures
 * `<table>:<status>` instead of counting them: a read of a few rows at any size (0.4 ms at a
 * million users), which folds the appended rows once this table's have gathered.
 */
export async function talliedRows(
  db: Pick<Db, 'query'>,
  table: StatusTally,
  statuses: readonly string[] | null,
): Promise<number> {
  const { rows } = await db.query<{ total: number; unfolded: number }>(
    `SELECT coalesce(sum(n) FILTER (WHERE $2::text[] IS NULL
              OR substr(name, length($1) + 1) = ANY($2::text[])), 0)::float8 AS total,
            (count(*) - count(DISTINCT name))::int AS unfolded
       FROM dashboard_tallies WHERE starts_with(name, $1)`,
    [`${table}:`, statuses],
  );
  if (Number(rows[0]?.unfolded ?? 0) >= FOLD_AFTER_ROWS) await foldTallies(db);
  return Number(rows[0]?.total ?? 0);
}
