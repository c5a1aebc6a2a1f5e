import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ListContextProvider,
  queryReducer,
  removeEmpty,
  SET_FILTER,
  SET_PAGE,
  SET_PER_PAGE,
  SET_SORT,
  useDataProvider,
  useListContext,
  type ListControllerResult,
} from 'react-admin';
import { getListQuery, type ListParams } from '../../dataProvider/getListQuery';

/**
 * The list's changes (filter, sort, page, rows per page) applied one after the other, each once
 * the one before has rendered. react-admin derives a change from the params of the last render
 * (react-admin#4189): a sort clicked before a new filter has rendered is applied to the old
 * filter and undoes it, and a filter that lands after a sort can undo the sort. Here a change
 * asked while another is on its way waits for it, then runs on the latest params.
 *
 * On a server list a change also asks for its page at once, and renders once the page is here:
 * one render with the new sort and its rows, not the new sort over the old rows first (a render
 * of the whole grid, ~45 ms, before the request even left) and the rows a render later.
 */

type List = ListControllerResult;
type Change = (list: List) => void;
/** One of react-admin's list changes, as its own reducer reads it. */
type ListAction = Parameters<typeof queryReducer>[1];
/** Asks for a page into the list's cache entry; settles when it is there, or has failed. */
type AskPage = (params: ListParams) => Promise<unknown>;

/** If a change never shows in the params (react-admin found nothing to do), stop waiting. */
export const SETTLE_FALLBACK_MS = 1000;
/** The longest a change waits for its page: a slower page follows the change a render later. */
export const PAGE_WAIT_MS = 100;

/** The page react-admin's list asks for once `action` has landed (its reducer, its key's shape). */
function pageAfter(list: List, action: ListAction): ListParams {
  const next = queryReducer(
    {
      sort: list.sort?.field,
      order: list.sort?.order,
      page: list.page,
      perPage: list.perPage,
      filter: list.filterValues,
      displayedFilters: list.displayedFilters,
    },
    action,
  );
  return {
    pagination: { page: next.page, perPage: next.perPage },
    sort: { field: next.sort, order: next.order },
    filter: { ...next.filter },
    meta: undefined,
  };
}

const stampOf = (list: List) =>
  JSON.stringify([
    list.filterValues,
    list.displayedFilters,
    list.sort?.field,
    list.sort?.order,
    list.page,
    list.perPage,
  ]);

interface Waiting {
  change: Change;
  changes: (list: List) => boolean;
  /** The change as react-admin's reducer reads it, when its page can be asked ahead. */
  action?: ListAction;
}

/** Changes waiting for the one on its way to show in the list's params. */
class ChangeQueue {
  latest: List;
  private askPage?: AskPage;
  private waiting: Waiting[] = [];
  /** The change on its way: waiting for its page (no stamp yet), or applied and not yet shown. */
  private inFlight: { stamp?: string; timer?: ReturnType<typeof setTimeout> } | null = null;
  private stopped = false;

  constructor(list: List) {
    this.latest = list;
  }

  /** A render: the list as it now is; the change on its way has landed if the params moved. */
  rendered(list: List) {
    this.latest = list;
    const stamp = this.inFlight?.stamp;
    if (stamp !== undefined && stamp !== stampOf(list)) this.landed();
    this.run();
  }

  /** How the changes to come ask for their pages (none: they render at once). */
  asksPagesWith(askPage: AskPage | undefined) {
    this.askPage = askPage;
  }

  add(waiting: Waiting) {
    this.waiting.push(waiting);
    this.run();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.inFlight?.timer);
  }

  private landed() {
    clearTimeout(this.inFlight?.timer);
    this.inFlight = null;
  }

  /** Applies a change to the latest params, and waits for it to show in them. */
  private apply(change: Change) {
    const list = this.latest;
    const timer = setTimeout(() => {
      this.landed();
      this.run();
    }, SETTLE_FALLBACK_MS);
    this.inFlight = { stamp: stampOf(list), timer };
    change(list);
  }

  private run() {
    while (!this.inFlight && this.waiting.length > 0) {
      const { change, changes, action } = this.waiting.shift()!;
      const list = this.latest;
      if (!changes(list)) {
        change(list);
        continue;
      }
      const page = action && this.askPage?.(pageAfter(list, action));
      if (!page) {
        this.apply(change);
        continue;
      }
      this.inFlight = {};
      const wait = new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS));
      void Promise.race([page, wait]).then(() => {
        if (!this.stopped) this.apply(change);
      });
    }
  }
}

/**
 * The list with its changes in order; given `askPage` (a server list), each change asks for its
 * page first and renders with it.
 */
export function useParamsInOrder(list: List, askPage?: AskPage): List {
  const [queue] = useState(() => new ChangeQueue(list));
  useLayoutEffect(() => queue.asksPagesWith(askPage), [queue, askPage]);
  useLayoutEffect(() => queue.rendered(list));
  useLayoutEffect(() => () => queue.stop(), [queue]);
  const enqueue = useCallback(
    (change: Change, changes: (list: List) => boolean, action?: ListAction) =>
      queue.add({ change, changes, action }),
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
        // react-admin's own debounce (none here) would apply it later than its page.
        debounce
          ? undefined
          : {
              type: SET_FILTER,
              payload: { filter: removeEmpty(filters), displayedFilters: displayed },
            },
      ),
    [enqueue],
  );
  const setSort = useCallback<List['setSort']>(
    (sort) =>
      enqueue(
        (l) => l.setSort(sort),
        (l) => sort.field !== l.sort?.field || sort.order !== l.sort?.order,
        { type: SET_SORT, payload: sort },
      ),
    [enqueue],
  );
  const setPage = useCallback<List['setPage']>(
    (page) =>
      enqueue(
        (l) => l.setPage(page),
        (l) => page !== l.page,
        { type: SET_PAGE, payload: page },
      ),
    [enqueue],
  );
  const setPerPage = useCallback<List['setPerPage']>(
    (perPage) =>
      enqueue(
        (l) => l.setPerPage(perPage),
        (l) => perPage !== l.perPage,
        { type: SET_PER_PAGE, payload: perPage },
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

/** Asks for one of the list's pages into the cache entry react-admin's list reads. */
function usePageAsker(resource: string, enabled: boolean): AskPage | undefined {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  return useMemo(
    () =>
      enabled
        ? (params: ListParams) =>
            queryClient.prefetchQuery(getListQuery(dataProvider, resource, params))
        : undefined,
    [enabled, queryClient, dataProvider, resource],
  );
}

/**
 * Gives everything inside the list's changes in order (see useParamsInOrder); `askPages` (a
 * server list) asks for each change's page first.
 */
export function ParamsInOrder({
  askPages = false,
  children,
}: {
  askPages?: boolean;
  children: ReactNode;
}) {
  const context = useListContext();
  const list = useParamsInOrder(context, usePageAsker(context.resource, askPages));
  return <ListContextProvider value={list}>{children}</ListContextProvider>;
}
