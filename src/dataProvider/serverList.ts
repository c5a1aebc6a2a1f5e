import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import type { ProviderSchema } from './providerSchema';
import { apiDownload, apiRequest } from './httpClient';
import { rowsOf, toApiCall, totalOf, withId, type CallEndpoint } from './endpoint';
import type { ListFilter, ListSort } from './listQuery';

/**
 * A `mode: 'server'` list: the server pages, sorts and filters (server/http/paging.ts, after
 * `GET /admin/supportCategory`). The call carries `page`, `limit`, `filter` and a Mongo-style
 * `sort` ({ createdAt: -1 }): in the body of a POST, as query strings of a GET (objects JSON-encoded).
 */

const listEndpoint = (schema: ProviderSchema) =>
  schema.list as CallEndpoint<Record<string, never>, unknown>;

const mongoSort = (sort?: ListSort) =>
  sort?.field ? { [sort.field]: sort.order === 'DESC' ? -1 : 1 } : {};

/** Drops empty filter values (a cleared input) so the server sees only real conditions. */
const cleanFilter = (filter: ListFilter = {}) =>
  Object.fromEntries(
    Object.entries(filter).filter(
      ([, value]) =>
        value !== undefined &&
        value !== null &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  );

/**
 * How far a server-paged list's total and pages reach (server/http/paging.ts): beyond its count
 * cap the server says `totalCapped` ("more than <total>"), past its time budget `totalUnknown`
 * ("of many"), and pages stop at `pageableRows`.
 * Carried to the grid as the getList `meta`; react-admin's `total` stays the server's total (the
 * bell reads it).
 */
export interface ServerPagingMeta {
  totalCapped: boolean;
  pageableRows: number;
  /** The server stopped counting at its time budget: more rows than shown, how many unknown. */
  totalUnknown?: boolean;
}

function pagingMetaOf(result: unknown, total: number): ServerPagingMeta {
  const page = (result ?? {}) as Partial<ServerPagingMeta>;
  const pageableRows = Number(page.pageableRows);
  return {
    totalCapped: page.totalCapped === true,
    pageableRows: Number.isFinite(pageableRows) ? pageableRows : total,
    ...(page.totalUnknown === true ? { totalUnknown: true } : {}),
  };
}

/** A page's first and last rows' places in the order, as the server answers them. */
interface PageCursors {
  first?: string;
  last?: string;
}

/**
 * The cursors of the pages read, per list query, so the next and previous pages are asked by
 * keyset (`after` the page before's last row, `before` the page after's first): however deep,
 * the server reads one index range, and a row added meanwhile does not shift the page. Page 1,
 * and a page picked by number, go by number.
 */
const cursorsByQuery = new Map<string, Map<number, PageCursors>>();
const REMEMBERED_QUERIES = 50;

function cursorsOf(key: string): Map<number, PageCursors> {
  let pages = cursorsByQuery.get(key);
  if (!pages) {
    if (cursorsByQuery.size >= REMEMBERED_QUERIES)
      cursorsByQuery.delete(cursorsByQuery.keys().next().value!);
    pages = new Map();
    cursorsByQuery.set(key, pages);
  }
  return pages;
}

function keysetOf(pages: Map<number, PageCursors>, page: number) {
  if (page <= 1) return {};
  const after = pages.get(page - 1)?.last;
  if (after) return { after };
  const before = pages.get(page + 1)?.first;
  return before ? { before } : {};
}

export async function serverPage(
  schema: ProviderSchema,
  params: Parameters<DataProvider['getList']>[1],
): Promise<{ data: RaRecord[]; total: number; meta: ServerPagingMeta }> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const filter = cleanFilter(params.filter);
  const sort = mongoSort(params.sort);
  const pages = cursorsOf(JSON.stringify([schema.name, filter, sort, perPage]));
  const paging = { page, limit: perPage, filter, sort, ...keysetOf(pages, page) };
  const call = toApiCall(listEndpoint(schema), {}, { extra: paging, signal: params.signal });
  const envelope = await apiRequest<unknown>(call);
  const rows = schema.list.unwrap ? schema.list.unwrap(envelope.result) : rowsOf(envelope.result);
  if (!rows) throw new HttpError(schema.list.errorMessage, 200, envelope);
  const cursors = (envelope.result as { cursors?: PageCursors } | null)?.cursors;
  if (cursors) pages.set(page, cursors);
  const total = totalOf(envelope, rows.length);
  return { data: rows.map(withId), total, meta: pagingMetaOf(envelope.result, total) };
}

/**
 * Every filtered row as CSV, streamed by the server (`list.csvExport: 'format'`): the list call
 * with `format: 'csv'`, the filter and the sort, and no page (never a huge `limit`).
 */
export async function serverCsv(
  schema: ProviderSchema,
  params: { filter?: ListFilter; sort?: ListSort },
): Promise<{ blob: Blob; filename: string }> {
  if (schema.list.mode !== 'server' || schema.list.csvExport !== 'format') {
    throw new HttpError(`${schema.label}: export is not supported.`, 405, null);
  }
  const call = toApiCall(
    listEndpoint(schema),
    {},
    { extra: { format: 'csv', filter: cleanFilter(params.filter), sort: mongoSort(params.sort) } },
  );
  const file = await apiDownload(call);
  return { blob: file.blob, filename: file.filename ?? csvFileName(schema.name) };
}

/** `<resource>-<yyyy-mm-dd>.csv`, the name both export paths give. */
export const csvFileName = (resource: string) =>
  `${resource}-${new Date().toISOString().slice(0, 10)}.csv`;
