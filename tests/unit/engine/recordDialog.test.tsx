import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { RecordDialog } from '../../../src/resources/shared/RecordDialog';
import type { FieldSchema } from '../../../src/resources/types';
import { i18nProvider } from '../../../src/messages/i18nProvider';

vi.setConfig({ testTimeout: 30_000 });

const ADDRESS = '0x1111111111111111111111111111111111111111';
const FIELDS: FieldSchema[] = [
  { source: 'note', label: 'Note', type: 'text', views: ['show'] },
  {
    source: 'usd',
    label: 'Balance',
    type: 'money',
    views: ['show'],
    display: (record) => `$${Number(record.usd).toFixed(2)}`,
  },
  {
    source: 'address',
    label: 'Address',
    type: 'address',
    views: ['show'],
    whole: true,
    copy: { name: () => 'Copy address', message: 'Address copied!' },
  },
  { source: 'network', label: 'Network', type: 'text', views: ['show'] },
];

type Query = Parameters<typeof RecordDialog>[0]['query'];
const answered = (data?: Query['data']): Query => ({ data, isPending: false, isError: false });

function renderDialog(query: Query, onClose = vi.fn()) {
  render(
    <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
      <RecordDialog
        open
        title="Hot wallet (BTC)"
        query={query}
        fields={FIELDS}
        texts={{ loading: 'Loading balance...', empty: 'No data', emptyHint: 'Could not load it' }}
        onClose={onClose}
      />
    </AdminContext>,
  );
  return onClose;
}

describe('RecordDialog: one record of a screen’s own call as declared fields', () => {
  it('shows the filled fields, a `display` text, a whole address with its copy button, and closes', async () => {
    const user = userEvent.setup();
    const onClose = renderDialog(answered({ id: 'w1', usd: 12.5, address: ADDRESS, note: '' }));
    const dialog = screen.getByRole('dialog', { name: 'Hot wallet (BTC)' });
    expect(within(dialog).getByText('Balance')).toBeInTheDocument();
    expect(within(dialog).getByText('$12.50')).toHaveAttribute('title', '12.5');
    // Whole, not shortened: an admin checks every character of it.
    expect(within(dialog).getByText(ADDRESS)).toBeInTheDocument();
    // Blank fields are left out, not dashed.
    expect(within(dialog).queryByText('Note')).toBeNull();
    expect(within(dialog).queryByText('Network')).toBeNull();
    const copy = within(dialog).getByRole('button', { name: 'Copy address' });
    await user.click(copy);
    await waitFor(() => expect(within(copy).getByTestId('CheckIcon')).toBeInTheDocument());
    expect(await navigator.clipboard.readText()).toBe(ADDRESS);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says it is loading, and shows the empty state when the read failed or answered nothing', () => {
    renderDialog({ isPending: true, isError: false });
    expect(screen.getByRole('status', { name: 'Loading balance...' })).toBeInTheDocument();
    cleanup();
    renderDialog({ isPending: false, isError: true });
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.getByText('Could not load it')).toBeInTheDocument();
    cleanup();
    renderDialog(answered(undefined));
    expect(screen.getByText('No data')).toBeInTheDocument();
  });
});
