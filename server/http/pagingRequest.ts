import { Type } from '@fastify/type-provider-typebox';
import { badRequest } from './envelope.ts';
import type { PagedListSpec } from './paging.ts';

/**
 * What a caller asks of a server-paged list (paging.ts): page, limit, filter and sort, read from
 * a GET query or a POST body and checked against the list's columns before any SQL is built.
 */

export interface PagingInput {
  page?: number | string;
  limit?: number | string;
  filter?: Record<string, unknown> | string;
  sort?: Record<string, unknown> | string;
  /** The `cursors.last` of the page before: this page is read after it, by keyset. */
  after?: string;
  /** The `cursors.first` of the page after: this page is read before it, by keyset. */
  before?: string;
}

/** A row's place in the list's order: its sort key and tiebreak, as text. */
export interface Cursor {
  key: string;
  tiebreak: string;
}

export interface Paging {
  page: number;
  limit: number;
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  keyset?: { after: Cursor } | { before: Cursor };
}

export const DEFAULT_LIMIT = 25;
/** Exact counts and page depth stop here (400 pages of 25): see the contract in paging.ts. */
export const COUNT_CAP = 10_000;
export const MAX_LIMIT = 500;

const JsonText = Type.String({ maxLength: 4000, description: 'JSON-encoded object' });
const IntText = Type.String({ pattern: '^[0-9]{1,9}$' });
const CursorText = Type.String({
  maxLength: 400,
  pattern: '^[A-Za-z0-9_-]+$',
  description: "A page's cursors.first or cursors.last",
});

/** Query string of a GET list: `?page=1&limit=20&filter={}&sort={"createdAt":-1}`. */
export const PagingQuerystring = Type.Object(
  {
    page: Type.Optional(IntText),
    limit: Type.Optional(IntText),
    filter: Type.Optional(JsonText),
    sort: Type.Optional(JsonText),
    after: Type.Optional(CursorText),
    before: Type.Optional(CursorText),
  },
  { additionalProperties: false },
);

/** Body fields of a POST list; every one optional, so the spec's empty body `{}` is page 1. */
export const pagingBodyProperties = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT })),
  filter: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown())),
  sort: Type.Optional(
    Type.Record(
      Type.String({ maxLength: 100 }),
      Type.Union([Type.Literal(1), Type.Literal(-1), Type.Literal('ASC'), Type.Literal('DESC')]),
    ),
  ),
  after: Type.Optional(CursorText),
  before: Type.Optional(CursorText),
};
export const PagingBody = Type.Object(pagingBodyProperties, { additionalProperties: false });

function parseJsonObject(raw: unknown, name: string): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === '') return {};
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest(`Invalid ${name}: not JSON`);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest(`Invalid ${name}: expected an object`);
  }
  return value as Record<string, unknown>;
}

function positiveInt(raw: unknown, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw badRequest(`Invalid ${name}: an integer between 1 and ${max}`);
  }
  return value;
}

/** Validates page, limit, filter and sort against the spec's columns (400 with a clear message). */
export function readPaging(input: PagingInput, spec: PagedListSpec): Paging {
  const maxLimit = spec.maxLimit ?? MAX_LIMIT;
  const page = positiveInt(input.page, 'page', 1, 1_000_000_000);
  const limit = positiveInt(input.limit, 'limit', spec.defaultLimit ?? DEFAULT_LIMIT, maxLimit);
  const cap = spec.countCap ?? COUNT_CAP;
  if ((page - 1) * limit >= cap) {
    throw badRequest(
      `Invalid page: pages reach the first ${cap.toLocaleString('en-US')} rows; narrow the filter or reverse the sort to see the rest`,
    );
  }
  const filter = parseJsonObject(input.filter, 'filter');
  const sortObject = parseJsonObject(input.sort, 'sort');
  const sortKeys = Object.keys(sortObject);
  if (sortKeys.length > 1) throw badRequest('Invalid sort: one column at a time');
  let sort = spec.defaultSort;
  if (sortKeys.length === 1) {
    const field = sortKeys[0];
    const column = spec.columns[field];
    if (!column || column.sortable === false)
      throw badRequest(`Invalid sort: '${field}' cannot be sorted`);
    const direction = sortObject[field];
    const order =
      direction === 1 || direction === 'ASC' || direction === '1'
        ? 'ASC'
        : direction === -1 || direction === 'DESC' || direction === '-1'
          ? 'DESC'
          : null;
    if (!order) throw badRequest(`Invalid sort: '${field}' must be 1 or -1`);
    sort = { field, order };
  }
  for (const key of Object.keys(filter)) {
    if (key === 'q') continue;
    const range = /^(.+)_(gte|lte)$/.exec(key);
    const column = spec.columns[range && !spec.columns[key] ? range[1] : key];
    if (!column) throw badRequest(`Invalid filter: '${key}' is not a filter of this list`);
  }
  const keyset = keysetOf(input, spec.columns[sort.field]?.notNull === true);
  return { page, limit, filter, sort, ...(keyset ? { keyset } : {}) };
}

/** A cursor as the page answers it: base64url of `[key, tiebreak]`. */
export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.key, cursor.tiebreak])).toString('base64url');

function decodeCursor(text: string, name: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string'))
      return { key: value[0], tiebreak: value[1] };
  } catch {
    // reported below
  }
  throw badRequest(`Invalid ${name}: not a cursor of this list`);
}

/**
 * Next and previous pages read by keyset when the sort column has no NULLs (one row comparison
 * on its index); otherwise the page number's OFFSET serves, as it does for a page picked by
 * number.
 */
function keysetOf(input: PagingInput, sortable: boolean): Paging['keyset'] {
  if (input.after !== undefined && input.before !== undefined)
    throw badRequest('Invalid page: give after or before, not both');
  if (input.after) {
    const after = decodeCursor(input.after, 'after');
    return sortable ? { after } : undefined;
  }
  if (input.before) {
    const before = decodeCursor(input.before, 'before');
    return sortable ? { before } : undefined;
  }
  return undefined;
}
