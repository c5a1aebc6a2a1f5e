import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { paths } from '../config/paths';
import { LIST_PARAMS } from '../boot/firstPageManifest';
import { forgetBootHandoff } from '../boot/firstPageRequest';
import { firstPageCall } from '../dataProvider/firstPageCall';
import { getListQuery, type ListParams } from '../dataProvider/getListQuery';
import { preloadList } from './lazyScreens';
import { catalogEntry, loadResource } from './catalog';
import type { ResourceDefinition } from './shared/definition';

/** The admin's one query cache and the provider its screens read through (custom/AdminApp.tsx). */
export interface AdminData {
  queryClient: QueryClient;
  dataProvider: DataProvider;
}

/**
 * Boot work for the URL the browser opened, started by App beside the admin's own code. A
 * resource's list URL loads that list screen's code, and fetches the first page the list will
 * ask for (its default page: no filter, the schema's sort and page size) into the admin's query
 * cache under the list's own key, so the grid finds its rows there (or the request under way)
 * and asks nothing. Resolves once that page is cached or has failed.
 */
export async function bootRoute(
  pathname: string,
  search: string,
  admin: AdminData | Promise<AdminData>,
): Promise<void> {
  try {
    const prefix = `${paths.admin}/`;
    if (!pathname.startsWith(prefix)) return;
    const entry = catalogEntry(pathname.slice(prefix.length).replace(/\/$/, ''));
    if (!entry) return;
    const definition = await loadResource(entry);
    const params = defaultListParams(definition, new URLSearchParams(search));
    // The cache is AdminApp's: its module, loading beside this one, holds it (not a chunk of its
    // own: split out of AdminApp, the cache's code cost login + dashboard ~2.7 kB gzip in 7 more
    // chunks). On a list URL the boot script's request is already out; without it (a narrow
    // window, the admin's own grid settings) the request leaves once AdminApp has evaluated,
    // still before the grid, which waits for the admin's identity. A failed load is shown by the
    // screen itself.
    const firstPage =
      params && Promise.resolve(admin).then((data) => cacheFirstPage(data, entry.name, params));
    preloadList(entry).catch(() => undefined);
    await firstPage;
  } finally {
    // The boot script's request (src/boot/firstRows.ts) was for this first page: if the fetch
    // above did not adopt it, nothing later may take its answer for a fresh one.
    forgetBootHandoff();
  }
}

/**
 * What the generic grid (SchemaList) asks for on a list's default URL; null when the list may ask
 * for something else (its own screen, a server list, parameters in the URL) or when its first
 * page is not one small request (firstPageCall).
 */
function defaultListParams(
  { list, schema }: ResourceDefinition,
  query: URLSearchParams,
): ListParams | null {
  if (list || schema.list.mode !== 'whole' || !schema.defaultSort) return null;
  if (LIST_PARAMS.some((param) => query.has(param))) return null;
  const perPage = schema.list.perPage ?? 25;
  const { field, order } = schema.defaultSort;
  const params = {
    pagination: { page: 1, perPage },
    sort: { field, order },
    filter: {},
    meta: undefined,
  };
  return firstPageCall(schema, { page: 1, perPage, sort: params.sort, filter: {} }) ? params : null;
}

/**
 * react-query runs the list's own query now: one cache and one dedupe with the grid (which joins
 * the fetch under way or reads the answer while the client's staleTime holds it fresh), and the
 * list's own options (no retry, as useListController). The first-page read adopts the boot
 * script's request (dataProvider/bootAnswer.ts).
 */
function cacheFirstPage(
  { queryClient, dataProvider }: AdminData,
  name: string,
  params: ListParams,
) {
  const { queryKey, queryFn } = getListQuery(dataProvider, name, params);
  return queryClient.fetchQuery({ queryKey, queryFn, retry: false }).then(
    () => undefined,
    () => {
      // A failure no enabled list waits for is not kept as the list's answer (read beside a
      // pending access check it would show as an error): the grid asks for itself when it may.
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (query && !query.isActive()) void queryClient.resetQueries({ queryKey, exact: true });
    },
  );
}
