import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
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
 * its rows. A whole list reads its own answer (wholeListCache.ts).
 */
export function prefetchFirstPage(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  schema: ResourceSchema,
  stored?: StoredListParams,
): void {
  if (schema.list.mode !== 'server') return;
  void queryClient.prefetchQuery(
    getListQuery(dataProvider, schema.name, returningPageParams(schema, stored)),
  );
}
