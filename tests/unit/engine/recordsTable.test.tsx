import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { RecordsTable, type RowAction } from '../../../src/resources/shared/RecordsTable';
import type { FieldSchema } from '../../../src/resources/types';
import { i18nProvider } from '../../../src/messages/i18nProvider';

vi.setConfig({ testTimeout: 30_000 });

interface Wallet {
  _id: string;
  label: string;
  network: string;
  address: string;
  usd: number;
}

const wallet = (overrides: Partial<Wallet>): Wallet => ({
  _id: 'w',
  label: 'Hot wallet',
  network: 'ERC20',
  address: '0x1111111111111111111111111111111111111111',
  usd: 10,
  ...overrides,
});
const HOT = wallet({ _id: 'w1', label: 'Hot wallet', usd: 250 });
const COLD = wallet({
  _id: 'w2',
  label: 'Cold wallet',
  address: '0x2222222222222222222222222222222222222222',
  usd: 1000,
});

const FIELDS: FieldSchema[] = [
  { source: 'network', label: 'Network', type: 'status', views: ['list'] },
  { source: 'label', label: 'Label', type: 'text', views: ['list'] },
  {
    source: 'address',
    label: 'Address',
    type: 'address',
    views: ['list'],
    sortable: false,
    copy: { name: (record) => `Copy the address of ${record.label}`, message: 'Address copied!' },
  },
  {
    source: 'usd',
    label: 'Value',
    type: 'money',
    views: ['list'],
    display: (record) => `$${record.usd}`,
  },
];

type Props = Partial<Parameters<typeof RecordsTable<Wallet>>[0]>;

/** A call's state as react-query reports it; Retry refetches. */
const answered = (overrides: Partial<Props['query']> = {}) => ({
  isPending: false,
  error: null,
  refetch: vi.fn(),
  ...overrides,
});

function renderTable(props: Props = {}) {
  const query = props.query ?? answered();
  render(
    <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
      <RecordsTable<Wallet>
        label="Platform wallets"
        fields={FIELDS}
        records={[HOT, COLD]}
        texts={{ loading: 'Loading wallets...', empty: 'No wallet yet.', error: 'Could not load' }}
        {...props}
        query={query}
      />
    </AdminContext>,
  );
  return query;
}

const column = (source: string) =>
  Array.from(document.querySelectorAll(`tbody td.column-${source}`)).map((td) => td.textContent);

describe('RecordsTable: records in memory as a declared grid', () => {
  it("shows the declared columns with the engine's cells, in a table named by its label", async () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Platform wallets' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Network', 'Label', 'Address', 'Value']);
    expect(column('label')).toEqual(['Hot wallet', 'Cold wallet']);
    expect(column('usd')).toEqual(['$250', '$1000']);
    // The address cell: shortened, whole for assistive technology, a copy button per record.
    expect(within(table).getByLabelText(HOT.address)).toHaveTextContent('0x1111…1111');
    const user = userEvent.setup();
    const copy = within(table).getByRole('button', { name: 'Copy the address of Cold wallet' });
    await user.click(copy);
    await waitFor(() => expect(copy.querySelector('svg')).toHaveClass('MuiSvgIcon-colorSuccess'));
    expect(await navigator.clipboard.readText()).toBe(COLD.address);
  });

  it('sorts in the browser from a header, and no row opens anything', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Sort by label ascending' }));
    await waitFor(() => expect(column('label')).toEqual(['Cold wallet', 'Hot wallet']));
    await user.click(screen.getByRole('button', { name: 'Sort by label descending' }));
    await waitFor(() => expect(column('label')).toEqual(['Hot wallet', 'Cold wallet']));
    expect(screen.queryByRole('button', { name: /sort by address/i })).toBeNull();
    expect(document.querySelector('tr.RaDataTable-clickableRow')).toBeNull();
  });

  it('gives each row its action, named per record, with the record as the API sent it', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const action: RowAction<Wallet> = {
      label: 'Balance',
      name: (record) => `Show ${record.label} balance`,
      onClick,
    };
    renderTable({ action });
    const button = screen.getByRole('button', { name: 'Show Cold wallet balance' });
    expect(button).toHaveTextContent('Balance');
    await user.click(button);
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining(COLD));
  });

  it('says it is loading, that nothing is there, or what failed with a Retry', async () => {
    const user = userEvent.setup();
    renderTable({ query: answered({ isPending: true }), records: undefined });
    expect(screen.getByRole('status', { name: 'Loading wallets...' })).toHaveTextContent(
      'Loading wallets...',
    );
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();

    renderTable({ records: [] });
    expect(screen.getByText('No wallet yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();

    const failed = renderTable({
      query: answered({ error: new Error('Failed To Get AdminWallet') }),
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load');
    expect(alert).toHaveTextContent('Failed To Get AdminWallet');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('without an error title, the error message is the heading, once', () => {
    renderTable({
      query: answered({ error: new Error('Failed To Get Contract Address') }),
      texts: { loading: 'Loading contracts...', empty: 'No contract.' },
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('Failed To Get Contract Address');
    expect(within(alert).getAllByText('Failed To Get Contract Address')).toHaveLength(1);
  });
});
