import { act, render } from '@testing-library/react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SerialListParams } from '../../../src/resources/shared/serialListParams';

/**
 * A list whose render lags behind its changes (a busy machine): react-admin's setters start from
 * the parameters of the last render, so two quick changes must not undo each other.
 */
function laggingList() {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  const list = {
    resource: 'tickets',
    filterValues: {},
    displayedFilters: {},
    sort: { field: 'createdAt', order: 'DESC' },
    page: 3,
    perPage: 25,
    setFilters: vi.fn(record('setFilters')),
    setSort: vi.fn(record('setSort')),
    setPage: vi.fn(record('setPage')),
    setPerPage: vi.fn(record('setPerPage')),
    showFilter: vi.fn(),
    hideFilter: vi.fn(),
  } as unknown as ListControllerResult;
  return { list, calls };
}

function renderSerial(list: ListControllerResult) {
  let context: ListControllerResult | undefined;
  function Probe() {
    context = useListContext();
    return null;
  }
  const view = render(
    <ListContextProvider value={list}>
      <SerialListParams>
        <Probe />
      </SerialListParams>
    </ListContextProvider>,
  );
  return { context: () => context!, view };
}

/** The last whole state handed to react-admin: filter, sort, page size, then page. */
const lastState = (calls: unknown[][]) => calls.slice(-4);

describe('list changes made before the list renders again', () => {
  it('a sort clicked right after a filter keeps the filter', () => {
    const { list, calls } = laggingList();
    const { context } = renderSerial(list);
    act(() => context().setFilters({ status: 'closed' }, {}));
    act(() => context().setSort({ field: 'createdAt', order: 'ASC' }));
    expect(lastState(calls)).toEqual([
      ['setFilters', { status: 'closed' }, {}],
      ['setSort', { field: 'createdAt', order: 'ASC' }],
      ['setPerPage', 25],
      ['setPage', 1],
    ]);
  });

  it('a page picked after a sort and a page size keeps both; a sort without an order flips it', () => {
    const { list, calls } = laggingList();
    const { context } = renderSerial(list);
    act(() => context().setSort({ field: 'email' } as never));
    act(() => context().setPerPage(50));
    act(() => context().setPage(4));
    act(() => context().setSort({ field: 'email' } as never));
    expect(lastState(calls)).toEqual([
      ['setFilters', {}, {}],
      ['setSort', { field: 'email', order: 'DESC' }],
      ['setPerPage', 50],
      ['setPage', 1],
    ]);
  });

  it('once the list has rendered what was asked, the next change starts from the list again', () => {
    const { list, calls } = laggingList();
    const { context, view } = renderSerial(list);
    act(() => context().setFilters({ status: 'closed' }, {}));
    // The list renders the filter, then is reset elsewhere (a link to the list without one).
    const filtered = { ...list, filterValues: { status: 'closed' }, page: 1 };
    view.rerender(
      <ListContextProvider value={filtered}>
        <SerialListParams>
          <span />
        </SerialListParams>
      </ListContextProvider>,
    );
    const reset = { ...list, filterValues: { priority: 'high' }, page: 1 };
    let context2: ListControllerResult | undefined;
    function Probe() {
      context2 = useListContext();
      return null;
    }
    view.rerender(
      <ListContextProvider value={reset}>
        <SerialListParams>
          <Probe />
        </SerialListParams>
      </ListContextProvider>,
    );
    act(() => context2!.setPage(2));
    expect(lastState(calls)[0]).toEqual(['setFilters', { priority: 'high' }, {}]);
    expect(lastState(calls)[3]).toEqual(['setPage', 2]);
  });
});
