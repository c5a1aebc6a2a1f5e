import { parseListSearch, storedParams, type UrlListParams } from './firstPage';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import { useLocation } from 'react-router-dom';
import {
  FilterContext,
  FilterForm,
  ListContextProvider,
  useListContext,
  useStoreContext,
  type ListControllerResult,
  type SortPayload,
} from 'react-admin';

/**
 * Every schema grid (whole or server-paged) keeps its list parameters in react-admin's store (per
 * admin) and renders first: going through the router on every click re-rendered the whole admin
 * (~200 ms on 100 000 users; ~150 ms of a server page's click-to-rows). The URL still carries the
 * parameters, in react-admin's own format, so reload and links (the dashboard's `?filter=`, a
 * queue) open them; a bare link (the menu, "All withdrawals") comes back to where the admin was.
 */

/** Quick successive changes (typing a search) write the URL once. */
const URL_WRITE_DELAY_MS = 300;

/**
 * The parameters of the current URL (react-admin's `?filter=&sort=&order=&page=&perPage=`), read
 * once. A URL that names them replaces what the store kept, so the list opens on the link's view.
 */
export function useInitialListParams(storeKey: string): UrlListParams {
  const { search } = useLocation();
  const store = useStoreContext();
  const [params] = useState(() => {
    const fromUrl = parseListSearch(search);
    if (Object.keys(fromUrl).length > 0) store.setItem(storeKey, storedParams(fromUrl));
    return fromUrl;
  });
  return params;
}

/**
 * Writes the list's parameters into the URL after each change, without a router navigation; the
 * defaults leave the URL bare, as react-admin does.
 */
export function ListUrlSync({ defaults }: { defaults: string }) {
  const { filterValues, sort, page, perPage } = useListContext();
  useEffect(() => {
    const query = new URLSearchParams({
      filter: JSON.stringify(filterValues ?? {}),
      order: sort?.order ?? 'ASC',
      page: String(page),
      perPage: String(perPage),
      sort: sort?.field ?? '',
    }).toString();
    const path = window.location.pathname;
    const url = `${path}${query === defaults ? '' : `?${query}`}`;
    // After the new rows are painted: writing the URL in the click's own task held them ~150 ms.
    const timer = setTimeout(() => {
      // The router's own history state is kept, so back/forward still line up.
      // Never over another page's URL (the admin opened a record meanwhile).
      if (window.location.pathname !== path) return;
      if (url !== `${path}${window.location.search}`)
        window.history.replaceState(window.history.state, '', url);
    }, URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filterValues, sort, page, perPage, defaults]);
  return null;
}

/** The query string of a list's default parameters, in ListUrlSync's format. */
export const defaultListSearch = (
  filter: Record<string, unknown> | undefined,
  sort: SortPayload | undefined,
  perPage: number,
) =>
  new URLSearchParams({
    filter: JSON.stringify(filter ?? {}),
    order: sort?.order ?? 'ASC',
    page: '1',
    perPage: String(perPage),
    sort: sort?.field ?? '',
  }).toString();

/**
 * The filter bar with react-admin's FilterForm, given a debounce: a List with an array of filters
 * always waits 500 ms after any change. An in-memory filter needs no wait; a server-paged list
 * applies a picked choice or date at once, and what the admin types at once, then spaced
 * (`typed`: the text inputs' sources).
 */
export function ListFilterBar({
  filters,
  debounce,
  typed,
}: {
  filters: ReactElement[];
  debounce: number | false;
  typed?: { sources: ReadonlySet<string>; delayMs: number };
}) {
  return (
    <FilterBarContext typed={typed}>
      <FilterContext.Provider value={filters}>
        {/* FilterForm hands its other props to FilterLiveForm, which reads `debounce`; its type omits it. */}
        <FilterForm {...({ debounce } as object)} />
      </FilterContext.Provider>
    </FilterBarContext>
  );
}

/**
 * The list context as the filter form needs it: a new value only when the filters change, so a
 * new page or sort does not re-render the filter inputs (MUI selects and their menus, a third of
 * a click's render). Its setters are stable and call the list's latest ones; `setFilters` spaces
 * typed values by `typed.delayMs`.
 */
function FilterBarContext({
  typed,
  children,
}: {
  typed?: { sources: ReadonlySet<string>; delayMs: number };
  children: ReactElement;
}) {
  const list = useListContext();
  const latest = useRef(list);
  useLayoutEffect(() => {
    latest.current = list;
  });
  // Typing: the first change goes at once, later ones at most once per `typed.delayMs`, and the
  // last one always (a search answers as the admin types, without a request per keystroke).
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const waiting = useRef<Parameters<ListControllerResult['setFilters']>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const setFilters = useCallback<ListControllerResult['setFilters']>(
    (...args) => {
      const [filters] = args;
      const { filterValues } = latest.current;
      const keys = new Set([...Object.keys(filters ?? {}), ...Object.keys(filterValues ?? {})]);
      const typing =
        typed &&
        [...keys].some((key) => typed.sources.has(key) && filters?.[key] !== filterValues?.[key]);
      if (!typing || timer.current === undefined) {
        clearTimeout(timer.current);
        waiting.current = undefined;
        latest.current.setFilters(...args);
        if (!typing) {
          timer.current = undefined;
          return;
        }
      } else {
        waiting.current = args;
        return;
      }
      const endOfWindow = () => {
        const next = waiting.current;
        waiting.current = undefined;
        timer.current = next ? setTimeout(endOfWindow, typed.delayMs) : undefined;
        if (next) latest.current.setFilters(...next);
      };
      timer.current = setTimeout(endOfWindow, typed.delayMs);
    },
    [typed],
  );
  const hideFilter = useCallback((name: string) => latest.current.hideFilter(name), []);
  const showFilter = useCallback(
    (name: string, value: unknown) => latest.current.showFilter(name, value),
    [],
  );
  const filterState = JSON.stringify([list.filterValues, list.displayedFilters]);
  const value = useMemo(
    () => ({ ...list, setFilters, hideFilter, showFilter }),
    // Only the filters' state: the rest of the list (rows, page, sort) is not the form's business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterState, setFilters, hideFilter, showFilter],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
