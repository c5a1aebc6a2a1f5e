import type { Querier, Queryable } from '../db/types.ts';

/** SQLSTATE of a statement its statement_timeout stopped. */
export const QUERY_CANCELED = '57014';

/**
 * A list's transaction on a PostgreSQL server (withinListBudget), whose statements may be tried
 * first under a shorter budget and other planner settings (`triedFirst`). PGlite's lists run
 * outside a transaction and it has no timers: they never try.
 */
export interface TryingQuerier extends Pick<Queryable, 'query' | 'exec'> {
  readonly triesFirst: true;
}

export const tryingQuerier = (tx: Queryable): TryingQuerier => ({
  triesFirst: true,
  query: tx.query.bind(tx),
  exec: tx.exec.bind(tx),
});

export const canTryFirst = (q: Querier): q is TryingQuerier => 'triesFirst' in q;

/**
 * A statement's rows when it answers within `ms` under `settings` (`SET LOCAL` clauses), else
 * undefined (stopped, or `q` cannot try): the caller then runs it its usual way. Why: where the
 * planner's best plan is slow for the common case and a cheap one is fast for it but slow for the
 * rest (a sequential scan that meets its LIMIT within a few thousand rows; a walk of an index
 * that fills its page soon), trying the cheap one first costs the rest only `ms`. Runs in a
 * savepoint rolled back either way: the settings and the short budget end with it.
 */
export async function triedFirst<R>(
  q: Querier,
  ms: number,
  settings: string[],
  sql: string,
  params: unknown[],
): Promise<R[] | undefined> {
  if (!canTryFirst(q)) return undefined;
  const set = [`statement_timeout = ${ms}`, ...settings].map((s) => `SET LOCAL ${s}`);
  await q.exec(`SAVEPOINT tried_first; ${set.join('; ')}`);
  try {
    return (await q.query<R>(sql, params)).rows;
  } catch (error) {
    if ((error as { code?: unknown }).code !== QUERY_CANCELED) throw error;
    return undefined;
  } finally {
    await q.query('ROLLBACK TO SAVEPOINT tried_first');
  }
}
