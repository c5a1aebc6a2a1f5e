import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import type { ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { PAGE_WAIT_MS, useParamsInOrder } from '../../../src/resources/shared/paramsInOrder';

interface Params {
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  page: number;
}

/**
 * A list controller as react-admin's behaves: each setter derives the next params from the
 * params of the render it came from, and applies them a tick later.
 */
function useFakeList(): ListControllerResult {
  const [params, setParams] = useState<Params>({
    filter: {},
    sort: { field: 'createdAt', order: 'DESC' },
    page: 1,
  });
  const later = (next: Params) => setTimeout(() => setParams(next), 0);
  return {
    filterValues: params.filter,
    displayedFilters: {},
    sort: params.sort,
    page: params.page,
    perPage: 25,
    setFilters: (filter: Record<string, unknown>) => later({ ...params, filter, page: 1 }),
    setSort: (sort: Params['sort']) => later({ ...params, sort, page: 1 }),
    setPage: (page: number) => later({ ...params, page }),
  } as unknown as ListControllerResult;
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const closedThenOldestFirst = async (list: () => ListControllerResult) => {
  act(() => list().setFilters({ status: 'closed' }, {}));
  await tick(); // the filter is applied, but the sort below comes from the render before it
  act(() => list().setSort({ field: 'createdAt', order: 'ASC' }));
  for (let i = 0; i < 5; i++) await tick();
};

describe('the list applies its changes in order', () => {
  it('keeps a filter when the sort is clicked before the filter has rendered', async () => {
    const { result } = renderHook(() => {
      const list = useFakeList();
      return { list, ordered: useParamsInOrder(list) };
    });
    // Between the filter's state change and its render, a click still holds the old setters.
    const stale = { current: result.current.ordered };
    await closedThenOldestFirst(() => stale.current);
    expect(result.current.list.filterValues).toEqual({ status: 'closed' });
    expect(result.current.list.sort).toEqual({ field: 'createdAt', order: 'ASC' });
  });

  it('without it, react-admin-like setters lose the filter (the race it closes)', async () => {
    const { result } = renderHook(() => useFakeList());
    const stale = { current: result.current };
    await closedThenOldestFirst(() => stale.current);
    expect(result.current.filterValues).toEqual({});
    expect(result.current.sort).toEqual({ field: 'createdAt', order: 'ASC' });
  });

  it('answers a change that alters nothing at once, without waiting on it', async () => {
    const { result } = renderHook(() => {
      const list = useFakeList();
      return { list, ordered: useParamsInOrder(list) };
    });
    act(() => result.current.ordered.setPage(1)); // already on page 1
    act(() => result.current.ordered.setSort({ field: 'name', order: 'ASC' }));
    await tick();
    await tick();
    expect(result.current.list.sort).toEqual({ field: 'name', order: 'ASC' });
  });

  it("on a server list, asks for each change's page first and keeps the changes in order", async () => {
    const asked: unknown[] = [];
    const pages: (() => void)[] = [];
    const askPage = (params: unknown) => {
      asked.push(params);
      return new Promise<void>((resolve) => pages.push(resolve));
    };
    const { result } = renderHook(() => {
      const list = useFakeList();
      return { list, ordered: useParamsInOrder(list, askPage) };
    });
    const stale = { current: result.current.ordered };
    act(() => stale.current.setFilters({ status: 'closed' }, {}));
    act(() => stale.current.setSort({ field: 'createdAt', order: 'ASC' }));
    // The filter's page is asked; the filter waits for it, and the sort waits for the filter.
    expect(asked).toEqual([
      {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: { status: 'closed' },
        meta: undefined,
      },
    ]);
    expect(result.current.list.filterValues).toEqual({});
    act(() => pages.shift()!());
    for (let i = 0; i < 3; i++) await tick();
    expect(result.current.list.filterValues).toEqual({ status: 'closed' });
    // Then the sort's page, on the filtered list.
    expect(asked.at(-1)).toEqual({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { status: 'closed' },
      meta: undefined,
    });
    act(() => pages.shift()!());
    for (let i = 0; i < 3; i++) await tick();
    expect(result.current.list.filterValues).toEqual({ status: 'closed' });
    expect(result.current.list.sort).toEqual({ field: 'createdAt', order: 'ASC' });
  });

  it('does not hold a change longer than PAGE_WAIT_MS for a page that has not come', async () => {
    const { result } = renderHook(() => {
      const list = useFakeList();
      return { list, ordered: useParamsInOrder(list, () => new Promise(() => {})) };
    });
    act(() => result.current.ordered.setPage(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS / 2)));
    expect(result.current.list.page).toBe(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS)));
    expect(result.current.list.page).toBe(2);
  });
});
