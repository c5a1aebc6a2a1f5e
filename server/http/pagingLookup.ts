import { triedFirst } from './triedFirst.ts';
import type { Db } from '../db/index.ts';

/**
 * A paged list's filter on a column of a joined table (a deposit's user email, its asset symbol),
 * answered in that table first. Why: joined, `u.email ILIKE '%x%'` leaves the planner guessing how
 * many rows of the big table match; it walks the sort index hoping to find a page soon, and reads
 * all million rows when no one matches. Asked of the small table first (its own index, one
 * query), the big table is then filtered by its own indexed key with the real values: no match is
 * no rows at once (`FALSE`), a few are `key = ANY(keys)` (estimated from the key's statistics, and
 * served by a `(key, sort column)` index); too many to list are checked row by row as the sort
 * index is walked (a common word finds its page soon).
 *
 * Declared on the column: `email: { sql: 'u.email', type: 'text', lookup: { key: 'd.user_id',
 * table: 'users', id: 'id', match: 'email' } }`; the column's `sql` still selects and sorts.
 */
export interface PagedLookup {
  /** The list's own column(s) holding the key; several: any of them (a trade's buyer or seller). */
  key: string | string[];
  /** The table the key points into, e.g. `users`. */
  table: string;
  /** The table's column the key holds, as the key's type, e.g. `id` or `id::text`. */
  id: string;
  /** The table's column the filter tests, e.g. `email`. */
  match: string;
  /**
   * A lower-cased text of the table that holds `match`, served by a trigram index (users'
   * `search_text`): a substring test reads that index, then checks `match` itself, so `match`
   * needs no trigram index of its own.
   */
  search?: string;
}

/** A user's e-mail, and the search text that holds it lower-cased, under the users' `alias`. */
export const userEmailColumns = (alias?: string): Pick<PagedLookup, 'match' | 'search'> => {
  const at = alias ? `${alias}.` : '';
  return { match: `${at}email`, search: `${at}search_text` };
};

/** A user column filtered by email: the list keeps the user's id in `key` (`id::text` for text keys). */
export const userByEmail = (key: PagedLookup['key'], id = 'id'): PagedLookup => ({
  key,
  table: 'users',
  id,
  ...userEmailColumns(),
});

/** An asset column filtered by symbol: the list keeps the asset's id in `key`. */
export const assetBySymbol = (key: string): PagedLookup => ({
  key,
  table: 'assets',
  id: 'id',
  match: 'symbol',
});

/** Keys listed in the big table's condition at most; beyond, the lookup stays a subquery. */
export const LOOKUP_KEYS_MAX = 500;

/** One filter test on a lookup column: a substring (`like`) or any of exact values (`equal`). */
export interface LookupTest {
  lookup: PagedLookup;
  how: 'like' | 'equal';
  values: string[];
}

/** The keys each test matched (by lookupId); a test missing here runs as a subquery. */
export type LookupKeys = Map<string, unknown[]>;

type Param = (value: unknown) => string;

/** Escapes LIKE wildcards so a search for `50%` means the text "50%". */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Tests that ask the same of the same table share one answer (a trade's buyer and seller). */
const lookupId = (test: LookupTest) =>
  JSON.stringify([test.lookup.table, test.lookup.id, test.lookup.match, test.how, test.values]);

/**
 * The condition on the looked-up table, e.g. `email::text ILIKE $3`. `scan`: it picks rows out of
 * the whole table, which a substring finds through the table's search text when it has one; a row
 * already found by its key only checks its own column.
 */
function matchCondition(test: LookupTest, param: Param, scan = true): string {
  const { match, search } = test.lookup;
  if (test.how === 'like') {
    const pattern = param(likePattern(test.values[0]));
    const own = `${match}::text ILIKE ${pattern}`;
    return search && scan ? `${search} LIKE lower(${pattern}) AND ${own}` : own;
  }
  return test.values.length === 1
    ? `${match}::text = ${param(test.values[0])}`
    : `${match}::text = ANY(${param(test.values)}::text[])`;
}

/**
 * Whether a test matched too many records to list (resolveLookups left it out): the list then
 * checks each of its rows against its own record (lookupClause), and so would a count.
 */
export const checkedRowByRow = (tests: LookupTest[], keys: LookupKeys) =>
  tests.some((test) => !keys.has(lookupId(test)));

/** The list's condition for a test: by its resolved keys when known, else a subquery. */
export function lookupClause(test: LookupTest, keys: LookupKeys | undefined, param: Param): string {
  const { key, table, id } = test.lookup;
  const columns = Array.isArray(key) ? key : [key];
  const resolved = keys?.get(lookupId(test));
  let clauses: string[];
  if (resolved?.length === 0) return 'FALSE';
  if (resolved) {
    // One key as an equality: the planner then reads a (key, sort column) index in order.
    const keyParam = param(resolved.length === 1 ? resolved[0] : resolved);
    clauses = columns.map((column) =>
      resolved.length === 1 ? `${column} = ${keyParam}` : `${column} = ANY(${keyParam})`,
    );
  } else if (keys) {
    // Too many to list: a common word (a tenth of a million users' emails hold "walker"). Each
    // row the sort index walks is checked against its own record (`OFFSET 0` keeps the planner
    // from hashing every match first), so a page stops at its 25th match.
    const condition = matchCondition(test, param, false);
    clauses = columns.map(
      (column) =>
        `EXISTS (SELECT 1 FROM ${table} WHERE ${id} = ${column} AND ${condition} OFFSET 0)`,
    );
  } else {
    // Not resolved (an export, which reads every match anyway): one hashed subquery.
    const subquery = `SELECT ${id} FROM ${table} WHERE ${matchCondition(test, param)}`;
    clauses = columns.map((column) => `${column} IN (${subquery})`);
  }
  return clauses.length === 1 ? clauses[0] : `(${clauses.join(' OR ')})`;
}

/** The keys a test matches in its table, at most LOOKUP_KEYS_MAX + 1 of them. */
export function lookupQuery(test: LookupTest): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const condition = matchCondition(test, (value) => {
    params.push(value);
    return `$${params.length}`;
  });
  return {
    sql: `SELECT ${test.lookup.id} AS key FROM ${test.lookup.table} WHERE ${condition}
           LIMIT ${LOOKUP_KEYS_MAX + 1}`,
    params,
  };
}

/**
 * A substring's keys are first read by a plain scan of the table, for LOOKUP_SCAN_MS. The planner
 * reads them through the search text's trigram index, whose bitmap of every match it must finish
 * before the first row: "walker", in 240 893 of ten million users' texts, took 150-270 ms to find
 * its 501 keys that way; a scan meets them within ~21 000 rows, in 6-11 ms (and a connection's
 * first plan of it reads the text's 1 001-value statistics, ~7 ms more). A rare substring's scan
 * would read the whole table: it stops at the budget and the index answers, as it did before.
 */
export const LOOKUP_SCAN_MS = 30;
const LOOKUP_SCAN = ['enable_bitmapscan = off', 'max_parallel_workers_per_gather = 0'];

/**
 * Asks each test of its table (at most LOOKUP_KEYS_MAX + 1 keys read), so lookupClause can name
 * the keys. Tests are few (a filter's lookup columns and q's terms): an exact value is an indexed
 * read; a substring is first read by a plain scan within LOOKUP_SCAN_MS, then by its index.
 */
export async function resolveLookups(
  db: Pick<Db, 'query'>,
  tests: LookupTest[],
): Promise<LookupKeys> {
  const keys: LookupKeys = new Map();
  for (const test of tests) {
    const id = lookupId(test);
    if (keys.has(id)) continue;
    const { sql, params } = lookupQuery(test);
    const scanned =
      test.how === 'like'
        ? await triedFirst<{ key: unknown }>(db, LOOKUP_SCAN_MS, LOOKUP_SCAN, sql, params)
        : undefined;
    const rows = scanned ?? (await db.query<{ key: unknown }>(sql, params)).rows;
    if (rows.length <= LOOKUP_KEYS_MAX)
      keys.set(
        id,
        rows.map((row) => row.key),
      );
  }
  return keys;
}
