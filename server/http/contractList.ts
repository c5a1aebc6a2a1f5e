import {
  columnsOf,
  roleOf,
  USER_FILTER,
  type ContractField,
  type PagedListContract,
} from '../../src/contracts/resources/types.ts';
import { iso } from '../routes/records.ts';
import { badRequest } from './envelope.ts';
import type { PagedColumn, PagedColumnType, PagedListSpec } from './paging.ts';

/**
 * A server-paged list built on its contract (src/contracts/resources/): the contract says which
 * fields sort, filter, search and export; the server says only how, in SQL. One place owns the
 * mapping, and it refuses at start (the module throws on import) a contract the SQL does not
 * serve: a grid never offers a control the server answers with 400.
 */

/** A contract field's SQL. Its type defaults to the contract's (a `select` filter is exact, …). */
export type SqlColumn = Omit<PagedColumn, 'type' | 'sortable' | 'searchable'> & {
  type?: PagedColumnType;
  /** The record's value, where it is not what sorts and filters (a name sorted lower-cased). */
  value?: string;
};

export interface ContractListSql extends Omit<PagedListSpec, 'columns' | 'defaultSort' | 'select'> {
  /** The SQL of each contract field that sorts, filters or is searched, by its key. */
  columns: Record<string, SqlColumn>;
  /** The SQL of the record's other fields (a count, a time only shown), by their keys. */
  values?: Record<string, string>;
  /**
   * The SELECT list by hand, for a record the fields' SQL cannot build alone. Without it the
   * SELECT is generated: `_id`, then each field of the record from `values` or `columns`
   * (`value`, else `sql`), a datetime as ISO text.
   */
  select?: string;
  /** Filters the API offers beyond its grids (`_id` for one record, a user's id), as they are. */
  apiColumns?: Record<string, PagedColumn>;
}

export interface ContractListSpec extends PagedListSpec {
  /** The grids this list serves: several views of one endpoint tell themselves apart by `fixed`. */
  contracts: PagedListContract[];
}

const FILTER_TYPES = {
  select: 'select',
  text: 'text',
  dateRange: 'date',
  numberRange: 'number',
} as const;

function typeOf(field: ContractField): PagedColumnType {
  if (field.filter) return FILTER_TYPES[field.filter];
  if (field.type === 'date' || field.type === 'datetime') return 'date';
  if (['number', 'money', 'cryptoAmount', 'percent'].includes(field.type)) return 'number';
  return field.type === 'status' || field.type === 'boolean' ? 'select' : 'text';
}

/** A field the list sorts, filters or searches: it needs a column of its own in the SQL. */
export const needsColumn = (field: ContractField) =>
  Boolean(field.sortable || field.filter || field.searchable);

/** The spec of a list serving one contract, or several views of one endpoint (same fields' SQL). */
export function pagedListFromContract(
  contractOrViews: PagedListContract | PagedListContract[],
  sql: ContractListSql,
): ContractListSpec {
  const contracts = Array.isArray(contractOrViews) ? contractOrViews : [contractOrViews];
  const { columns: sqlColumns, apiColumns = {}, values: _values, select, ...rest } = sql;
  const name = contracts.map((c) => c.name).join(', ');
  const fail = (problem: string): never => {
    throw new Error(`Paged list ${name}: ${problem}`);
  };
  const fields = contracts.flatMap((contract) => contract.fields);
  const query = { ...rest, select: select ?? selectOf(fields, sql, fail) };
  const selected = selectKeysOf(query.select);
  for (const field of fields) {
    if (needsColumn(field) && !sqlColumns[field.key]) {
      fail(`'${field.key}' sorts, filters or is searched, but has no server column`);
    }
    if (roleOf(field) !== 'filter' && !selected.has(field.key)) {
      fail(`'${field.key}' is a field of the record, but the SELECT does not build it`);
    }
  }
  const columns: Record<string, PagedColumn> = {};
  for (const [key, column] of Object.entries(sqlColumns)) {
    const same = fields.filter((field) => field.key === key);
    if (!same.some(needsColumn))
      fail(`'${key}' has SQL but no contract sorts, filters or searches it`);
    const filtered = same.find((field) => field.filter) ?? same[0];
    const type = typeOf(filtered);
    if (column.type && filtered.filter && column.type !== type) {
      fail(`'${key}' filters as ${filtered.filter}, but its column is of type ${column.type}`);
    }
    const choices = (column.type ?? type) === 'select' ? filtered.values : undefined;
    columns[key] = {
      ...column,
      ...(choices ? { choices } : {}),
      type: column.type ?? type,
      sortable: same.some((field) => field.sortable),
      searchable: same.some((field) => field.searchable),
    };
  }
  for (const key of Object.keys(apiColumns)) {
    if (columns[key]) fail(`'${key}' is a contract field: declare its SQL in columns`);
  }
  if (contracts.some((c) => c.userFilter) && !apiColumns[USER_FILTER])
    fail(`its contract filters by '${USER_FILTER}', but the SQL has no such column`);
  const { defaultSort } = contracts[0];
  if (!columns[defaultSort.field]?.sortable)
    fail(`the default sort '${defaultSort.field}' does not sort`);
  return { ...query, columns: { ...columns, ...apiColumns }, defaultSort, contracts };
}

/** The generated SELECT list: `_id` and each field of the record, by the SQL the list declares. */
function selectOf(fields: ContractField[], sql: ContractListSql, fail: (problem: string) => never) {
  const items = new Map<string, string>();
  const id = sql.apiColumns?._id?.sql;
  if (id) items.set('_id', `${id} AS "_id"`);
  for (const field of fields) {
    if (roleOf(field) === 'filter' || items.has(field.key)) continue;
    const column = sql.columns[field.key];
    const value = sql.values?.[field.key] ?? column?.value ?? column?.sql;
    if (!value)
      fail(`'${field.key}' is a field of the record, but has no SQL in columns or values`);
    items.set(field.key, `${field.type === 'datetime' ? iso(value!) : value} AS "${field.key}"`);
  }
  return [...items.values()].join(', ');
}

/** The grid a call comes from: the view whose fixed payload it carries, else the first. */
export function contractOf(
  spec: ContractListSpec,
  fixed: Record<string, unknown> = {},
): PagedListContract {
  const matches = (contract: PagedListContract) =>
    Object.entries(contract.endpoint.fixed ?? {}).every(
      ([key, value]) => JSON.stringify(fixed[key]) === JSON.stringify(value),
    );
  return spec.contracts.find(matches) ?? spec.contracts[0];
}

/** The CSV of a grid: its columns, headed by their labels; 400 where the grid offers no export. */
/** Values the server computes (numbers, times, yes/no), never text someone typed. */
const PLAIN_CSV_TYPES = new Set<ContractField['type']>([
  'number',
  'money',
  'cryptoAmount',
  'percent',
  'date',
  'datetime',
  'boolean',
]);

export function csvOf(contract: PagedListContract) {
  if (!contract.export) throw badRequest(`Export is not offered for ${contract.name}`);
  return {
    columns: columnsOf(contract).map(({ key, label, type }) => ({
      key,
      label,
      plain: PLAIN_CSV_TYPES.has(type),
    })),
    // <name>-<yyyy-mm-dd>.csv, a nested name's slash made a dash (p2p-p2p-buy).
    filename: contract.name.replace(/\//g, '-'),
  };
}

/**
 * The keys a SELECT list builds: each top-level item's alias (`... AS "fiatTotal"`) or column
 * name (`t.side`). Commas inside parentheses and quotes do not split items.
 */
export function selectKeysOf(select: string): Set<string> {
  const items: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < select.length; i++) {
    const c = select[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      items.push(select.slice(start, i));
      start = i + 1;
    }
  }
  items.push(select.slice(start));
  const keyOf = (item: string) =>
    /(?:\bAS\s+"?|\.|^)"?([A-Za-z_][A-Za-z0-9_]*)"?$/i.exec(item.trim())?.[1] ?? '';
  return new Set(items.map(keyOf));
}
