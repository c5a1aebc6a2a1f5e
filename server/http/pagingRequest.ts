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
}

export interface Paging {
  page: number;
  limit: number;
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

export const DEFAULT_LIMIT = 25;
/** Exact counts and page depth stop here (400 pages of 25): see the contract in paging.ts. */
export const COUNT_CAP = 10_000;
export const MAX_LIMIT = 500;

const JsonText = Type.String({ maxLength: 4000, description: 'JSON-encoded object' });
const IntText = Type.String({ pattern: '^[0-9]{1,9}$' });

/** Query string of a GET list: `?page=1&limit=20&filter={}&sort={"createdAt":-1}`. */
export const PagingQuerystring = Type.Object(
  {
    page: Type.Optional(IntText),
    limit: Type.Optional(IntText),
    filter: Type.Optional(JsonText),
    sort: Type.Optional(JsonText),
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
  return { page, limit, filter, sort };
}
