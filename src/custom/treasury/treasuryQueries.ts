import type { QueryClient } from '@tanstack/react-query';
import type { ExchangeDataProvider } from '../../dataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { SNAPSHOT_PAGE_MAX, treasuryCalls } from '../../resources/shared/treasury';

/**
 * The Treasury screen's calls as react-query options, written once for the screen's parts and for
 * the menu entry's press, which asks for them while the screen's code loads (prefetchTreasury).
 */
export const reconciliationQuery = (dataProvider: ExchangeDataProvider) => ({
  queryKey: queryKeys.treasury.reconciliation,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    dataProvider.call(treasuryCalls.reconciliation, undefined, { signal }),
});

export const snapshotsQuery = (
  dataProvider: ExchangeDataProvider,
  page: number,
  limit: number,
) => ({
  queryKey: queryKeys.treasury.snapshots(page, limit),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    dataProvider.call(treasuryCalls.snapshots, { page, limit }, { signal }),
});

/** The snapshots panel's page size; the coverage chart reads the most the server answers. */
export const SNAPSHOTS_PER_PAGE = 10;

/** The screen's first calls: the reconciliation, the chart's snapshots and the panel's first page. */
export function prefetchTreasury(queryClient: QueryClient, dataProvider: ExchangeDataProvider) {
  void queryClient.prefetchQuery(reconciliationQuery(dataProvider));
  void queryClient.prefetchQuery(snapshotsQuery(dataProvider, 1, SNAPSHOT_PAGE_MAX));
  void queryClient.prefetchQuery(snapshotsQuery(dataProvider, 1, SNAPSHOTS_PER_PAGE));
}
