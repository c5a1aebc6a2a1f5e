import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from '../../contracts/liveEvents';
import { queryKeys } from '../../dataProvider/queryKeys';
import { addNewRecord, clearNewRecords } from '../../dataProvider/liveNewRecords';

/** Events within this window refresh each affected query once (a burst is one refetch). */
export const LIVE_COALESCE_MS = 250;

/** Screens whose queries are keyed apart from their resource (custom flows). */
const ALSO_REFRESH: Record<string, QueryKey[]> = {
  'p2p/raise-dispute': [['p2p']],
};

/**
 * Turns live events into refreshes of what shows them, a burst at a time: the resource's queries
 * (react-admin keys them [resource, …]: grids, record pages, the bell's 'notification' list) and
 * the dashboard's figures. An open grid that does not show the event's record keeps its rows and
 * counts it for "N new — show".
 */
export function coalescedRefresh(queryClient: QueryClient) {
  const keys = new Map<string, QueryKey>();
  const records = new Set<string>();
  /** Resources whose open grids keep their rows in this flush (every event was off their page). */
  const heldLists = new Set<string>();
  const onPage = new Set<string>();
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
    for (const queryKey of keys.values()) {
      const [resource] = queryKey;
      // Rows the open grid does not show wait for "N new — show"; everything else refreshes.
      const keepList = typeof resource === 'string' && heldLists.has(resource);
      void queryClient.invalidateQueries({
        queryKey,
        predicate: keepList ? (query) => !isListQuery(query.queryKey) : undefined,
      });
    }
    keys.clear();
    records.clear();
    heldLists.clear();
    onPage.clear();
  };
  const refresh = (event: LiveEvent) => {
    if (showsOrHidden(queryClient, event) === 'elsewhere') {
      addNewRecord(event.resource, event.id);
      if (!onPage.has(event.resource)) heldLists.add(event.resource);
    } else {
      onPage.add(event.resource);
      heldLists.delete(event.resource);
    }
    add([event.resource]);
    records.add(`${event.resource}\u0000${event.id}`);
    for (const key of ALSO_REFRESH[event.resource] ?? []) add(key);
    if (event.type !== 'actionlog.added') add(queryKeys.dashboard);
    timer ??= setTimeout(flush, LIVE_COALESCE_MS);
  };
  refresh.cancel = () => clearTimeout(timer);
  return refresh;
}

/** The bell's list always moves: its count is what the admin watches. */
const ALWAYS_RELOADED = new Set(['notification']);

const isListQuery = (key: QueryKey) => key[1] === 'getList' || key[1] === 'wholeList';

/**
 * Where the event's record stands for the grids on screen: 'elsewhere' when a grid of its
 * resource is open and shows none of it (a new record, or one on another page), else 'shown'
 * (on the page, or no grid open: a plain refresh moves nothing under the admin's eyes).
 */
function showsOrHidden(queryClient: QueryClient, event: LiveEvent): 'shown' | 'elsewhere' {
  if (ALWAYS_RELOADED.has(event.resource)) return 'shown';
  const openLists = queryClient
    .getQueryCache()
    .findAll({ queryKey: [event.resource, 'getList'], type: 'active' });
  if (openLists.length === 0) return 'shown';
  const onScreen = openLists.some((query) => {
    const rows = (query.state.data as { data?: { id: unknown }[] } | undefined)?.data ?? [];
    return rows.some((row) => String(row.id) === event.id);
  });
  return onScreen ? 'shown' : 'elsewhere';
}

/** Whatever reloads a grid's rows (Refresh, paging, "show") takes its waiting records with it. */
export function clearWhenListsReload(queryClient: QueryClient) {
  return queryClient.getQueryCache().subscribe((change) => {
    if (change.type !== 'updated' || change.action.type !== 'success') return;
    // A prefetch (no grid reading it) reloads nothing the admin sees.
    if (change.query.getObserversCount() === 0) return;
    const [resource] = change.query.queryKey;
    if (typeof resource === 'string' && isListQuery(change.query.queryKey))
      clearNewRecords(resource);
  });
}
