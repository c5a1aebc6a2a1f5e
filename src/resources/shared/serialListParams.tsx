import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  ListContextProvider,
  removeEmpty,
  useListContext,
  type ListControllerResult,
  type SortPayload,
} from 'react-admin';

/**
 * react-admin derives each list change from the parameters of the last render (marmelab/
 * react-admin#4189): a sort clicked while the filter just picked is applied but not yet rendered
 * (a slow render on a busy machine) starts from the unfiltered list, and one change undoes the
 * other. Here each change starts from the last parameters asked for, and is handed to
 * react-admin whole (filter, sort, page size, page, in one tick), so it lands the same whatever
 * the render timing.
 */
export interface ListParams {
  filter: Record<string, unknown>;
  displayedFilters: Record<string, boolean>;
  sort: SortPayload;
  page: number;
  perPage: number;
}

const paramsOf = (list: ListControllerResult): ListParams => ({
  filter: list.filterValues ?? {},
  displayedFilters: list.displayedFilters ?? {},
  sort: list.sort,
  page: list.page,
  perPage: list.perPage,
});

/** What the list shows by: react-admin drops empty filter values, the form keeps them. */
const shownBy = (params: ListParams) =>
  JSON.stringify([removeEmpty(params.filter), params.sort, params.page, params.perPage]);

const without = <T,>(record: Record<string, T>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

/** Re-provides the list context with setters that queue on the changes not yet rendered. */
export function SerialListParams({ children }: { children: ReactNode }) {
  const list = useListContext();
  const latest = useRef(list);
  // Asked for and not yet rendered, oldest first.
  const asked = useRef<ListParams[]>([]);
  useLayoutEffect(() => {
    latest.current = list;
    const rendered = asked.current.findIndex(
      (params) => shownBy(params) === shownBy(paramsOf(list)),
    );
    if (rendered >= 0) asked.current = asked.current.slice(rendered + 1);
  });

  const change = useCallback((next: (params: ListParams) => ListParams) => {
    const base = asked.current.at(-1) ?? paramsOf(latest.current);
    const params = next(base);
    asked.current = [...asked.current, params];
    // react-admin merges the calls of one tick into one new state; page last (the others reset it).
    const { setFilters, setSort, setPerPage, setPage } = latest.current;
    setFilters(params.filter, params.displayedFilters);
    setSort(params.sort);
    setPerPage(params.perPage);
    setPage(params.page);
  }, []);

  const setters = useMemo(
    () => ({
      setFilters: (filter: Record<string, unknown>, displayedFilters?: Record<string, boolean>) =>
        change((params) => ({
          ...params,
          filter: filter ?? {},
          displayedFilters: displayedFilters ?? params.displayedFilters,
          page: 1,
        })),
      // Without an order, the same field flips and another starts ascending, as in react-admin.
      setSort: ({ field, order }: SortPayload) =>
        change((params) => ({
          ...params,
          sort: {
            field,
            order:
              order ??
              (field === params.sort.field && params.sort.order === 'ASC' ? 'DESC' : 'ASC'),
          },
          page: 1,
        })),
      setPage: (page: number) => change((params) => ({ ...params, page })),
      setPerPage: (perPage: number) => change((params) => ({ ...params, perPage, page: 1 })),
      showFilter: (name: string, value?: unknown) =>
        change((params) => ({
          ...params,
          filter: value === undefined ? params.filter : { ...params.filter, [name]: value },
          displayedFilters: { ...params.displayedFilters, [name]: true },
        })),
      hideFilter: (name: string) =>
        change((params) => ({
          ...params,
          filter: removeEmpty(without(params.filter, name)),
          displayedFilters: without(params.displayedFilters, name),
        })),
    }),
    [change],
  );

  const value = useMemo(() => ({ ...list, ...setters }), [list, setters]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
