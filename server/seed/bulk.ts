import type { Db } from '../db/index.ts';
import { phase } from './phases.ts';

type Tx = Pick<Db, 'query'>;

/**
 * Per-user histories (deposits, withdrawals, converts, P2P trades, tickets, stakes) are sized for
 * at most this many users, spread over all of them: 2 000 users' worth is already exchange-sized
 * lists, while 100 000 users' worth (1.4 million deposits, a million tickets) took the seed past
 * half an hour. The ledger's size stays SEED_LEDGER's (trade fills make up the rest), and the
 * population itself (users, KYC, balances) stays SEED_USERS.
 */
export const HISTORY_USERS_MAX = 2_000;

/** The users whose worth of history the seed books. */
export const historyUsers = (users: number) => Math.min(users, HISTORY_USERS_MAX);

/**
 * The users whose worth of history the seed books, counted no further: every start of a
 * development server asks, and counting ten million users took 1–2 s each time, on the cores the
 * first requests wanted.
 */
export async function historyUsersIn(db: Tx): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM users LIMIT ${HISTORY_USERS_MAX}) u`,
  );
  return rows[0].n;
}

/** Whether `table` has a row (matching `where`, when given): one row read, not a count. */
export async function hasRows(db: Tx, table: string, where?: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${table}${where ? ` WHERE ${where}` : ''}) AS found`,
  );
  return rows[0].found;
}

/**
 * The users the histories (orders, P2P trades, tickets) are drawn among: every user up to this
 * many, beyond it the first this many by id (ids are random: a spread of sign-up dates and
 * countries). Drawing among ten million meant numbering all of them in each seed, a sort of the
 * whole table each time, for lists that hold a few thousand users' worth of history anyway.
 */
export const HISTORY_COHORT_MAX = 100_000;

/** The history cohort as a table expression: `FROM ${historyCohort} u`. */
export const historyCohort = `(SELECT * FROM users ORDER BY id LIMIT ${HISTORY_COHORT_MAX})`;

/** From this many rows (the planner's estimate) a table keeps its indexes through a load. */
const KEEP_INDEXES_FROM_ROWS = 1_000_000;

/**
 * Runs a bulk load with the tables' plain indexes dropped and rebuilds them after, in the same
 * transaction: building an index once over a million rows is far cheaper than a million inserts
 * into it (a trigram GIN index most of all). Primary keys and unique indexes stay, so the load's
 * ON CONFLICT clauses and lookups keep working. A table that already holds a million rows (the
 * ledger after a big population's opening entries) keeps its indexes: rebuilding them over all its
 * rows costs more than the load's inserts into them.
 */
export async function withoutIndexes<T>(
  tx: Tx,
  tables: string[],
  load: () => Promise<T>,
): Promise<T> {
  const { rows } = await tx.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
       JOIN pg_index x ON x.indexrelid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass
       JOIN pg_class t ON t.oid = x.indrelid
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
        AND NOT x.indisprimary AND NOT x.indisunique AND t.reltuples < $2`,
    [tables, KEEP_INDEXES_FROM_ROWS],
  );
  for (const { name } of rows) await tx.query(`DROP INDEX ${name}`);
  const result = await load();
  await phase(`indexes of ${tables.join(', ')}`, async () => {
    for (const { def } of rows) await tx.query(def);
  });
  return result;
}
