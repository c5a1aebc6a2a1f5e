import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, SortPayload } from 'react-admin';
import { getListQuery } from '../../dataProvider/getListQuery';
import type { ResourceSchema } from '../types';

/** Where react-admin's list keeps a grid's parameters (its own key format). */
export const listParamsKey = (resource: string) => `${resource}.listParams`;

interface FirstPageParams {
  pagination: { page: number; perPage: number };
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
  meta: undefined;
}

/** A grid's parameters as react-admin's list keeps them in the store (per admin). */
export interface StoredListParams {
  filter?: Record<string, unknown>;
  sort?: string;
  order?: 'ASC' | 'DESC';
  page?: number;
  perPage?: number;
}

/** What a grid opened from the menu asks for first: its declared defaults (SchemaList). */
export const firstPageParams = (schema: ResourceSchema): FirstPageParams => ({
  pagination: { page: 1, perPage: schema.list.perPage ?? 25 },
  // react-admin's own default when a list declares none.
  sort: schema.defaultSort ?? { field: 'id', order: 'ASC' },
  filter: schema.defaultFilter ?? {},
  meta: undefined,
});

/**
 * What a grid opened by a bare link asks for: the parameters the admin left it with, when they
 * differ from the defaults (react-admin's own test, `hasCustomParams`), else the defaults.
 */
export function returningPageParams(
  schema: ResourceSchema,
  stored: StoredListParams | undefined,
): FirstPageParams {
  const defaults = firstPageParams(schema);
  const custom =
    stored?.filter &&
    (Object.keys(stored.filter).length > 0 ||
      stored.order != null ||
      stored.page !== 1 ||
      stored.perPage != null ||
      stored.sort != null);
  if (!custom) return defaults;
  return {
    pagination: {
      page: stored.page ?? 1,
      perPage: stored.perPage ?? defaults.pagination.perPage,
    },
    sort: stored.sort ? { field: stored.sort, order: stored.order ?? 'ASC' } : defaults.sort,
    filter: stored.filter ?? {},
    meta: undefined,
  };
}

/**
 * Asks for a server grid's first page into react-admin's cache, under the key its list reads, so
 * the page is on its way while the screen renders (a menu click) and the grid's first render has
 * its rows. A whole list reads its own answer (wholeListCache.ts). Settles when the page is
 * cached, or its call has failed (the grid then asks again and shows the error).
 */
export function prefetchFirstPage(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  schema: ResourceSchema,
  stored?: StoredListParams,
): Promise<void> {
  if (schema.list.mode !== 'server') return Promise.resolve();
  return queryClient.prefetchQuery(
    getListQuery(dataProvider, schema.name, returningPageParams(schema, stored)),
  );
}

/** A list URL's parameters (react-admin's `?filter=&sort=&order=&page=&perPage=`). */
export interface UrlListParams {
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  perPage?: number;
  page?: number;
}

/** Reads them; what is malformed is left out. */
export function parseListSearch(search: string): UrlListParams {
  const query = new URLSearchParams(search);
  const params: UrlListParams = {};
  try {
    const filter: unknown = JSON.parse(query.get('filter') ?? 'null');
    if (filter && typeof filter === 'object' && !Array.isArray(filter))
      params.filter = filter as Record<string, unknown>;
  } catch {
    // A hand-edited URL: no filter.
  }
  const sort = query.get('sort');
  const order = query.get('order');
  if (sort) params.sort = { field: sort, order: order === 'ASC' ? 'ASC' : 'DESC' };
  const perPage = Number(query.get('perPage'));
  if (Number.isInteger(perPage) && perPage > 0 && perPage <= 1000) params.perPage = perPage;
  const page = Number(query.get('page'));
  if (Number.isInteger(page) && page > 1) params.page = page;
  return params;
}

/**
 * What a grid opened at this URL starts from, read ahead of it (useInitialListParams): the URL's
 * parameters, else what the store kept.
 */
export function openedListParams(search: string, stored: StoredListParams | undefined) {
  const fromUrl = parseListSearch(search);
  return Object.keys(fromUrl).length > 0 ? storedParams(fromUrl) : stored;
}

/** react-admin's stored list parameters; what the URL leaves out takes the list's defaults. */
export const storedParams = ({ filter, sort, page, perPage }: UrlListParams) => ({
  filter: filter ?? {},
  displayedFilters: {},
  page: page ?? 1,
  ...(sort ? { sort: sort.field, order: sort.order } : {}),
  ...(perPage ? { perPage } : {}),
});
