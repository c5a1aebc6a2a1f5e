import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { localStorageStore } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ok, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { isSameQuery } from '../../../src/resources/shared/savedQueryValue';
import { buildWithdrawal } from './engineSchemas';
import { renderEngine } from './renderEngine';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

/**
 * The admin's own view of a grid (#25): which columns show, how dense the rows are, and named
 * queries, kept in react-admin's store. Each "reload" below mounts the admin again on a new
 * localStorageStore: what survives is what this browser's localStorage kept.
 */
const browserStore = () => localStorageStore();

function backend() {
  server.use(
    http.get(api('/admin/withdrawList'), () =>
      HttpResponse.json({
        success: true,
        result: [
          buildWithdrawal({ _id: 'w-1', amount: '3', asset: 'ETH' }),
          buildWithdrawal({ _id: 'w-2', amount: '1', asset: 'BTC' }),
          buildWithdrawal({ _id: 'w-3', amount: '2', asset: 'XRP' }),
        ],
      }),
    ),
    ok('get', '/admin/memberList', [{ _id: 'm-1', name: 'Mila Novak' }]),
  );
}

// Read from the DOM: an open popover hides the page behind it from the accessibility tree.
const headers = () =>
  Array.from(document.querySelectorAll('thead th')).map((th) => th.textContent ?? '');
const amounts = () =>
  Array.from(document.querySelectorAll('tbody td.column-amount')).map((td) => td.textContent);

async function openGrid(path = '/admin/withdraw') {
  const view = renderEngine(path, undefined, browserStore());
  await screen.findByText('3.00 ETH', {}, T);
  return view;
}

beforeEach(() => {
  window.localStorage.clear();
  setToken('test-admin-token');
  backend();
});

describe('Column chooser', () => {
  it('hides a column from the header and every row, keeps it hidden after a reload, and resets', async () => {
    const user = userEvent.setup();
    const first = await openGrid();
    expect(headers()).toContain('Asset');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = screen.getByRole('group', { name: 'Columns' });
    // The schema's list fields, in order, all shown.
    expect(
      within(chooser)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['User', 'Asset', 'Amount', 'Destination', 'Status']);
    await user.click(within(chooser).getByRole('checkbox', { name: 'Asset' }));
    await waitFor(() => expect(headers()).not.toContain('Asset'), T);
    expect(document.querySelectorAll('tbody td.column-asset')).toHaveLength(0);
    expect(amounts()).toHaveLength(3);
    first.unmount();

    await openGrid();
    expect(headers()).not.toContain('Asset');
    expect(document.querySelectorAll('tbody td.column-asset')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(headers()).toContain('Asset'), T);
    expect(document.querySelectorAll('tbody td.column-asset')).toHaveLength(3);
  });

  it('never hides the last shown column', async () => {
    const user = userEvent.setup();
    await openGrid();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = screen.getByRole('group', { name: 'Columns' });
    for (const name of ['User', 'Asset', 'Destination', 'Status'])
      await user.click(within(chooser).getByRole('checkbox', { name }));
    const amount = within(chooser).getByRole('checkbox', { name: 'Amount' });
    expect(amount).toBeChecked();
    expect(amount).toBeDisabled();
    await waitFor(() => expect(amounts()).toHaveLength(3), T);
  });
});

describe('Coming back to a list', () => {
  it('a bare link (the menu, "All withdrawals") opens the filter and sort the admin left; a link that names its view opens that view', async () => {
    const filtered = `/admin/withdraw?filter=${encodeURIComponent('{"amount_gte":"2"}')}&sort=amount&order=ASC`;
    const first = renderEngine(filtered, undefined, browserStore());
    await waitFor(() => expect(amounts()).toEqual(['2.00 XRP', '3.00 ETH']), T);
    first.unmount();

    const back = renderEngine('/admin/withdraw', undefined, browserStore());
    await waitFor(() => expect(amounts()).toEqual(['2.00 XRP', '3.00 ETH']), T);
    back.unmount();

    const other = `/admin/withdraw?filter=${encodeURIComponent('{}')}&sort=amount&order=DESC`;
    renderEngine(other, undefined, browserStore());
    await waitFor(() => expect(amounts()).toEqual(['3.00 ETH', '2.00 XRP', '1.00 BTC']), T);
  });
});

describe('Density', () => {
  it('compact rows are a class on the grid, pressed on the toggle, and kept after a reload', async () => {
    const user = userEvent.setup();
    const grid = () => document.querySelector('.RaDataTable-root');
    const first = await openGrid();
    const toggle = screen.getByRole('button', { name: 'Compact rows' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(grid()).not.toHaveClass('SchemaGrid-compact');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(grid()).toHaveClass('SchemaGrid-compact');
    first.unmount();

    await openGrid();
    expect(screen.getByRole('button', { name: 'Compact rows' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(grid()).toHaveClass('SchemaGrid-compact');
    await user.click(screen.getByRole('button', { name: 'Compact rows' }));
    expect(grid()).not.toHaveClass('SchemaGrid-compact');
  });
});

describe('Saved queries', () => {
  // Two mounts of the admin and a dialog: ~9 s alone, over 30 s on the two shared cores.
  it('saves the filter and sort under a name, re-applies them after a reload, and deletes them', async () => {
    const user = userEvent.setup();
    const filtered = `/admin/withdraw?filter=${encodeURIComponent('{"amount_gte":"2"}')}&sort=amount&order=ASC`;
    const first = renderEngine(filtered, undefined, browserStore());
    await waitFor(() => expect(amounts()).toEqual(['2.00 XRP', '3.00 ETH']), T);

    await user.click(screen.getByRole('button', { name: 'Saved queries' }));
    expect(screen.getByText('Filter the list and save this query for later')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save current query...' }));
    const dialog = screen.getByRole('dialog', { name: 'Save current query as' });
    // A blank name is refused, not saved as an empty entry.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Query name/ }), '2 and more');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);
    first.unmount();

    // Opened on the default query: every withdrawal. The saved one brings back filter and sort.
    await openGrid(`/admin/withdraw?filter=${encodeURIComponent('{}')}`);
    await waitFor(() => expect(amounts()).toHaveLength(3), T);
    await user.click(screen.getByRole('button', { name: 'Saved queries' }));
    await user.click(screen.getByRole('button', { name: '2 and more' }));
    await waitFor(() => expect(amounts()).toEqual(['2.00 XRP', '3.00 ETH']), T);

    // The current query is the saved one: it is marked, and saving it again is not offered.
    await user.click(screen.getByRole('button', { name: 'Saved queries' }));
    expect(screen.getByRole('button', { name: '2 and more' })).toHaveClass('Mui-selected');
    expect(screen.getByRole('button', { name: 'Save current query...' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove query "2 and more"' }));
    expect(screen.queryByRole('button', { name: '2 and more' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('RaStore.withdraw.savedQueries')!)).toEqual([]);
  }, 90_000);

  it('compares queries by value: key order and undefined entries aside, filter, sort and page size count', () => {
    const sort = { field: 'amount', order: 'ASC' as const };
    const saved = { filter: { asset: 'ETH', amount_gte: '2' }, sort, perPage: 25 };
    expect(
      isSameQuery(saved, {
        perPage: 25,
        sort: { order: 'ASC', field: 'amount' },
        filter: { amount_gte: '2', asset: 'ETH', note: undefined },
        // What the list keeps (an object; react-admin's SavedQuery type says an array).
        displayedFilters: { asset: true } as never,
      }),
    ).toBe(true);
    expect(isSameQuery(saved, { ...saved, perPage: 50 })).toBe(false);
    expect(isSameQuery(saved, { ...saved, sort: { ...sort, order: 'DESC' } })).toBe(false);
    expect(isSameQuery(saved, { ...saved, filter: { asset: 'ETH' } })).toBe(false);
    expect(isSameQuery({}, { filter: {} })).toBe(true);
  });
});

describe('One line per row', () => {
  it('cuts free text but never a figure, and titles a cut cell with its whole text on hover', async () => {
    await openGrid();
    const asset = document.querySelector<HTMLElement>('tbody td.column-asset')!;
    expect(asset).toHaveClass('SchemaGrid-clip');
    expect(document.querySelector('tbody td.column-amount')).toHaveClass('SchemaGrid-nowrap');
    expect(document.querySelector('tbody td.column-amount')).not.toHaveClass('SchemaGrid-clip');

    // jsdom lays nothing out: the cell says how wide its text is.
    const overflow = (scrollWidth: number) => {
      Object.defineProperty(asset, 'scrollWidth', { configurable: true, value: scrollWidth });
      Object.defineProperty(asset, 'clientWidth', { configurable: true, value: 100 });
    };
    overflow(180);
    fireEvent.mouseOver(asset.firstElementChild!);
    expect(asset).toHaveAttribute('title', 'ETH');
    // Rows are reused by position: once the text fits, the stale title goes.
    overflow(100);
    fireEvent.mouseOver(asset);
    expect(asset).not.toHaveAttribute('title');
  });
});
