import { useContext, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataProviderContext } from 'react-admin';
import { apiCall, type ExchangeDataProvider } from '../../dataProvider';
import { actionHistoryEndpoint, type ActivityLog } from '../../resources/notification/schema';

export const ACTIVITY_LOG_QUERY_KEY = ['shell', 'activityLog'] as const;
/** New admin actions show up in the bell without a reload. */
export const ACTIVITY_POLL_MS = 15_000;
/** The bell's dropdown shows at most this many (spec section 9). */
export const BELL_DROPDOWN_SIZE = 5;

/** Newest first, whatever order the server used. */
const newestFirst = (logs: ActivityLog[]) =>
  [...logs].sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime());

/**
 * The admin action history for the bell: polled, refreshed after every mutation, and when it
 * changes the /admin/notification grid's cached copy is dropped so it shows the new rows too.
 */
export function useActivityLog() {
  const queryClient = useQueryClient();
  // The raw provider: react-admin's useDataProvider proxy expects every method to return a
  // promise, and `invalidate` is synchronous.
  const dataProvider = useContext(DataProviderContext) as ExchangeDataProvider | null;
  const query = useQuery({
    queryKey: ACTIVITY_LOG_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const result = await apiCall<ActivityLog[]>({ ...actionHistoryEndpoint, body: {}, signal });
      return newestFirst(Array.isArray(result) ? result : []);
    },
    refetchInterval: ACTIVITY_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });

  // Any successful change made in the admin is logged by the server: look again at once.
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: ACTIVITY_LOG_QUERY_KEY });
        }
      }),
    [queryClient],
  );

  const newestId = query.data?.[0]?._id;
  const count = query.data?.length;
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    const signature = `${newestId ?? ''}:${count ?? ''}`;
    if (previous.current !== undefined && previous.current !== signature) {
      dataProvider?.invalidate?.('notification');
      void queryClient.invalidateQueries({ queryKey: ['notification'] });
    }
    previous.current = signature;
  }, [newestId, count, dataProvider, queryClient]);

  return {
    logs: query.data ?? [],
    total: query.data?.length ?? 0,
    latest: (query.data ?? []).slice(0, BELL_DROPDOWN_SIZE),
    isLoading: query.isLoading,
    isError: query.isError,
  };
}
