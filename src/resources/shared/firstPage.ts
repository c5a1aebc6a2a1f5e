import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { getListQuery } from '../../dataProvider/getListQuery';
import type { ResourceSchema } from '../types';

/** What a grid opened from the menu asks for first: its declared defaults (SchemaList). */
export const firstPageParams = (
  schema: ResourceSchema,
): {
  pagination: { page: number; perPage: number };
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
  meta: undefined;
} => ({
  pagination: { page: 1, perPage: schema.list.perPage ?? 25 },
  // react-admin's own default when a list declares none.
  sort: schema.defaultSort ?? { field: 'id', order: 'ASC' },
  filter: schema.defaultFilter ?? {},
  meta: undefined,
});

/**
 * Asks for a server grid's first page into react-admin's cache, under the key its list reads, so
 * the page is on its way while the screen renders (a menu click) and the grid's first render has
 * its rows. A whole list reads its own answer (wholeListCache.ts).
 */
export function prefetchFirstPage(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  schema: ResourceSchema,
): void {
  if (schema.list.mode !== 'server') return;
  void queryClient.prefetchQuery(getListQuery(dataProvider, schema.name, firstPageParams(schema)));
}
