import {
  ascending,
  descending,
  identity,
  keepMembers,
  numberRanks,
  stringRanks,
  type SortIndex,
} from './sortIndex';
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
  type SortOrder,
} from './listQuery';
import { Memo } from './memo';

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
 * The whole-list engine: one fetched array, paged, sorted and filtered in the browser.
 *
 * Everything expensive is computed once per loaded list and kept: the search haystack, per-field
 * columns, and per-field sort ranks with the ascending order of all rows. A query then costs:
 * page change = a slice of a memoised index array; re-filter = one pass of cheap predicates;
 * re-sort = the field's precomputed order filtered by a membership mask (O(n), no comparisons).
 * Results are memoised by filter and by (filter, sort). No localeCompare per comparison.
 */

const MEMO_SIZE = 24;

export class WholeList<R extends ListRow> {
  private readonly rows: readonly R[];
  private readonly fields = new Map<string, EngineField>();
  private readonly searchSources: string[];
  private haystackCache?: string[];
  private readonly rawColumns = new Map<string, unknown[]>();
  private readonly lowerColumns = new Map<string, string[]>();
  private readonly numberColumns = new Map<string, Float64Array>();
  private readonly sortIndexes = new Map<string, SortIndex>();
  private readonly filtered = new Memo<Uint32Array | null>(MEMO_SIZE);
  private readonly sorted = new Memo<Uint32Array>(MEMO_SIZE);
  private byId?: Map<string, number>;

  constructor(rows: readonly R[], fields: readonly EngineField[] = []) {
    this.rows = rows;
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
    if (!this.byId) {
      this.byId = new Map();
      const ids = this.rawColumn('id');
      for (let i = 0; i < ids.length; i++) this.byId.set(String(ids[i]), i);
    }
    const index = this.byId.get(String(id));
    return index === undefined ? undefined : this.rows[index];
  }

  /** One page of the filtered, sorted rows and the filtered total. */
  query({ filter, sort, page = 1, perPage = 25 }: ListQuery = {}): ListPage<R> {
    const order = this.indices(filter, sort);
    const start = Math.max(0, (page - 1) * perPage);
    const end = Math.min(order.length, start + perPage);
    const data: R[] = new Array(Math.max(0, end - start));
    for (let k = start; k < end; k++) data[k - start] = this.rows[order[k]];
    return { data, total: order.length };
  }

  /** Every filtered row in sort order (CSV export of the filtered rows, not just the page). */
  all(filter?: ListFilter, sort?: ListSort): R[] {
    const order = this.indices(filter, sort);
    const data: R[] = new Array(order.length);
    for (let k = 0; k < order.length; k++) data[k] = this.rows[order[k]];
    return data;
  }

  /**
   * The expensive one-time work (search haystack, each sortable field's order), as steps the
   * caller runs when the browser is idle, so the admin's first sort or search is already warm.
   */
  warmUpSteps(): (() => void)[] {
    const steps: (() => void)[] = [];
    if (this.searchSources.length) steps.push(() => void this.haystack());
    for (const field of this.fields.values()) {
      if (field.sortable === false || field.type === 'image') continue;
      steps.push(() => void this.sortIndex(field.source));
    }
    return steps;
  }

  /** Row positions of the filtered rows in sort order; memoised by (filter, sort). */
  indices(filter?: ListFilter, sort?: ListSort): Uint32Array {
    const entries = normaliseFilter(filter);
    const filterKey = JSON.stringify(entries);
    const sortKey = sort?.field
      ? `${sort.field}\u0000${sort.order === 'DESC' ? 'DESC' : 'ASC'}`
      : '';
    const key = `${filterKey}\u0001${sortKey}`;
    const hit = this.sorted.get(key);
    if (hit) return hit;

    const subset = this.filterIndices(filterKey, entries);
    let result: Uint32Array;
    if (!sort?.field) {
      result = subset ?? identity(this.rows.length);
    } else {
      const base = this.sortedAll(sort.field, sort.order === 'DESC' ? 'DESC' : 'ASC');
      result = subset ? keepMembers(base, subset, this.rows.length) : base;
    }
    this.sorted.set(key, result);
    return result;
  }

  // --- filtering -----------------------------------------------------------------------------

  /** Matching row positions in original order, or null when nothing filters. */
  private filterIndices(filterKey: string, entries: [string, unknown][]): Uint32Array | null {
    if (entries.length === 0) return null;
    const hit = this.filtered.get(filterKey);
    if (hit !== undefined) return hit;
    const tests = entries.map(([key, value]) => this.predicate(key, value));
    const n = this.rows.length;
    const out = new Uint32Array(n);
    let count = 0;
    outer: for (let i = 0; i < n; i++) {
      for (let t = 0; t < tests.length; t++) if (!tests[t](i)) continue outer;
      out[count++] = i;
    }
    const result = out.slice(0, count);
    this.filtered.set(filterKey, result);
    return result;
  }

  private predicate(key: string, value: unknown): (i: number) => boolean {
    if (key === 'q') {
      const terms = String(value).toLowerCase().split(/\s+/).filter(Boolean);
      const haystack = this.haystack();
      return (i) => {
        const text = haystack[i];
        for (let t = 0; t < terms.length; t++) if (!text.includes(terms[t])) return false;
        return true;
      };
    }
    const range = /^(.+)_(gte|lte)$/.exec(key);
    if (range && !this.fields.has(key))
      return this.rangePredicate(range[1], range[2] as 'gte' | 'lte', value);

    if (this.fields.get(key)?.filter === 'text') {
      const needle = String(value).toLowerCase();
      const column = this.lowerColumn(key);
      return (i) => column[i].includes(needle);
    }
    // 'select' filters and any other key (e.g. a reference target): exact match, arrays = any of.
    const wanted = new Set((Array.isArray(value) ? value : [value]).map(String));
    const column = this.rawColumn(key);
    return (i) => {
      const cell = column[i];
      if (Array.isArray(cell)) return cell.some((v) => wanted.has(String(v)));
      return cell !== undefined && cell !== null && wanted.has(String(cell));
    };
  }

  private rangePredicate(
    source: string,
    bound: 'gte' | 'lte',
    value: unknown,
  ): (i: number) => boolean {
    const kind = this.kindOf(source);
    const limit = kind === 'time' ? timeBound(value, bound) : Number(value);
    if (Number.isNaN(limit)) return () => true;
    const column = this.numberColumn(source, kind === 'time' ? 'time' : 'number');
    return bound === 'gte' ? (i) => column[i] >= limit : (i) => column[i] <= limit;
  }

  private haystack(): string[] {
    if (!this.haystackCache) {
      const columns = this.searchSources.map((source) => this.rawColumn(source));
      const n = this.rows.length;
      const haystack: string[] = new Array(n);
      const parts: unknown[] = new Array(columns.length);
      for (let i = 0; i < n; i++) {
        for (let c = 0; c < columns.length; c++) parts[c] = columns[c][i] ?? '';
        // One flat, lowercased string per row; \u0001 keeps a term from matching across fields.
        haystack[i] = parts.join('\u0001').toLowerCase();
      }
      this.haystackCache = haystack;
    }
    return this.haystackCache;
  }

  // --- columns -------------------------------------------------------------------------------

  private rawColumn(source: string): unknown[] {
    let column = this.rawColumns.get(source);
    if (!column) {
      const get = getter(source);
      const { length } = this.rows;
      column = new Array(length);
      for (let i = 0; i < length; i++)
        column[i] = get(this.rows[i] as unknown as Record<string, unknown>);
    }
    this.rawColumns.set(source, column);
    return column;
  }

  private lowerColumn(source: string): string[] {
    let column = this.lowerColumns.get(source);
    if (!column) {
      column = this.rawColumn(source).map((v) =>
        v === undefined || v === null ? '' : String(v).toLowerCase(),
      );
      this.lowerColumns.set(source, column);
    }
    return column;
  }

  /** Numbers or epoch milliseconds; NaN where the row has no usable value. */
  private numberColumn(source: string, kind: 'number' | 'time' | 'boolean'): Float64Array {
    const key = `${kind}:${source}`;
    let column = this.numberColumns.get(key);
    if (!column) {
      const raw = this.rawColumn(source);
      column = new Float64Array(raw.length);
      for (let i = 0; i < raw.length; i++) column[i] = cellNumber(raw[i], kind);
      this.numberColumns.set(key, column);
    }
    return column;
  }

  private kindOf(source: string): SortKind {
    const type = this.fields.get(source)?.type;
    if (type) return kindOfType(type);
    const sample = this.rawColumn(source).find((v) => v !== undefined && v !== null && v !== '');
    if (typeof sample === 'number') return 'number';
    if (typeof sample === 'boolean') return 'boolean';
    if (typeof sample === 'string' && ISO_DATE.test(sample)) return 'time';
    return 'string';
  }

  // --- sorting -------------------------------------------------------------------------------

  private sortedAll(field: string, order: SortOrder): Uint32Array {
    const index = this.sortIndex(field);
    if (order === 'ASC') return index.asc;
    if (!index.desc) index.desc = descending(index);
    return index.desc;
  }

  private sortIndex(field: string): SortIndex {
    let index = this.sortIndexes.get(field);
    if (!index) {
      const kind = this.kindOf(field);
      const { rank, distinct } =
        kind === 'string'
          ? stringRanks(this.rawColumn(field))
          : numberRanks(this.numberColumn(field, kind));
      index = { rank, ...ascending(rank, distinct) };
      this.sortIndexes.set(field, index);
    }
    return index;
  }
}
