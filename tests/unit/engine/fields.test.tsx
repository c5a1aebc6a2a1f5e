import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ok, server } from '../msw';
import { setToken } from '../../../src/authProvider/tokenStore';
import { formatCryptoAmount, formatPercent } from '../../../src/resources/shared/format';
import { explorerUrl } from '../../../src/resources/shared/explorers';
import { buildWithdrawal, ETH_ADDRESS, TX_HASH } from './engineSchemas';
import { renderEngine } from './renderEngine';

vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 8000 };

function backend(rows: ReturnType<typeof buildWithdrawal>[]) {
  server.use(
    http.get(api('/admin/withdrawList'), () => HttpResponse.json({ success: true, result: rows })),
    ok('get', '/admin/memberList', [{ _id: 'm-1', name: 'Mila Novak' }]),
  );
}

describe('Field formatting', () => {
  it('formats a decimal string without rounding it through Number()', () => {
    expect(formatCryptoAmount('123456789012345.123456789012345678')).toBe(
      '123,456,789,012,345.123456789012345678',
    );
    expect(formatCryptoAmount('0.000000000000000001')).toBe('0.000000000000000001');
    expect(formatCryptoAmount('2')).toBe('2.00');
    expect(formatCryptoAmount('1.123456789', 4)).toBe('1.1235');
    expect(formatCryptoAmount(null)).toBe('—');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent('0.25')).toBe('0.25%');
  });

  it('links addresses and transactions to the network explorer, and knows no unknown network', () => {
    expect(explorerUrl('erc20', 'address', ETH_ADDRESS)).toBe(
      `https://etherscan.io/address/${ETH_ADDRESS}`,
    );
    expect(explorerUrl('BTC', 'tx', 'abc')).toBe('https://mempool.space/tx/abc');
    expect(explorerUrl('NOPE', 'tx', 'abc')).toBeUndefined();
    expect(explorerUrl(undefined, 'tx', 'abc')).toBeUndefined();
  });
});

describe('Field types on the generic screens', () => {
  beforeEach(() => setToken('test-admin-token'));

  it('shows the details in their sections: amount, percent, address, tx hash, reference, nested rows', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    backend([buildWithdrawal()]);
    renderEngine('/admin/withdraw/w-1/show');

    const request = (await screen.findByRole('heading', { name: 'Request' }, T)).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    expect(within(request).getByText('1.123456789012345678 ETH')).toBeInTheDocument();
    expect(within(request).getByText('0.25%')).toBeInTheDocument();
    // The reference shows the member's name and links to their details route.
    expect(await within(request).findByRole('link', { name: 'Mila Novak' }, T)).toHaveAttribute(
      'href',
      '/admin/member-details/m-1',
    );

    const destination = screen
      .getByRole('heading', { name: 'Destination' })
      .closest('.MuiCard-root') as HTMLElement;
    expect(within(destination).getByText('0x5290…9EE7')).toBeInTheDocument();
    expect(
      within(destination).getByRole('link', { name: 'Open destination in the explorer' }),
    ).toHaveAttribute('href', `https://etherscan.io/address/${ETH_ADDRESS}`);
    expect(
      within(destination).getByRole('link', { name: 'Open transaction in the explorer' }),
    ).toHaveAttribute('href', `https://etherscan.io/tx/${TX_HASH}`);
    await user.click(within(destination).getByRole('button', { name: 'Copy destination' }));
    expect(writeText).toHaveBeenCalledWith(ETH_ADDRESS);
    expect(await screen.findByText('Copied to clipboard!', {}, T)).toBeInTheDocument();

    const messages = within(destination).getByRole('table', { name: 'Messages' });
    const rows = within(messages).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AuthorText',
      'AlicePlease hurry',
      'SupportOn it',
    ]);
  });

  it('filters the grid by a number range (amount_gte / amount_lte)', async () => {
    const user = userEvent.setup();
    backend([
      buildWithdrawal({ _id: 'w-1', amount: '0.5' }),
      buildWithdrawal({ _id: 'w-2', amount: '10.25' }),
      buildWithdrawal({ _id: 'w-3', amount: '250' }),
    ]);
    renderEngine('/admin/withdraw');
    await screen.findByText('250.00 ETH', {}, T);
    await user.click(screen.getByRole('button', { name: /add filter/i }));
    await user.click(within(await screen.findByRole('menu')).getByText('Amount min'));
    await user.type(await screen.findByRole('textbox', { name: 'Amount min' }, T), '1');
    await waitFor(() => expect(screen.queryByText('0.50 ETH')).not.toBeInTheDocument(), T);
    expect(screen.getByText('10.25 ETH')).toBeInTheDocument();
    expect(screen.getByText('250.00 ETH')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /add filter/i }));
    await user.click(within(await screen.findByRole('menu')).getByText('Amount max'));
    await user.type(await screen.findByRole('textbox', { name: 'Amount max' }, T), '100');
    // Typing passes through max 1 and 10 (which hide 10.25 too): wait for the settled 100.
    await waitFor(() => {
      expect(screen.queryByText('250.00 ETH')).not.toBeInTheDocument();
      expect(screen.getByText('10.25 ETH')).toBeInTheDocument();
    }, T);
  });
});
