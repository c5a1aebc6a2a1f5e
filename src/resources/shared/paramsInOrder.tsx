import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';

/**
 * The list's changes (filter, sort, page, rows per page) applied one after the other, each once
 * the one before has rendered. react-admin derives a change from the params of the last render
 * (react-admin#4189): a sort clicked before a new filter has rendered is applied to the old
 * filter and undoes it, and a filter that lands after a sort can undo the sort. Here a change
 * asked while another is on its way waits for it, then runs on the latest params.
 */

type List = ListControllerResult;
type Change = (list: List) => void;

/** If a change never shows in the params (react-admin found nothing to do), stop waiting. */
export const SETTLE_FALLBACK_MS = 1000;

const stampOf = (list: List) =>
  JSON.stringify([
    list.filterValues,
    list.displayedFilters,
    list.sort?.field,
    list.sort?.order,
    list.page,
    list.perPage,
  ]);

/** Changes waiting for the one on its way to show in the list's params. */
class ChangeQueue {
  latest: List;
  private waiting: { change: Change; changes: (list: List) => boolean }[] = [];
  private inFlight: { stamp: string; timer: ReturnType<typeof setTimeout> } | null = null;

  constructor(list: List) {
    this.latest = list;
  }

  /** A render: the list as it now is; the change on its way has landed if the params moved. */
  rendered(list: List) {
    this.latest = list;
    if (this.inFlight && this.inFlight.stamp !== stampOf(list)) this.landed();
    this.run();
  }

  add(change: Change, changes: (list: List) => boolean) {
    this.waiting.push({ change, changes });
    this.run();
  }

  stop() {
    clearTimeout(this.inFlight?.timer);
  }

  private landed() {
    clearTimeout(this.inFlight?.timer);
    this.inFlight = null;
  }

  private run() {
    while (!this.inFlight && this.waiting.length > 0) {
      const { change, changes } = this.waiting.shift()!;
      const list = this.latest;
      if (changes(list)) {
        const timer = setTimeout(() => {
          this.landed();
          this.run();
        }, SETTLE_FALLBACK_MS);
        this.inFlight = { stamp: stampOf(list), timer };
      }
      change(list);
    }
  }
}

export function useParamsInOrder(list: List): List {
  const [queue] = useState(() => new ChangeQueue(list));
  useLayoutEffect(() => queue.rendered(list));
  useLayoutEffect(() => () => queue.stop(), [queue]);
  const enqueue = useCallback(
    (change: Change, changes: (list: List) => boolean) => queue.add(change, changes),
    [queue],
  );

  const setFilters = useCallback<List['setFilters']>(
    (filters, displayed, debounce) =>
      enqueue(
        (l) => l.setFilters(filters, displayed, debounce),
        (l) =>
          JSON.stringify(filters ?? {}) !== JSON.stringify(l.filterValues ?? {}) ||
          (displayed !== undefined &&
            JSON.stringify(displayed) !== JSON.stringify(l.displayedFilters ?? {})) ||
          l.page !== 1,
      ),
    [enqueue],
  );
  const setSort = useCallback<List['setSort']>(
    (sort) =>
      enqueue(
        (l) => l.setSort(sort),
        (l) => sort.field !== l.sort?.field || sort.order !== l.sort?.order,
      ),
    [enqueue],
  );
  const setPage = useCallback<List['setPage']>(
    (page) =>
      enqueue(
        (l) => l.setPage(page),
        (l) => page !== l.page,
      ),
    [enqueue],
  );
  const setPerPage = useCallback<List['setPerPage']>(
    (perPage) =>
      enqueue(
        (l) => l.setPerPage(perPage),
        (l) => perPage !== l.perPage,
      ),
    [enqueue],
  );
  const showFilter = useCallback<List['showFilter']>(
    (name, value) =>
      enqueue(
        (l) => l.showFilter(name, value),
        (l) => !(l.displayedFilters ?? {})[name],
      ),
    [enqueue],
  );
  const hideFilter = useCallback<List['hideFilter']>(
    (name) =>
      enqueue(
        (l) => l.hideFilter(name),
        (l) => Boolean((l.displayedFilters ?? {})[name]) || name in (l.filterValues ?? {}),
      ),
    [enqueue],
  );

  return useMemo(
    () => ({ ...list, setFilters, setSort, setPage, setPerPage, showFilter, hideFilter }),
    [list, setFilters, setSort, setPage, setPerPage, showFilter, hideFilter],
  );
}

/** Gives everything inside the list's changes in order (see useParamsInOrder). */
export function ParamsInOrder({ children }: { children: ReactNode }) {
  const list = useParamsInOrder(useListContext());
  return <ListContextProvider value={list}>{children}</ListContextProvider>;
}
