import { getter, ISO_DATE, kindOfType, timeBound, cellNumber, type SortKind } from './cellValues';
import {
  normaliseFilter,
  type EngineField,
  type Identifier,
  type ListFilter,
  type ListPage,
  type ListQuery,
  type ListRow,
  type ListSort,
} from './listQuery';

export type {
  EngineField,
  Identifier,
  ListFilter,
  ListPage,
  ListQuery,
  ListRow,
  ListSort,
  SortOrder,
} from './listQuery';

/**
 * The whole-list engine: one fetched array, paged, sorted and filtered in the browser. Only a
 * list whose contract bounds it is whole (src/contracts/wholeLists.ts: 2 000 trade pairs at
 * most), so each query filters and sorts afresh: at that size a pass of the predicates and a
 * comparison sort take a millisecond or two, and nothing is worth keeping between queries.
 */
export class WholeList<R extends ListRow> {
  private readonly fields = new Map<string, EngineField>();
  private readonly searchSources: string[];

  constructor(
    private readonly rows: readonly R[],
    fields: readonly EngineField[] = [],
  ) {
    for (const field of fields) this.fields.set(field.source, field);
    const searchable = fields.filter((f) => f.searchable).map((f) => f.source);
    // Without explicit searchable fields, search the textual ones so `q` still means something.
    this.searchSources = searchable.length
      ? searchable
      : fields
          .filter((f) => f.type === 'text' || f.type === 'email' || f.type === 'person')
          .map((f) => f.source);
  }

  get size(): number {
    return this.rows.length;
  }

  getById(id: Identifier): R | undefined {
    return this.rows.find((row) => String(row.id) === String(id));
  }

  /** One page of the filtered, sorted rows and the filtered total. */
  query({ filter, sort, page = 1, perPage = 25 }: ListQuery = {}): ListPage<R> {
    const rows = this.all(filter, sort);
    const start = Math.max(0, (page - 1) * perPage);
    return { data: rows.slice(start, start + perPage), total: rows.length };
  }

  /** Every filtered row in sort order (CSV export of the filtered rows, not just the page). */
  all(filter?: ListFilter, sort?: ListSort): R[] {
    const tests = normaliseFilter(filter).map(([key, value]) => this.predicate(key, value));
    const rows = this.rows.filter((row) => tests.every((test) => test(row)));
    if (!sort?.field) return rows;
    // Sorted as positions: the sort is stable, so equal values keep the list's order both ways.
    const keys = rows.map(this.sortKey(sort.field));
    const direction = sort.order === 'DESC' ? -1 : 1;
    const order = rows.map((_, i) => i);
    order.sort((a, b) => {
      const x = keys[a];
      const y = keys[b];
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1; // missing: last
      return x < y ? -direction : x > y ? direction : 0;
    });
    return order.map((i) => rows[i]);
  }

  // --- filtering -----------------------------------------------------------------------------

  private predicate(key: string, value: unknown): (row: R) => boolean {
    if (key === 'q') {
      const terms = String(value).toLowerCase().split(/\s+/).filter(Boolean);
      const gets = this.searchSources.map(getter);
      return (row) => {
        // One lowercased text per row; \u0001 keeps a term from matching across fields.
        const text = gets
          .map((get) => get(record(row)) ?? '')
          .join('\u0001')
          .toLowerCase();
        return terms.every((term) => text.includes(term));
      };
    }
    const range = /^(.+)_(gte|lte)$/.exec(key);
    if (range && !this.fields.has(key))
      return this.rangePredicate(range[1], range[2] as 'gte' | 'lte', value);

    const get = getter(key);
    if (this.fields.get(key)?.filter === 'text') {
      const needle = String(value).toLowerCase();
      return (row) =>
        String(get(record(row)) ?? '')
          .toLowerCase()
          .includes(needle);
    }
    // 'select' filters and any other key (e.g. a reference target): exact match, arrays = any of.
    const wanted = new Set((Array.isArray(value) ? value : [value]).map(String));
    return (row) => {
      const cell = get(record(row));
      if (Array.isArray(cell)) return cell.some((v) => wanted.has(String(v)));
      return cell !== undefined && cell !== null && wanted.has(String(cell));
    };
  }

  private rangePredicate(
    source: string,
    bound: 'gte' | 'lte',
    value: unknown,
  ): (row: R) => boolean {
    const kind = this.kindOf(source);
    const limit = kind === 'time' ? timeBound(value, bound) : Number(value);
    if (Number.isNaN(limit)) return () => true;
    const numberOf = this.numberOf(source, kind === 'time' ? 'time' : 'number');
    return bound === 'gte' ? (row) => numberOf(row) >= limit : (row) => numberOf(row) <= limit;
  }

  // --- sorting -------------------------------------------------------------------------------

  /** A row's sort key: a number, or text compared case- and accent-insensitively; null = none. */
  private sortKey(source: string): (row: R) => number | string | null {
    const kind = this.kindOf(source);
    if (kind !== 'string') {
      const numberOf = this.numberOf(source, kind);
      return (row) => {
        const n = numberOf(row);
        return Number.isNaN(n) ? null : n;
      };
    }
    const get = getter(source);
    return (row) => {
      const value = get(record(row));
      return value === undefined || value === null ? null : textKey(String(value));
    };
  }

  /** Numbers or epoch milliseconds; NaN where the row has no usable value. */
  private numberOf(source: string, kind: 'number' | 'time' | 'boolean'): (row: R) => number {
    const get = getter(source);
    return (row) => cellNumber(get(record(row)), kind);
  }

  private kindOf(source: string): SortKind {
    const type = this.fields.get(source)?.type;
    if (type) return kindOfType(type);
    const get = getter(source);
    const sample = this.rows
      .map((row) => get(record(row)))
      .find((v) => v !== undefined && v !== null && v !== '');
    if (typeof sample === 'number') return 'number';
    if (typeof sample === 'boolean') return 'boolean';
    if (typeof sample === 'string' && ISO_DATE.test(sample)) return 'time';
    return 'string';
  }
}

/** The records are untyped JSON from the API; fields are read by path. */
const record = (row: ListRow) => row as unknown as Record<string, unknown>;

/** Lower case without accents; blank text has no key (sorted last, as a missing value). */
function textKey(text: string): string | null {
  const lower = text.trim().toLowerCase();
  if (lower === '') return null;
  // eslint-disable-next-line no-control-regex
  return /[^\u0000-\u007f]/.test(lower)
    ? lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    : lower;
}
