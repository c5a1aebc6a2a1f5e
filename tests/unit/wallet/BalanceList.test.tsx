import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { noResponseSuffix } from '../../../src/messages/catalogue';
import { BalanceList, filterBalances } from '../../../src/custom/wallet/BalanceList';
import { balanceFractionDigits } from '../../../src/contracts/money';
import { formatBalanceUsd } from '../../../src/resources/shared/format';
import { api, fail, networkError, ok, server } from '../msw';
import { buildBalance, renderPage } from './renderWallet';

// MUI under jsdom is slow on a shared 2-core machine: whole user journeys get more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('canvas-confetti', () => ({ default: vi.fn() }));

const entries = () => [
  buildBalance({ name: 'Bitcoin', currency: 'BTC', address: 'bc1qaaaa1111' }),
  buildBalance({ name: 'Ethereum', currency: 'ETH', address: '0xBEEF2222' }),
  buildBalance({ name: 'Tether', currency: 'USDT', address: 'TXyz3333', tokenType: 'TRC20' }),
];

const renderList = (props: Partial<Parameters<typeof BalanceList>[0]> = {}) =>
  renderPage(
    <BalanceList
      entries={entries()}
      query={{ isPending: false, error: null, refetch: vi.fn() }}
      onBack={() => {}}
      {...props}
    />,
  );

describe('balance formatting', () => {
  it('shows dollars with at least 2 and at most `decimals` (or 8) fraction digits', () => {
    expect(formatBalanceUsd(1234.5)).toBe('$1,234.50');
    expect(formatBalanceUsd(0.123456789)).toBe('$0.12345679');
    expect(formatBalanceUsd(0.123456789, 4)).toBe('$0.1235');
    expect(formatBalanceUsd(3, 0)).toBe('$3.00');
    expect(formatBalanceUsd('12.3')).toBe('$12.30');
    expect(formatBalanceUsd(undefined)).toBe('$0.00');
    expect(balanceFractionDigits()).toEqual({ min: 2, max: 8 });
    expect(balanceFractionDigits(18)).toEqual({ min: 2, max: 18 });
  });
});

describe('balance list', () => {
  it('filters by name, currency or address', () => {
    expect(filterBalances(entries(), 'ethereum').map((e) => e.currency)).toEqual(['ETH']);
    expect(filterBalances(entries(), 'ether').map((e) => e.currency)).toEqual(['ETH', 'USDT']);
    expect(filterBalances(entries(), 'usdt').map((e) => e.currency)).toEqual(['USDT']);
    expect(filterBalances(entries(), 'beef').map((e) => e.currency)).toEqual(['ETH']);
    expect(filterBalances(entries(), '  ')).toHaveLength(3);
  });

  it('searches from the box and says when nothing matches', async () => {
    renderList();
    const search = screen.getByPlaceholderText('Search cryptocurrencies...');
    await userEvent.type(search, 'teth');
    expect(screen.getByRole('button', { name: 'Open Tether wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open Bitcoin wallet' })).not.toBeInTheDocument();
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No cryptocurrencies found')).toBeInTheDocument();
    expect(screen.getByText('Try a different search')).toBeInTheDocument();
  });

  it("'No assets available' when the list is empty, with a max height of 300px", () => {
    renderList({ entries: [] });
    expect(screen.getByText('No cryptocurrencies found')).toBeInTheDocument();
    expect(screen.getByText('No assets available')).toBeInTheDocument();
    expect(screen.getByTestId('balance-list')).toHaveStyle({ maxHeight: '300px' });
  });

  it('loading and error states, with Retry and Go Back', async () => {
    const refetch = vi.fn();
    const onBack = vi.fn();
    const { unmount } = renderList({
      entries: undefined,
      query: { isPending: true, error: null, refetch },
    });
    expect(screen.getByText('Loading wallet balances...')).toBeInTheDocument();
    unmount();
    const noAnswer = new HttpError('Failed to fetch wallet data', 0, { hint: noResponseSuffix });
    renderList({
      entries: undefined,
      query: { isPending: false, error: noAnswer, refetch },
      onBack,
    });
    expect(screen.getByText('Error loading wallet balances')).toBeInTheDocument();
    // The spec's message stands alone; why there was no answer is a line of its own.
    expect(screen.getByText('Failed to fetch wallet data')).toBeInTheDocument();
    expect(screen.getByText(noResponseSuffix)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('a card opens the coin page with the asset in the URL', async () => {
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Open Ethereum wallet' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/wallet/coin?symbol=ETH');
  });

  it("copies a card's address with 'Address copied!' (1.5 s)", async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: 'Copy Bitcoin address' }));
    expect(await navigator.clipboard.readText()).toBe('bc1qaaaa1111');
    const toast = within(screen.getByTestId('toasts')).getByText('Address copied!');
    expect(toast).toHaveAttribute('data-ms', '1500');
  });

  it("'Invalid asset data' for a card without an address", async () => {
    renderList({ entries: [buildBalance({ name: 'Ripple', currency: 'XRP', address: '' })] });
    await userEvent.click(screen.getByRole('button', { name: 'Show Ripple balance' }));
    expect(
      within(screen.getByTestId('toasts')).getByText('Invalid asset data'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the Balance modal shows name (currency), message, dollars, address and network', async () => {
    server.use(
      ok('post', '/admin/tokenBalance', {
        currency: 'BTC',
        address: 'bc1qaaaa1111',
        balance: 64123.456789123,
        decimals: 8,
        network: 'BTC',
        message: 'Hot wallet: 1 BTC',
      }),
    );
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Show Bitcoin balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bitcoin (BTC)' });
    expect(await within(dialog).findByText('$64,123.45678912')).toBeInTheDocument();
    expect(within(dialog).getByText('Wallet balance')).toBeInTheDocument();
    expect(within(dialog).getByText('Hot wallet: 1 BTC')).toBeInTheDocument();
    expect(within(dialog).getByText('bc1qaaaa1111')).toBeInTheDocument();
    expect(within(dialog).getByText('Network')).toBeInTheDocument();
  });

  it("'No Asset Data' and the server's message when the balance cannot be read", async () => {
    server.use(
      fail(
        'post',
        '/admin/tokenBalance',
        404,
        'No platform BTC wallet has the address bc1qaaaa1111',
      ),
    );
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Show Bitcoin balance' }));
    expect(await screen.findByText('No Asset Data')).toBeInTheDocument();
    expect(screen.getByText('Could not load balance details for this asset')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('toasts')).getByText(
        'No platform BTC wallet has the address bc1qaaaa1111',
      ),
    ).toBeInTheDocument();
  });

  it("'Failed to fetch balance' when the server does not answer", async () => {
    server.use(networkError('post', '/admin/tokenBalance'));
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Show Bitcoin balance' }));
    expect(
      await within(screen.getByTestId('toasts')).findByText('Failed to fetch balance'),
    ).toBeInTheDocument();
  });

  it("'Failed To Get Token Balance' when the server answers success false", async () => {
    server.use(http.post(api('/admin/tokenBalance'), () => HttpResponse.json({ success: false })));
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Show Bitcoin balance' }));
    expect(
      await within(screen.getByTestId('toasts')).findByText('Failed To Get Token Balance'),
    ).toBeInTheDocument();
  });
});
