import { ApiError, badRequest } from './envelope.ts';
import type { Db } from '../db/index.ts';
import { countKey, knownCount, rememberCount } from './cappedCounts.ts';
import { checksRowByRow, exactValuesOf, lookupKeysOf, whereOf } from './pagingFilter.ts';
import type { PagedLookup } from './pagingLookup.ts';
import { canTryFirst, QUERY_CANCELED, triedFirst, tryingQuerier } from './triedFirst.ts';
import {
  COUNT_CAP,
  encodeCursor,
  readPaging,
  type Paging,
  type PagingInput,
} from './pagingRequest.ts';

export { lookupKeysOf, lookupTestsOf, whereOf } from './pagingFilter.ts';
export type { PagedLookup } from './pagingLookup.ts';
export {
  COUNT_CAP,
  DEFAULT_LIMIT,
  MAX_LIMIT,
  PagingBody,
  pagingBodyProperties,
  PagingQuerystring,
  readPaging,
} from './pagingRequest.ts';
export type { Paging, PagingInput } from './pagingRequest.ts';

/**
 * The server-paged list contract (`GET /admin/supportCategory` was its first list):
 * `page` (1-based), `limit`, `filter` and `sort`, answered as `{ data, total, page, limit }`.
 * Filter semantics are the browser's WholeList ones, so a grid behaves the same in both modes:
 * - `q`: every whitespace-separated term must appear (case-insensitive) in one of the searchable columns;
 * - a `select` column: exact match, an array means any of;
 * - a `text` column: case-insensitive substring;
 * - `<column>_gte` / `<column>_lte`: an inclusive range on a number or date column
 *   (a date-only bound covers its whole UTC day).
 * Sort is Mongo-style, `{ createdAt: -1 }`, on whitelisted columns only, with a unique tiebreak.
 *
 * At a million rows, exact counts and deep OFFSETs are what cost (each reads every row it counts
 * or skips), so the contract bounds both by one number, `countCap` (COUNT_CAP by default):
 * - `total` is exact up to the cap; beyond it the answer says `total: <cap>, totalCapped: true`
 *   ("more than 10 000"), unless the spec keeps its total as rows are written (`keptTotal`: the
 *   whole list's, or by one status's values);
 * - a filtered count that takes longer than COUNT_BUDGET_MS on a PostgreSQL server (a common
 *   word among ten million users: every match is found before any is counted) is stopped, and
 *   the page answers without it: `totalUnknown: true` ("of many"), pages reaching one further
 *   (the same filter's pages do not count again for half a minute: cappedCounts.ts);
 * - `pageableRows` (= min(total, cap)) is how far pages reach: a page that would start after the
 *   cap answers 400 with a message that says how to get there (a narrower filter, or the other
 *   sort order, which reads the same index from its other end).
 * A filter on a joined table's column (`lookup`: a user's email, an asset's symbol) asks that
 * table first and filters by the list's own indexed key (pagingLookup.ts); the count reads the
 * list's own table (`count`) when nothing else is named.
 */

export type PagedColumnType = 'text' | 'select' | 'number' | 'date';

export interface PagedColumn {
  /** SQL expression of the column (e.g. `w.created_at`). */
  sql: string;
  type: PagedColumnType;
  /** Part of the free-text search `q`. */
  searchable?: boolean;
  /** Can be sorted on (default true); give sortable columns an index. */
  sortable?: boolean;
  /**
   * The column is NOT NULL: sorted without `NULLS LAST`, so one plain `(col DESC, id DESC)` index
   * serves both directions (PostgreSQL does not match `DESC NULLS LAST` to a `DESC` index).
   */
  notNull?: boolean;
  /**
   * The column belongs to a joined table: its filters (and `q` terms) ask that table first and
   * filter the list by its own key (pagingLookup.ts). Ranges still test `sql`.
   */
  lookup?: PagedLookup;
  /**
   * An exact filter compared as this SQL type (`uuid`): `col = $1::uuid` reads the column's own
   * index, where the default `col::text = $1` cannot. A value that is not a uuid answers 400.
   */
  cast?: 'uuid';
  /** A select filter's declared values: any other value answers 400, naming the ones it takes. */
  choices?: readonly string[];
}

export interface PagedListSpec {
  /** `FROM ... JOIN ...` of the query. */
  from: string;
  /** A fixed condition every page obeys (e.g. `t.side = 'buy'`), may use `$1..` of `params`. */
  where?: string;
  params?: unknown[];
  /** The record's JSON keys, each mapped to its SQL column. Only these filter and sort. */
  columns: Record<string, PagedColumn>;
  /** SELECT list that builds one record (its aliases are the record's keys). */
  select: string;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** A unique column so equal sort keys page deterministically (e.g. `w.id`). */
  tiebreak: string;
  /** Largest page a caller may ask for (default MAX_LIMIT). */
  maxLimit?: number;
  /** The page size when the call names none (default DEFAULT_LIMIT). */
  defaultLimit?: number;
  /**
   * A total kept exactly as the rows are written (a trigger-kept counter), read instead of
   * counting when nothing filters the list (no `where`, no filter) or, with `by`, when the filter
   * is only an exact one on that column: counting a million rows on every first page is slow, and
   * past the cap it says only "more than 10 000".
   */
  keptTotal?: {
    /** A select column whose exact values the kept totals are split by (a status). */
    by?: string;
    /** The total of the rows with any of `values` in `by`, or of every row (null). */
    read: (db: Pick<Db, 'query'>, values: string[] | null) => Promise<number>;
  };
  /**
   * A stored column holding every searchable column's text, lower-cased and joined by spaces (a
   * generated column, e.g. `u.search_text`): a `q` term is then one LIKE on it, not an ILIKE per
   * column. One trigram index serves it, and a sort index can carry it (`INCLUDE`), so a search
   * sorted by a column reads that index alone (migration 126).
   */
  search?: string;
  /** Rows counted exactly and reached by paging (default COUNT_CAP). */
  countCap?: number;
  /**
   * The FROM that counts (and finds a searched or deep page's keys) when the WHERE names no other
   * alias: the list's own table without the joins that only add columns (inner joins on NOT NULL
   * foreign keys, left joins on a key never drop or repeat a row), e.g.
   * `{ from: 'FROM deposits d', aliases: ['d'] }`. The count then
   * reads one table's index (`asset_id = $1`: 10 001 entries of deposits_asset_created) instead
   * of joining every counted row.
   */
  count?: { from: string; aliases: string[] };
}

export interface Page<R> {
  data: R[];
  /** Exact, or the cap when `totalCapped` (there are more). */
  total: number;
  /** True when more than `total` rows match: the client says "more than <total>". */
  totalCapped: boolean;
  /** True when the count was stopped at its time budget: `total` is what the page showed. */
  totalUnknown?: boolean;
  /** Rows the pages reach (min(total, cap)): the last page is ceil(pageableRows / limit). */
  pageableRows: number;
  page: number;
  limit: number;
  /**
   * Where the page's first and last rows stand in the order: ask the next page `after` the last,
   * the previous one `before` the first (keyset, see pagingRequest.ts).
   */
  cursors?: { first?: string; last?: string };
}

export const orderByOf = (spec: PagedListSpec, sort: Paging['sort']) => {
  const column = spec.columns[sort.field];
  const nulls = column.notNull ? '' : ' NULLS LAST';
  return `ORDER BY ${column.sql} ${sort.order}${nulls}, ${spec.tiebreak} ${sort.order}`;
};

/** A query and its numbered parameters. */
export interface SqlQuery {
  sql: string;
  params: unknown[];
}

/** What a page's total counts: `FROM ... WHERE ...`, its parameters, and whether nothing filters. */
export interface PageCount {
  fromWhere: string;
  params: unknown[];
  unfiltered: boolean;
  /**
   * A search term matched more records of a looked-up table than can be listed (a common word
   * among a million users' e-mails): counting would check every row of the list against its own
   * record, which on a big table never fits the count's budget (a withdrawals search waited the
   * whole 40 ms budget at 1 and 10 million users, to say "of many" all the same).
   */
  rowByRow?: boolean;
}

/** The SQL of a page, as the route runs it: its rows, then (pageTotal) maybe its capped count. */
export interface PageQueries {
  rows: SqlQuery;
  count: PageCount;
}

/** The count of `fromWhere` no further than `cap`: cap + 1 index entries stay cheap to read. */
export const cappedCountSql = (fromWhere: string, cap: number) =>
  `SELECT count(*)::int AS n FROM (SELECT 1 ${fromWhere} LIMIT ${cap + 1}) c`;

/** How long a filtered count may run on a PostgreSQL server before the page answers without it. */
export const COUNT_BUDGET_MS = 40;

/** Databases whose counts can be stopped at the budget (PGlite has no statement timeout). */
export type CountingDb = Pick<Db, 'query'> & Partial<Pick<Db, 'transaction' | 'countBudgetMs'>>;

/**
 * The number of rows `fromWhere` (`FROM ... WHERE ...`) matches, counted no further than `cap`:
 * reading cap + 1 index entries stays cheap where counting a million does not. On a PostgreSQL
 * server a count past its budget (COUNT_BUDGET_MS unless the Db says otherwise) is stopped: null.
 */
export async function cappedTotal(
  db: CountingDb,
  fromWhere: string,
  params: unknown[],
  cap: number,
): Promise<Pick<Page<unknown>, 'total' | 'totalCapped'> | null> {
  const sql = cappedCountSql(fromWhere, cap);
  const key = countKey(sql, params);
  const known = knownCount(db, key);
  if (known === 'capped') return { total: cap, totalCapped: true };
  if (known === 'stopped') return null;
  const count = async (q: Pick<Db, 'query'>) =>
    Number((await q.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0);
  let n: number;
  if ('pool' in db && db.transaction) {
    try {
      n = await db.transaction(async (tx) => {
        await tx.query(`SET LOCAL statement_timeout = ${db.countBudgetMs ?? COUNT_BUDGET_MS}`);
        return count(tx);
      });
    } catch (error) {
      if ((error as { code?: unknown }).code !== QUERY_CANCELED) throw error;
      rememberCount(db, key, 'stopped');
      return null;
    }
  } else n = await count(db);
  if (n <= cap) return { total: n, totalCapped: false };
  rememberCount(db, key, 'capped');
  return { total: cap, totalCapped: true };
}

/**
 * How long a page's own statements may run on a PostgreSQL server: under the browser's 20 s wait,
 * so a page nobody waits for any more does not keep running (three abandoned searches held both
 * cores for ten minutes at ten million users).
 */
export const LIST_BUDGET_MS = 15_000;

/** Runs a page's statements within LIST_BUDGET_MS (a PostgreSQL server; PGlite has no timeout). */
export async function withinListBudget<T>(
  db: CountingDb,
  read: (q: Pick<Db, 'query'>) => Promise<T>,
): Promise<T> {
  if (!('pool' in db) || !db.transaction) return read(db);
  try {
    return await db.transaction(async (tx) => {
      await tx.query(`SET LOCAL statement_timeout = ${LIST_BUDGET_MS}`);
      return read(tryingQuerier(tx));
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== QUERY_CANCELED) throw error;
    throw new ApiError(503, LIST_TOO_SLOW);
  }
}

export const LIST_TOO_SLOW =
  'The list took too long to answer: narrow the search or add a filter, then try again';

type CappedCount = Pick<Page<unknown>, 'total' | 'totalCapped'> | null;

/** How the spec's kept total answers this filter, if it does: then no count runs. */
function keptTotalOf(spec: PagedListSpec, paging: Paging, count: PageCount) {
  const kept = spec.keptTotal;
  if (!kept) return undefined;
  if (count.unfiltered) return (db: Pick<Db, 'query'>) => kept.read(db, null);
  const values = kept.by && !spec.where ? exactValuesOf(spec, paging.filter, kept.by) : undefined;
  return values && ((db: Pick<Db, 'query'>) => kept.read(db, values));
}

/**
 * A page's total: known from the page itself when it is the last one, from the spec's kept
 * counter when nothing filters, else counted up to the cap (`counting`: a count already under
 * way, see pageWithTotal).
 */
export async function pageTotal(
  db: CountingDb,
  spec: PagedListSpec,
  paging: Paging,
  rowCount: number,
  count: PageCount,
  counting?: Promise<CappedCount>,
): Promise<Pick<Page<unknown>, 'total' | 'totalCapped' | 'totalUnknown' | 'pageableRows'>> {
  const cap = spec.countCap ?? COUNT_CAP;
  const offset = (paging.page - 1) * paging.limit;
  const kept = keptTotalOf(spec, paging, count);
  let total: CappedCount;
  if (rowCount > 0 && rowCount < paging.limit) {
    total = { total: offset + rowCount, totalCapped: false };
  } else if (kept) {
    total = { total: await kept(db), totalCapped: false };
  } else {
    total = await (counting ?? cappedTotal(db, count.fromWhere, count.params, cap));
  }
  // Stopped: more rows than the page shows (it is full), how many is not known; pages reach one
  // further, and that page counts again.
  if (!total)
    return {
      total: offset + rowCount,
      totalCapped: true,
      totalUnknown: true,
      pageableRows: Math.min(offset + rowCount + paging.limit, cap),
    };
  return { ...total, pageableRows: Math.min(total.total, cap) };
}

/** The table aliases a clause names (`d` and `u` in `d.user_id = u.id`). */
export const aliasesIn = (sql: string) =>
  new Set(
    [...sql.matchAll(/\b([A-Za-z_][A-Za-z0-9_]*)\.(?=[A-Za-z_"])/g)].map(([, alias]) => alias),
  );

/** The FROM of a count: the spec's lean one when the WHERE names only its aliases. */
export function countFromOf(spec: PagedListSpec, whereSql: string): string {
  if (!spec.count) return spec.from;
  const lean = [...aliasesIn(whereSql)].every((alias) => spec.count?.aliases.includes(alias));
  return lean ? spec.count.from : spec.from;
}

/**
 * The SQL of one page of a list (an index walk of offset + limit rows) and of its count; a
 * filter's lookup columns are asked of their tables first (lookupKeysOf).
 */
export async function pageQueriesOf(
  db: Pick<Db, 'query'>,
  spec: PagedListSpec,
  paging: Paging,
): Promise<PageQueries> {
  const fixed = spec.params ?? [];
  const keys = await lookupKeysOf(db, spec, paging.filter);
  const where = whereOf(spec, paging.filter, undefined, keys);
  const params = [...fixed, ...where.params];
  const offset = (paging.page - 1) * paging.limit;
  const orderBy = orderByOf(spec, paging.sort);
  const column = spec.columns[paging.sort.field].sql;
  const select = `${spec.select}, ${placeColumns(column, spec.tiebreak)}`;
  const rowParams = [...params];
  const keyset = keysetOf(column, spec.tiebreak, paging, rowParams);
  const and = (condition: string) =>
    where.sql ? `${where.sql} AND ${condition}` : `WHERE ${condition}`;
  const [condition, order] = keyset
    ? [and(keyset.condition), keyset.orderBy]
    : [where.sql, orderBy];
  const range = `LIMIT ${paging.limit}${offset > 0 && !keyset ? ` OFFSET ${offset}` : ''}`;
  // The page's keys are found first, and only its own rows are built, past page 1 (the rows an
  // OFFSET skips: page 400 as cheap as page 1) and for a search of the stored text (its sort
  // index carries the text: the walk reads the index alone, not each row it passes over).
  const keysFirst = (offset > 0 && !keyset) || Boolean(spec.search && paging.filter.q);
  const sql = keysFirst
    ? `SELECT row_to_json(t) AS record FROM (SELECT ${select} ${spec.from}
        WHERE ${spec.tiebreak} IN (SELECT ${spec.tiebreak} ${countFromOf(spec, `${condition} ${order}`)}
          ${condition} ${order} ${range})
        ${order}) t`
    : `SELECT row_to_json(t) AS record FROM (SELECT ${select} ${spec.from}
        ${condition} ${order} ${range}) t`;
  return {
    rows: { sql, params: rowParams },
    count: {
      fromWhere: `${countFromOf(spec, where.sql)} ${where.sql}`,
      params,
      unfiltered: where.sql === '',
      rowByRow: checksRowByRow(spec, paging.filter, keys),
    },
  };
}

/** Each row's place in the order as text, for the page's cursors (see `placedPage`). */
export const placeColumns = (column: string, tiebreak: string) =>
  `${column}::text AS "__k", ${tiebreak}::text AS "__t"`;

/**
 * The page after (or before) a cursor: one row comparison on the sort column's (column,
 * tiebreak) index, however deep the page, and the order to read in (a page before is read
 * backwards; placedPage turns it round). Adds the cursor's two values to `params`.
 */
export function keysetOf(
  column: string,
  tiebreak: string,
  paging: Paging,
  params: unknown[],
): { condition: string; orderBy: string } | null {
  if (!paging.keyset) return null;
  const forward = 'after' in paging.keyset;
  const cursor = 'after' in paging.keyset ? paging.keyset.after : paging.keyset.before;
  const order = forward ? paging.sort.order : paging.sort.order === 'ASC' ? 'DESC' : 'ASC';
  params.push(cursor.key, cursor.tiebreak);
  const [key, tie] = [`$${params.length - 1}`, `$${params.length}`];
  return {
    condition: `(${column}, ${tiebreak}) ${order === 'ASC' ? '>' : '<'} (${key}, ${tie})`,
    orderBy: `ORDER BY ${column} ${order}, ${tiebreak} ${order}`,
  };
}

/** A cursor whose values the sort column's type refuses (data exception, class 22): a 400. */
export async function readingCursor<T>(paging: Paging, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const sqlState = String((error as { code?: unknown }).code ?? '');
    if (paging.keyset && sqlState.startsWith('22'))
      throw badRequest(
        `Invalid ${'after' in paging.keyset ? 'after' : 'before'}: not a cursor of this list`,
      );
    throw error;
  }
}

/** A page's records in the list's order, without their place columns, and its cursors. */
export function placedPage<R>(
  rows: { record: unknown }[],
  paging: Paging,
): { data: R[]; cursors: NonNullable<Page<R>['cursors']> } {
  const placed = rows.map(({ record }) => record as R & { __k: string; __t: string });
  if (paging.keyset && 'before' in paging.keyset) placed.reverse();
  const place = (row: { __k: string; __t: string } | undefined) =>
    row && encodeCursor({ key: row.__k, tiebreak: row.__t });
  return {
    data: placed.map(({ __k, __t, ...record }) => record as R),
    cursors: { first: place(placed[0]), last: place(placed[placed.length - 1]) },
  };
}

/**
 * A search of the stored text (`PagedListSpec.search`) walks the sort column's index until its
 * page fills. The planner prices that walk at the page's share of the matches, as if they were
 * spread evenly through the order, so it never shares it among workers. They are not: "walker"
 * among ten million users sorted by name passes over 697 111 entries before its 25th match, 220 ms
 * alone and 153 ms shared among two workers. But a worker takes ~20 ms to start on this 2-core
 * machine, and most walks are short (the same search among a million users: 13 ms alone, 53 ms
 * shared). So a search's page runs alone for SEARCH_ALONE_MS, and only a walk that takes longer
 * runs again with workers free to start (small tables stay below the parallel thresholds).
 */
export const SEARCH_ALONE_MS = 30;
export const SEARCH_IN_PARALLEL = 'SET LOCAL parallel_setup_cost = 0';

/** A searched page's rows: alone within SEARCH_ALONE_MS, else shared among workers (see above). */
async function searchedRows<R>(q: Pick<Db, 'query'>, page: SqlQuery) {
  const alone = await triedFirst<{ record: R }>(q, SEARCH_ALONE_MS, [], page.sql, page.params);
  if (alone) return alone;
  await q.query(SEARCH_IN_PARALLEL);
  return (await q.query<{ record: R }>(page.sql, page.params)).rows;
}

/**
 * A page's rows, read within the list's budget, and its total. On a PostgreSQL server a count
 * the total may need starts as soon as its SQL is known and runs beside the rows, on a connection
 * of its own: the page waits for the slower of the two, not for both in turn (the passbook, which
 * always counts, and every filtered or searched page). A last, short page needs no count: the
 * one started is left to finish within its budget; one that would check every row against a
 * looked-up record (PageCount.rowByRow) is not started. PGlite runs one statement at a time:
 * there the count follows the rows, and only when needed.
 */
export async function pageWithTotal<R>(
  db: CountingDb,
  spec: PagedListSpec,
  paging: Paging,
  queriesOf: (q: Pick<Db, 'query'>) => Promise<PageQueries>,
): Promise<Page<R>> {
  const cap = spec.countCap ?? COUNT_CAP;
  let counting: Promise<CappedCount> | undefined;
  const { count, rows } = await withinListBudget(db, (q) =>
    readingCursor(paging, async () => {
      const { rows: page, count } = await queriesOf(q);
      if ('pool' in db && db.transaction && !keptTotalOf(spec, paging, count)) {
        // A count that checks every row against its record is not started: the page answers
        // "of many" as soon as its rows are read, as it would once the count's budget ran out.
        counting = count.rowByRow
          ? Promise.resolve(null)
          : cappedTotal(db, count.fromWhere, count.params, cap);
        counting.catch(() => undefined); // a failed page reports its own error
      }
      const rows =
        canTryFirst(q) && spec.search && paging.filter.q
          ? await searchedRows<R>(q, page)
          : (await q.query<{ record: R }>(page.sql, page.params)).rows;
      return { count, rows };
    }),
  );
  const total = await pageTotal(db, spec, paging, rows.length, count, counting);
  const { data, cursors } = placedPage<R>(rows, paging);
  return { data, ...total, page: paging.page, limit: paging.limit, cursors };
}

/** One page of a list and its total (see pageQueriesOf, pageWithTotal). */
export async function pagedQuery<R>(
  db: CountingDb,
  spec: PagedListSpec,
  input: PagingInput,
): Promise<Page<R>> {
  const paging = readPaging(input, spec);
  return pageWithTotal<R>(db, spec, paging, (q) => pageQueriesOf(q, spec, paging));
}
