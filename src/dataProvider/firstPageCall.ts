import type { ResourceSchema } from '../resources/types';
import type { ApiCall } from './httpClient';
import { toApiCall, type CallEndpoint } from './endpoint';
import type { ListQuery } from './wholeList';

/*
 * A whole list's requests, apart from the engine that pages it (wholeListCache.ts): the boot
 * path (bootRoute.ts, deriveFirstPages.ts) builds the first-page request before, and without,
 * the engine, which loads with the list's first call.
 */

/** The first page comes from the server only for pages this close to the start. */
const FIRST_ROWS_MAX = 200;

/** The whole list's request (compact columns when the schema says so), with extra query fields. */
export const listCall = (schema: ResourceSchema, query?: Record<string, unknown>): ApiCall => ({
  ...toApiCall(schema.list as CallEndpoint<Record<string, never>, unknown>, {}),
  query: schema.list.format === 'columns' ? { format: 'columns', ...query } : undefined,
});

/**
 * The small request that answers a page of a whole list from the server before the whole list
 * is here: only for pages near the start, unfiltered, in the list's own order. Null otherwise.
 */
export function firstPageCall(schema: ResourceSchema, query: ListQuery): ApiCall | null {
  const { page = 1, perPage = 25 } = query;
  if (schema.list.format !== 'columns') return null;
  if (page * perPage > FIRST_ROWS_MAX || hasFilter(query.filter)) return null;
  const wanted = schema.defaultSort;
  const sort = query.sort?.field ? query.sort : undefined;
  if ((sort?.field ?? '') !== (wanted?.field ?? '') || (sort && sort.order !== wanted?.order))
    return null;
  return listCall(schema, { limit: page * perPage });
}

function hasFilter(filter: Record<string, unknown> | undefined): boolean {
  return Object.values(filter ?? {}).some(
    (value) =>
      value !== undefined &&
      value !== null &&
      !(typeof value === 'string' && value.trim() === '') &&
      !(Array.isArray(value) && value.length === 0),
  );
}
