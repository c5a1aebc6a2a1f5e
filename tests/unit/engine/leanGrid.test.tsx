import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, RecordContextProvider, type RaRecord } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ok, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { cellFor, gridCellFor } from '../../../src/resources/shared/cellFor';
import { shortenMiddle } from '../../../src/resources/shared/format';
import { fieldFor } from '../../../src/resources/shared/fieldFor';
import type { FieldSchema, ResourceSchema } from '../../../src/resources/types';
import { resolveScreens } from '../../../src/resources/shared/screens';
import { buildWithdrawal, ETH_ADDRESS, memberSchema, withdrawalSchema } from './engineSchemas';
import { renderEngine } from './renderEngine';
import { lowerFirst } from '../../../src/resources/shared/SchemaTableHead';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

const field = (type: FieldSchema['type'], extra: Partial<FieldSchema> = {}): FieldSchema => ({
  source: 'value',
  label: 'Value',
  type,
  views: ['list'],
  ...extra,
});

/** The markup without what only styling tells apart (emotion's class, the grid's link and chip classes). */
const normalise = (html: string) =>
  html
    .replace(/\s*\bcss-[\w-]+/g, '')
    .replace(/\s*SchemaGrid-(link|chip)/g, '')
    .replace(/ class=""/g, '');

function markupOf(node: React.ReactNode) {
  const { container, unmount } = render(<AdminContext>{node}</AdminContext>);
  const html = normalise(container.innerHTML);
  unmount();
  return html;
}

const VALUES: Record<string, unknown[]> = {
  text: ['Alice', '', null, undefined, 42, true],
  email: ['a@b.co', null],
  number: [1234.5, '1234.5', 'abc', 0, null],
  money: ['1234.5', 0.1, null, ''],
  cryptoAmount: ['123456789.123456789012345678', '2', null],
  percent: [12.5, '0.25', null],
  date: ['2026-11-22T06:07:00Z', 1_700_000_000_000, null, '', 'not a date'],
  datetime: ['2026-11-22T06:07:00Z', null, 'not a date'],
  status: ['pending', 'unknown', null],
};

describe('cellFor: the grid cells read as fieldFor shows them', () => {
  const choices = [{ id: 'pending', name: 'Pending', color: 'warning' as const }];
  for (const [type, values] of Object.entries(VALUES)) {
    it(`${type}: same text and markup for ${values.length} values`, () => {
      const schema = field(type as FieldSchema['type'], {
        choices,
        currencySource: type === 'money' || type === 'cryptoAmount' ? 'asset' : undefined,
      });
      const cell = cellFor(schema);
      expect(cell).not.toBeNull();
      for (const value of values) {
        const record: RaRecord = { id: 1, value, asset: 'ETH' };
        const expected = markupOf(
          <RecordContextProvider value={record}>{fieldFor(schema)}</RecordContextProvider>,
        );
        expect(markupOf(cell!(record)), `${type} ${String(value)}`).toBe(expected);
      }
    });
  }

  it('reads a dotted source as react-admin does', () => {
    const cell = cellFor({ ...field('text'), source: 'user.name' })!;
    expect(markupOf(cell({ id: 1, user: { name: 'Ada' } }))).toContain('>Ada<');
    expect(markupOf(cell({ id: 1 }))).toContain('>—<');
  });

  it('leaves widgets (addresses, references, images, nested tables) to fieldFor', () => {
    for (const type of ['address', 'txHash', 'reference', 'image', 'nested', 'boolean'] as const)
      expect(cellFor(field(type))).toBeNull();
  });
});

describe('The lean grid body keeps the DataTable behaviour', () => {
  beforeEach(() => setToken('test-admin-token'));

  function backend(rows: ReturnType<typeof buildWithdrawal>[]) {
    server.use(
      http.get(api('/admin/withdrawList'), () =>
        HttpResponse.json({ success: true, result: rows }),
      ),
      ok('get', '/admin/memberList', [{ _id: 'm-1', name: 'Mila Novak' }]),
    );
  }

  it('mixes lean cells with widget cells, selects a row, and opens a row on click', async () => {
    const user = userEvent.setup();
    backend([
      buildWithdrawal({ _id: 'w-1', amount: '3' }),
      buildWithdrawal({ _id: 'w-2', amount: '2', status: 'approved' }),
    ]);
    renderEngine('/admin/withdraw');
    const amount = await screen.findByText('3.00 ETH', {}, T);
    const row = amount.closest('tr') as HTMLElement;
    // A lean cell: a plain <td> with MUI's and react-admin's classes.
    expect(amount.closest('td')).toHaveClass('MuiTableCell-root', 'RaDataTable-rowCell');
    expect(amount.closest('td')).toHaveClass('column-amount', 'SchemaGrid-nowrap');
    // A widget cell (reference) still resolves through react-admin's ReferenceField, in the same
    // plain <td> (not DataTableCell's styled TableCell), the row's record in its context.
    const person = await within(row).findByRole('link', { name: 'Mila Novak' }, T);
    const widgetCell = person.closest('td') as HTMLElement;
    expect(widgetCell).toHaveClass('MuiTableCell-root', 'SchemaGrid-cell', 'RaDataTable-rowCell');
    expect(widgetCell.className).not.toMatch(/\bcss-/);
    // Selecting a row opens the bulk bar and does not open the row.
    // MUI's Checkbox markup without MUI's components: the input is named, its root carries
    // react-admin's class and no emotion class of its own.
    const select = within(row).getByRole('checkbox', { name: 'Select this row' });
    expect(select.parentElement).toHaveClass('MuiCheckbox-root', 'RaDataTable-checkbox');
    expect(select.parentElement?.className).not.toMatch(/\bcss-/);
    await user.click(within(row).getByRole('checkbox'));
    expect(await screen.findByText(/1 item selected/i, {}, T)).toBeInTheDocument();
    expect(within(row).getByRole('checkbox')).toBeChecked();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/withdraw$/);
    await user.click(amount);
    await waitFor(
      () => expect(screen.getByTestId('where')).toHaveTextContent('/admin/withdraw/w-1/show'),
      T,
    );
  });

  it('reaches a row with Tab alone (after the toolbar and the headers) and opens it with Enter', async () => {
    const user = userEvent.setup();
    backend([buildWithdrawal({ _id: 'w-1', amount: '3' })]);
    renderEngine('/admin/withdraw');
    const row = (await screen.findByText('3.00 ETH', {}, T)).closest('tr') as HTMLElement;
    for (let i = 0; i < 80 && document.activeElement !== row; i++) await user.tab();
    expect(row).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(
      () => expect(screen.getByTestId('where')).toHaveTextContent('/admin/withdraw/w-1/show'),
      T,
    );
  });

  it('reaches a row with the keyboard and opens it with Enter', async () => {
    const user = userEvent.setup();
    backend([buildWithdrawal({ _id: 'w-1', amount: '3' })]);
    renderEngine('/admin/withdraw');
    const row = (await screen.findByText('3.00 ETH', {}, T)).closest('tr') as HTMLElement;
    expect(row).toHaveAttribute('tabindex', '0');
    row.focus();
    await user.keyboard('{Enter}');
    await waitFor(
      () => expect(screen.getByTestId('where')).toHaveTextContent('/admin/withdraw/w-1/show'),
      T,
    );
  });

  it('opens nothing from a row when the resource has no record page (no show route either)', async () => {
    const user = userEvent.setup();
    backend([buildWithdrawal({ _id: 'w-1', amount: '3' })]);
    // The withdrawals without their page: no field shown there, no section of its own.
    const noPage: ResourceSchema = {
      ...withdrawalSchema,
      sections: undefined,
      fields: withdrawalSchema.fields.map((f) => ({
        ...f,
        views: f.views.filter((v) => v !== 'show'),
      })),
    };
    renderEngine('/admin/withdraw', [noPage, memberSchema]);
    const amount = await screen.findByText('3.00 ETH', {}, T);
    expect(amount.closest('tr')).not.toHaveClass('RaDataTable-clickableRow');
    expect(amount.closest('tr')).not.toHaveAttribute('tabindex');
    await user.click(amount);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/withdraw$/);
    expect(resolveScreens({ schema: noPage }).show).toBeUndefined();
    expect(resolveScreens({ schema: withdrawalSchema }).show).toBeDefined();
  });

  it('re-sorts in place: rows keyed by position show the new order and keep their selection', async () => {
    const user = userEvent.setup();
    backend([
      buildWithdrawal({ _id: 'w-1', amount: '3' }),
      buildWithdrawal({ _id: 'w-2', amount: '1' }),
      buildWithdrawal({ _id: 'w-3', amount: '2' }),
    ]);
    renderEngine('/admin/withdraw');
    await screen.findByText('3.00 ETH', {}, T);
    const amounts = () =>
      Array.from(document.querySelectorAll('tbody td.column-amount')).map((td) => td.textContent);
    const checked = () =>
      Array.from(document.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')).map(
        (box) => box.checked,
      );
    const firstRow = screen.getByText('3.00 ETH').closest('tr') as HTMLElement;
    await user.click(within(firstRow).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /sort by amount/i }));
    await waitFor(() => expect(amounts()).toEqual(['1.00 ETH', '2.00 ETH', '3.00 ETH']), T);
    // The selection follows the record (w-1, now last), not the position.
    expect(checked()).toEqual([false, false, true]);
  });

  it("says the next sort order in the header's title and name, without a tooltip over the rows", async () => {
    const user = userEvent.setup();
    backend([buildWithdrawal({ _id: 'w-1', amount: '3' }), buildWithdrawal({ _id: 'w-2' })]);
    renderEngine('/admin/withdraw');
    await screen.findByText('3.00 ETH', {}, T);
    const sort = screen.getByRole('button', { name: 'Sort by amount ascending' });
    expect(sort).toHaveAttribute('title', 'Sort by amount ascending');
    expect(sort.closest('th')).toHaveClass('RaDataTable-headerCell', 'column-amount');
    await user.hover(sort);
    await user.click(sort);
    const again = await screen.findByRole('button', { name: 'Sort by amount descending' }, T);
    expect(again).toHaveAttribute('title', 'Sort by amount descending');
    // A Tooltip's popper would measure the page on every render while the rows change.
    expect(document.querySelector('.MuiPopper-root, [role="tooltip"]')).toBeNull();
    // The select-page checkbox stays in the head.
    expect(within(document.querySelector('thead')!).getByRole('checkbox')).toBeInTheDocument();
  });

  it('pages a whole list: the next page (prefetched from the loaded list) shows the next rows', async () => {
    const user = userEvent.setup();
    backend(
      Array.from({ length: 30 }, (_, i) =>
        buildWithdrawal({ _id: `w-${i + 1}`, amount: String(100 - i) }),
      ),
    );
    renderEngine('/admin/withdraw');
    await screen.findByText('100.00 ETH', {}, T);
    expect(document.querySelectorAll('tbody tr')).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByText('75.00 ETH', {}, T);
    const amounts = Array.from(document.querySelectorAll('tbody td.column-amount')).map(
      (td) => td.textContent,
    );
    expect(amounts).toEqual(['75.00 ETH', '74.00 ETH', '73.00 ETH', '72.00 ETH', '71.00 ETH']);
    await user.click(screen.getByRole('button', { name: /previous page/i }));
    await screen.findByText('100.00 ETH', {}, T);
    expect(document.querySelectorAll('tbody tr')).toHaveLength(25);
  });
  it("reads each column's next sort into the cache once the list settles: a header click shows it", async () => {
    const user = userEvent.setup();
    backend(
      Array.from({ length: 30 }, (_, i) =>
        buildWithdrawal({ _id: `w-${i + 1}`, amount: String(100 - i) }),
      ),
    );
    const { queryClient } = renderEngine('/admin/withdraw');
    await screen.findByText('100.00 ETH', {}, T);
    // Sorted by amount descending: a click on Amount asks for ascending, page 1.
    const cachedPage = () =>
      queryClient
        .getQueriesData<{ data: RaRecord[] }>({ queryKey: ['withdraw', 'getList'] })
        .find(([key]) => {
          const params = key[2] as {
            pagination: { page: number };
            sort: { field: string; order: string };
          };
          return (
            params.pagination.page === 1 &&
            params.sort.field === 'amount' &&
            params.sort.order === 'ASC'
          );
        })?.[1];
    await waitFor(() => expect(cachedPage()?.data[0]).toMatchObject({ _id: 'w-30' }), T);
    await user.click(screen.getByRole('button', { name: 'Sort by amount ascending' }));
    await screen.findByText('71.00 ETH', {}, T);
    expect(document.querySelector('tbody td.column-amount')?.textContent).toBe('71.00 ETH');
  });
});

describe('cellFor: display and chip', () => {
  const session = { id: 's-1', at: '2026-01-02T03:04:05Z', agent: 'curl/8', current: true };
  const cellOf = (extra: Partial<FieldSchema>, record: RaRecord) => {
    const cell = cellFor({ ...field('datetime'), source: 'at', ...extra });
    render(<AdminContext>{cell?.(record)}</AdminContext>);
  };

  it("shows the declared text, with the field's own text whole in its title", () => {
    cellOf({ display: (r) => `seen ${String(r.agent)}` }, session);
    expect(screen.getByText('seen curl/8')).toHaveAttribute(
      'title',
      render(<>{cellFor({ ...field('datetime'), source: 'at' })?.(session)}</>).container
        .textContent,
    );
  });

  it('adds the chip only on the records it holds for', () => {
    const chip = { label: 'This one', when: (r: RaRecord) => Boolean(r.current) };
    cellOf({ source: 'agent', type: 'text', chip }, session);
    expect(screen.getByText('curl/8')).toBeInTheDocument();
    expect(screen.getByText('This one')).toBeInTheDocument();
    cellOf({ source: 'agent', type: 'text', chip }, { ...session, id: 's-2', current: false });
    expect(screen.getAllByText('This one')).toHaveLength(1);
  });
});

describe('gridCellFor: an address or a hash in a grid row', () => {
  const destination = withdrawalSchema.fields.find((f) => f.source === 'address')!;
  const record: RaRecord = { id: 'w-1', ...buildWithdrawal({ _id: 'w-1', network: 'erc20' }) };

  it('names, copies and links what the field does, without MUI components of its own', async () => {
    const user = userEvent.setup();
    const view = (node: React.ReactNode) =>
      render(<AdminContext>{node}</AdminContext>).container as HTMLElement;
    const field = view(
      <RecordContextProvider value={record}>{fieldFor(destination)}</RecordContextProvider>,
    );
    // In a row that opens on a click, as the grid's rows do.
    const rowClicks = vi.fn();
    const cell = view(
      <div role="presentation" onClick={rowClicks}>
        {gridCellFor(destination)!(record)}
      </div>,
    );
    for (const shown of [field, cell]) {
      expect(within(shown).getByLabelText(ETH_ADDRESS)).toHaveTextContent(
        shortenMiddle(ETH_ADDRESS),
      );
      expect(
        within(shown).getByRole('link', { name: 'Open destination in the explorer' }),
      ).toHaveAttribute('href', `https://etherscan.io/address/${ETH_ADDRESS}`);
      expect(within(shown).getByRole('button', { name: 'Copy destination' })).toBeEnabled();
    }
    expect(cell.innerHTML).not.toMatch(/\bcss-/);
    // The copy button copies the whole value and says so; a row under it would not open.
    const copy = within(cell).getByRole('button', { name: 'Copy destination' });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(ETH_ADDRESS);
    expect(rowClicks).not.toHaveBeenCalled();
  });

  it("shows the copy's check on the value copied, not on the next record in that row's place", async () => {
    const user = userEvent.setup();
    const cell = gridCellFor(destination)!;
    const other = { ...record, id: 'w-2', address: '0x00000000219ab540356cBB839Cbe05303d7705Fa' };
    const row = (shown: RaRecord) => <AdminContext>{cell(shown)}</AdminContext>;
    const { container, rerender } = render(row(record));
    const checked = () => container.querySelector('svg.MuiSvgIcon-colorSuccess');
    await user.click(screen.getByRole('button', { name: 'Copy destination' }));
    expect(checked()).not.toBeNull();
    // The next page puts another withdrawal in this row (rows are keyed by position).
    rerender(row(other));
    expect(checked()).toBeNull();
    rerender(row(record));
    expect(checked()).not.toBeNull();
  });

  it('shows a dash without a value, and no link on an unknown network', () => {
    const cell = gridCellFor(destination)!;
    expect(render(<>{cell({ ...record, address: null })}</>).container).toHaveTextContent(/^—$/);
    const unknown = render(<AdminContext>{cell({ ...record, network: 'nowhere' })}</AdminContext>);
    expect(unknown.queryByRole('link')).toBeNull();
    expect(unknown.getByRole('button', { name: 'Copy destination' })).toBeInTheDocument();
  });
});

describe('sort hints', () => {
  it('lower the first letter of a label, not of an acronym', () => {
    expect(lowerFirst('Amount')).toBe('amount');
    expect(lowerFirst('USD value')).toBe('USD value');
    expect(lowerFirst('KYC level')).toBe('KYC level');
  });
});
