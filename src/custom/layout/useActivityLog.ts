import { useEffect, useRef, useState } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { notificationSchema, type ActivityLog } from '../../resources/notification/schema';

/** New admin actions show up in the bell without a reload. */
export const ACTIVITY_POLL_MS = 15_000;
/** The bell's dropdown shows at most this many entries. */
export const BELL_DROPDOWN_SIZE = 5;

/**
 * The first page of /admin/notification exactly as the grid opens it (SchemaList: 25 a page,
 * the schema's default sort, no filter). The bell asks for the same getList, so the bell and the
 * grid share one react-query entry and one request; the bell reads the count from its `total`.
 */
export const BELL_LIST_PARAMS = {
  pagination: { page: 1, perPage: 25 },
  sort: notificationSchema.defaultSort ?? { field: 'date', order: 'DESC' as const },
  filter: {},
};
const bellQueryHash = hashKey([
  notificationSchema.name,
  'getList',
  { ...BELL_LIST_PARAMS, meta: undefined },
]);

/**
 * The admin action history for the bell: polled, refreshed after every mutation; when it
 * changes, the grid's other pages and filters are refreshed too.
 */
export function useActivityLog() {
  const queryClient = useQueryClient();
  const idle = useIdleAfterMount();
  const query = useGetList<ActivityLog>(notificationSchema.name, BELL_LIST_PARAMS, {
    // The bell's count waits for the screen the admin opened: its request and render go first.
    enabled: idle,
    refetchInterval: ACTIVITY_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });

  // Any successful change made in the admin is logged by the server: look again at once.
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: [notificationSchema.name] });
        }
      }),
    [queryClient],
  );

  const newestId = query.data?.[0]?._id;
  const total = query.total;
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    const signature = `${newestId ?? ''}:${total ?? ''}`;
    if (previous.current !== undefined && previous.current !== signature) {
      void queryClient.invalidateQueries({
        queryKey: [notificationSchema.name],
        predicate: (cached) => cached.queryHash !== bellQueryHash,
      });
    }
    previous.current = signature;
  }, [newestId, total, queryClient]);

  return {
    total: total ?? 0,
    latest: (query.data ?? []).slice(0, BELL_DROPDOWN_SIZE),
    isLoading: query.isPending,
    isError: query.isError,
  };
}

/** Waits at most this long for an idle moment after the shell mounts. */
const IDLE_TIMEOUT_MS = 1_500;

/** False until the browser is first idle after mount (or IDLE_TIMEOUT_MS has passed). */
function useIdleAfterMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
