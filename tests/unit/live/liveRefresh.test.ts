import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import {
  clearWhenListsReload,
  coalescedRefresh,
  LIVE_COALESCE_MS,
} from '../../../src/custom/live/liveRefresh';
import { clearNewRecords, newRecordCount } from '../../../src/dataProvider/liveNewRecords';
import type { LiveEvent } from '../../../src/contracts/liveEvents';

/**
 * Issue #26 as an admin watching a grid sees it: a change to a row on the page refreshes it in
 * place; a record the grid does not show is counted for "N new — show" and the rows stay put.
 */
const event = (id: string, type: LiveEvent['type'] = 'withdrawal.created'): LiveEvent => ({
  seq: 1,
  type,
  resource: 'withdraw',
  id,
  actor: null,
  status: 'pending',
  at: new Date().toISOString(),
});

const listKey = ['withdraw', 'getList', { page: 1 }];

/** A grid on screen: an observed list query showing rows 1 and 2. */
function openGrid() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const fetches = vi.fn(async () => ({ data: [{ id: '1' }, { id: '2' }], total: 2 }));
  const observer = new QueryObserver(queryClient, { queryKey: listKey, queryFn: fetches });
  const unsubscribe = observer.subscribe(() => undefined);
  const loaded = () => vi.waitFor(() => expect(queryClient.getQueryData(listKey)).toBeDefined());
  return { queryClient, fetches, loaded, close: unsubscribe };
}

const settle = () => vi.advanceTimersByTimeAsync(LIVE_COALESCE_MS + 10);

afterEach(() => {
  clearNewRecords('withdraw');
  vi.useRealTimers();
});

describe('live refresh of an open grid', () => {
  it('refreshes in place when the changed record is on the page', async () => {
    vi.useFakeTimers();
    const grid = openGrid();
    await grid.loaded();
    const refresh = coalescedRefresh(grid.queryClient);
    refresh(event('2', 'withdrawal.updated'));
    await settle();
    expect(grid.fetches).toHaveBeenCalledTimes(2);
    expect(newRecordCount('withdraw')).toBe(0);
    grid.close();
  });

  it('counts records the page does not show and keeps its rows until asked', async () => {
    vi.useFakeTimers();
    const grid = openGrid();
    await grid.loaded();
    const stopClearing = clearWhenListsReload(grid.queryClient);
    const refresh = coalescedRefresh(grid.queryClient);
    refresh(event('7'));
    refresh(event('8'));
    refresh(event('8'));
    await settle();
    expect(grid.fetches).toHaveBeenCalledTimes(1);
    expect(newRecordCount('withdraw')).toBe(2);

    // "2 new — show" reloads the grid; the waiting records are on it now.
    await grid.queryClient.invalidateQueries({ queryKey: ['withdraw'] });
    expect(grid.fetches).toHaveBeenCalledTimes(2);
    expect(newRecordCount('withdraw')).toBe(0);
    stopClearing();
    grid.close();
  });

  it('refreshes everything when no grid of the resource is open', async () => {
    vi.useFakeTimers();
    const grid = openGrid();
    await grid.loaded();
    grid.close();
    const refresh = coalescedRefresh(grid.queryClient);
    refresh(event('9'));
    await settle();
    expect(newRecordCount('withdraw')).toBe(0);
    expect(grid.queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });
});
