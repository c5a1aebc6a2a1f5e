import { useEffect } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
import type { FieldSchema } from '../types';
import { getListQuery } from '../../dataProvider/getListQuery';
import { queryKeys } from '../../dataProvider/queryKeys';
import { nextOrder, sortsBy } from './sortOrder';

/**
 * While a whole list shows a page, the views one click away are read from the loaded list into
 * react-admin's own query cache: the next page, then the first page of each sortable column in
 * the order its header would ask for. "Next page" or a header click then renders from the cache
 * in the click's task: one render. One read at a time, so a read the admin
 * asks for meanwhile waits for at most one.
 * Only once the whole list is loaded (before that, a read would be one more server request), and
 * only when the list is settled (not while the admin's own request is under way).
 */
export function PrefetchNextViews({ fields }: { fields: readonly FieldSchema[] }) {
  const { resource, page, perPage, sort, filterValues, total, isFetching } = useListContext();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  // Re-run when the whole list's download ends (the first page may come before it, from the server).
  const loadingWhole = useIsFetching({ queryKey: queryKeys.wholeList(resource) });
  useEffect(() => {
    if (isFetching || loadingWhole || total === undefined) return;
    if (!queryClient.getQueryData(queryKeys.wholeList(resource))) return;
    const read = (pageNumber: number, order: typeof sort) =>
      queryClient.prefetchQuery(
        getListQuery(dataProvider, resource, {
          pagination: { page: pageNumber, perPage },
          sort: order,
          filter: filterValues,
          meta: undefined,
        }),
      );
    const reads: (() => Promise<void>)[] = [];
    if (page * perPage < total) reads.push(() => read(page + 1, sort));
    for (const field of fields.filter(sortsBy)) {
      reads.push(() => read(1, { field: field.source, order: nextOrder(sort, field.source) }));
    }
    let cancelled = false;
    void (async () => {
      for (const next of reads) if (!cancelled) await next();
    })();
    return () => {
      cancelled = true;
    };
  }, [
    queryClient,
    dataProvider,
    resource,
    fields,
    page,
    perPage,
    sort,
    filterValues,
    total,
    isFetching,
    loadingWhole,
  ]);
  return null;
}
