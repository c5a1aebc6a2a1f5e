import { useEffect } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
import { getListQuery } from '../../dataProvider/getListQuery';
import { queryKeys } from '../../dataProvider/queryKeys';

/**
 * While a whole list shows page n, page n + 1 is read from the loaded list (the worker answers in
 * a few ms, off the main thread) into react-admin's own query cache entry for it. "Next page" then
 * renders from the cache in the click's task: one render, no worker round trip. Only once the
 * whole list is loaded (before that, a page would be one more server request), and only when the
 * list is settled (not while the admin's own request is under way).
 */
export function PrefetchNextPage() {
  const { resource, page, perPage, sort, filterValues, total, isFetching } = useListContext();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  // Re-run when the whole list's download ends (the first page may come before it, from the server).
  const loadingWhole = useIsFetching({ queryKey: queryKeys.wholeList(resource) });
  useEffect(() => {
    if (isFetching || loadingWhole || total === undefined || page * perPage >= total) return;
    if (!queryClient.getQueryData(queryKeys.wholeList(resource))) return;
    void queryClient.prefetchQuery(
      getListQuery(dataProvider, resource, {
        pagination: { page: page + 1, perPage },
        sort,
        filter: filterValues,
        meta: undefined,
      }),
    );
  }, [
    queryClient,
    dataProvider,
    resource,
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
