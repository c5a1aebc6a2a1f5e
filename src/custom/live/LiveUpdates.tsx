import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LiveStream } from '../../dataProvider/liveStream';
import { recordLiveEvent } from '../../dataProvider/liveChanges';
import { clearWhenListsReload, coalescedRefresh } from './liveRefresh';

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
    const stopClearing = clearWhenListsReload(queryClient);
    return () => {
      live.stop();
      refresh.cancel();
      stopClearing();
    };
  }, [queryClient]);

  return <LiveContext.Provider value={stream}>{children}</LiveContext.Provider>;
}
