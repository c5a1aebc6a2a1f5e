import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { LiveStream } from '../../dataProvider/liveStream';
import type { LiveEvent } from '../../contracts/liveEvents';
import { DASHBOARD_QUERY_KEY } from '../pages/dashboard/dashboardData';
import { recordLiveEvent } from '../../dataProvider/liveChanges';

/** Events within this window refresh each affected query once (a burst is one refetch). */
export const LIVE_COALESCE_MS = 250;

/** Screens whose queries are keyed apart from their resource (custom flows). */
const ALSO_REFRESH: Record<string, QueryKey[]> = {
  'p2p/raise-dispute': [['p2p']],
};

const LiveContext = createContext<LiveStream | null>(null);

/** The stream of the signed-in admin, for the top bar's indicator (null: not running here). */
export const useLiveStream = () => useContext(LiveContext);

/**
 * Opens the admin's live stream for as long as the shell is mounted and turns each event into a
 * refresh of what shows it: the resource's queries (react-admin keys them [resource, …]: grids,
 * record pages and the bell's 'notification' list), and the dashboard's figures.
 */
export function LiveUpdates({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [stream, setStream] = useState<LiveStream | null>(null);

  useEffect(() => {
    // jsdom (unit tests) and very old browsers have no EventSource: the screens still poll.
    if (typeof EventSource === 'undefined') return;
    const refresh = coalescedRefresh(queryClient);
    const live = new LiveStream({
      onEvent: (event) => {
        recordLiveEvent(event);
        refresh(event);
      },
      onResync: () => void queryClient.invalidateQueries(),
    });
    live.start();
    setStream(live);
    return () => {
      live.stop();
      refresh.cancel();
    };
  }, [queryClient]);

  return <LiveContext.Provider value={stream}>{children}</LiveContext.Provider>;
}

function coalescedRefresh(queryClient: QueryClient) {
  const keys = new Map<string, QueryKey>();
  const records = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const add = (key: QueryKey) => keys.set(JSON.stringify(key), key);
  const flush = () => {
    timer = undefined;
    // A record page not on screen is dropped rather than marked stale: react-admin's list refetch
    // keeps a cached record as it was (`old ?? row`) and stamps it fresh, so the page would open on
    // the old values. On screen, the invalidation below refetches it.
    queryClient.removeQueries({
      predicate: (query) => {
        const [resource, kind, params] = query.queryKey as [unknown, unknown, { id?: unknown }?];
        return (
          kind === 'getOne' &&
          !query.isActive() &&
          records.has(`${String(resource)}\u0000${String(params?.id)}`)
        );
      },
    });
    for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
    keys.clear();
    records.clear();
  };
  const refresh = (event: LiveEvent) => {
    add([event.resource]);
    records.add(`${event.resource}\u0000${event.id}`);
    for (const key of ALSO_REFRESH[event.resource] ?? []) add(key);
    if (event.type !== 'actionlog.added') add(DASHBOARD_QUERY_KEY);
    timer ??= setTimeout(flush, LIVE_COALESCE_MS);
  };
  refresh.cancel = () => clearTimeout(timer);
  return refresh;
}
