import type { Db } from '../db/index.ts';
import { badRequest } from './envelope.ts';
import type { PagedColumn, PagedListSpec } from './paging.ts';
import {
  checkedRowByRow,
  likePattern,
  lookupClause,
  resolveLookups,
  type LookupKeys,
  type LookupTest,
} from './pagingLookup.ts';

/**
 * The filter half of the server-paged list contract (paging.ts): a filter object becomes a WHERE
 * clause of numbered parameters, never of spliced values.
 */

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function scalar(value: unknown, key: string): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  throw badRequest(`Invalid filter: '${key}' must be text or a number`);
}

function rangeBound(value: unknown, column: PagedColumn, key: string, bound: 'gte' | 'lte') {
  const text = scalar(value, key);
  if (column.type === 'number') {
    if (!/^-?\d{1,18}(\.\d{1,18})?$/.test(text))
      throw badRequest(`Invalid filter: '${key}' must be a number`);
    return { sql: '::numeric', value: text };
  }
  if (column.type === 'date') {
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
    const time = Date.parse(dateOnly ? `${text}T00:00:00Z` : text);
    if (Number.isNaN(time)) throw badRequest(`Invalid filter: '${key}' must be a date`);
    const at = dateOnly && bound === 'lte' ? time + 86_400_000 - 1 : time;
    return { sql: '::timestamptz', value: new Date(at).toISOString() };
  }
  throw badRequest(`Invalid filter: '${key}' is not a range`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An exact uuid filter's values, refused (400) before PostgreSQL would fail on them. */
function castable(value: unknown, key: string) {
  const values = Array.isArray(value) ? value : [value];
  if (!values.every((v) => typeof v === 'string' && UUID.test(v)))
    throw badRequest(`Invalid filter: '${key}' must be an id`);
}

/** A select filter's values, each one of those it declares (else 400: none could match). */
function chosen(value: unknown, key: string, choices: readonly string[]) {
  const values = Array.isArray(value) ? value : [value];
  const unknown = values.find((v) => !choices.includes(String(v)));
  if (unknown !== undefined)
    throw badRequest(
      `Invalid filter: '${key}' is one of ${choices.join(', ')} (not '${String(unknown)}')`,
    );
}

/** One test of a column: a case-insensitive substring (`like`) or any of exact values (`equal`). */
interface ColumnTest {
  column: PagedColumn;
  how: 'like' | 'equal';
  values: string[];
}

/** A filter, part by part: each part is a range, or tests of which one must hold (a q term). */
type FilterPart =
  | { tests: ColumnTest[] }
  | { term: string }
  | { range: { column: PagedColumn; op: '>=' | '<='; value: string; cast: string } };

function filterParts(spec: PagedListSpec, filter: Record<string, unknown>): FilterPart[] {
  const parts: FilterPart[] = [];
  for (const key of Object.keys(filter).sort()) {
    const value = filter[key];
    if (isEmpty(value)) continue;
    if (key === 'q') {
      const searchable = Object.values(spec.columns).filter((c) => c.searchable);
      if (searchable.length === 0) continue;
      // A term has no whitespace, so it matches inside one column: one ILIKE per column, ORed,
      // is the same test as searching the joined text, and each can use a trigram index.
      for (const term of scalar(value, key).split(/\s+/).filter(Boolean)) {
        parts.push(
          spec.search
            ? { term }
            : { tests: searchable.map((column) => ({ column, how: 'like', values: [term] })) },
        );
      }
      continue;
    }
    const range = /^(.+)_(gte|lte)$/.exec(key);
    if (range && !spec.columns[key]) {
      const column = spec.columns[range[1]];
      const bound = rangeBound(value, column, key, range[2] as 'gte' | 'lte');
      const op = range[2] === 'gte' ? '>=' : '<=';
      parts.push({ range: { column, op, value: bound.value, cast: bound.sql } });
      continue;
    }
    const column = spec.columns[key];
    if (column.cast === 'uuid') castable(value, key);
    if (column.choices) chosen(value, key, column.choices);
    parts.push({
      tests: [
        column.type === 'text'
          ? { column, how: 'like', values: [scalar(value, key)] }
          : {
              column,
              how: 'equal',
              values: (Array.isArray(value) ? value : [value]).map((v) => scalar(v, key)),
            },
      ],
    });
  }
  return parts;
}

/** The tests of a filter that ask a joined table first (give their keys to whereOf). */
export function lookupTestsOf(spec: PagedListSpec, filter: Record<string, unknown>): LookupTest[] {
  return filterParts(spec, filter).flatMap((part) =>
    'tests' in part
      ? part.tests.flatMap(({ column, how, values }) =>
          column.lookup ? [{ lookup: column.lookup, how, values }] : [],
        )
      : [],
  );
}

/**
 * The values of a filter that tests nothing but `key`'s exact value (e.g. `{ status: 'blocked' }`),
 * else undefined: what a kept total split by that column can answer (PagedListSpec.keptTotal).
 */
export function exactValuesOf(
  spec: PagedListSpec,
  filter: Record<string, unknown>,
  key: string,
): string[] | undefined {
  const parts = filterParts(spec, filter);
  const tests = parts.length === 1 && 'tests' in parts[0] ? parts[0].tests : [];
  const only = tests.length === 1 ? tests[0] : undefined;
  const exact = only?.how === 'equal' && only.column === spec.columns[key] && !only.column.lookup;
  return exact ? only.values : undefined;
}

/** The keys of a filter's lookup columns, read from their tables (see pagingLookup.ts). */
export const lookupKeysOf = (
  db: Pick<Db, 'query'>,
  spec: PagedListSpec,
  filter: Record<string, unknown>,
) => resolveLookups(db, lookupTestsOf(spec, filter));

/** Whether a filter, given its lookups' keys, checks rows one by one (see PageCount.rowByRow). */
export const checksRowByRow = (
  spec: PagedListSpec,
  filter: Record<string, unknown>,
  keys: LookupKeys,
) => checkedRowByRow(lookupTestsOf(spec, filter), keys);

/**
 * The WHERE clause and its parameters for a filter (numbered after `firstParam - 1` fixed ones).
 * Lookup columns use `keys` when given (lookupKeysOf), else ask their table in a subquery.
 */
export function whereOf(
  spec: PagedListSpec,
  filter: Record<string, unknown>,
  firstParam = (spec.params?.length ?? 0) + 1,
  keys?: LookupKeys,
): { sql: string; params: unknown[] } {
  const clauses: string[] = spec.where ? [`(${spec.where})`] : [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  const testSql = ({ column, how, values }: ColumnTest) => {
    if (column.lookup) return lookupClause({ lookup: column.lookup, how, values }, keys, param);
    if (how === 'like') return `${column.sql}::text ILIKE ${param(likePattern(values[0]))}`;
    if (column.cast)
      return values.length === 1
        ? `${column.sql} = ${param(values[0])}::${column.cast}`
        : `${column.sql} = ANY(${param(values)}::${column.cast}[])`;
    // One value as an equality: the planner then reads a (column, sort) index in order, which
    // it does not for `= ANY(array)` (the P2P side, a status).
    return values.length === 1
      ? `${column.sql}::text = ${param(values[0])}`
      : `${column.sql}::text = ANY(${param(values)}::text[])`;
  };
  for (const part of filterParts(spec, filter)) {
    if ('term' in part) {
      clauses.push(`${spec.search} LIKE lower(${param(likePattern(part.term))})`);
      continue;
    }
    if ('range' in part) {
      const { column, op, value, cast } = part.range;
      clauses.push(`${column.sql} ${op} ${param(value)}${cast}`);
      continue;
    }
    const tests = part.tests.map(testSql);
    clauses.push(tests.length === 1 ? tests[0] : `(${tests.join(' OR ')})`);
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}
