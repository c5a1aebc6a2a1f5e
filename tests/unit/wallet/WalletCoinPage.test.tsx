import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import WalletCoinPage from '../../../src/custom/wallet/WalletCoinPage';
import { storeMarker } from '../../../src/resources/shared/stepUp/gateState';
import { validateAmount } from '../../../src/custom/wallet/coin/SelfTransferForm';
import type { PlatformWallet } from '../../../src/custom/wallet/api';
import { api, ok, recorder, server } from '../msw';
import { buildAsset, profile2faOn, renderPage } from './renderWallet';

// MUI under jsdom is slow on a shared 2-core machine: whole user journeys get more than 5 s.
vi.setConfig({ testTimeout: 30_000 });

const wallet = (overrides: Partial<PlatformWallet>): PlatformWallet => ({
  _id: 'w',
  name: 'Bitcoin',
  currency: 'BTC',
  address: 'bc1q',
  tokenType: 'BTC',
  decimals: 8,
  amount: '2.5',
  balance: 150000,
  label: 'Deposit address #1',
  image: '',
  tagId: null,
  network: 'Bitcoin',
  networkId: 'bitcoin',
  contractAddress: null,
  priceUsd: 60000,
  current: false,
  derivationPath: "m/84'/0'/0'/0/0",
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const HOT = wallet({
  _id: 'w1',
  address: 'bc1qhot000000000000000000000000000000001',
  label: 'Deposit address #1',
});
const COLD = wallet({
  _id: 'w2',
  address: 'bc1qcold00000000000000000000000000000002',
  label: 'Deposit address #2',
  amount: '0',
  balance: 0,
  current: true,
});

/** The coin page of `symbol` behind a verified gate; the test's handlers answer first. */
function renderSymbol(symbol: string, ...handlers: Parameters<typeof server.use>) {
  storeMarker(sessionStorage);
  server.use(...handlers, ok('get', '/admin/getAdminProfile', profile2faOn()));
  return renderPage(<WalletCoinPage />, {
    path: '/admin/wallet/coin',
    at: `/admin/wallet/coin?symbol=${symbol}`,
  });
}

const renderCoin = (...handlers: Parameters<typeof server.use>) =>
  renderSymbol(
    'BTC',
    ...handlers,
    ok('get', '/admin/getAdminWallet', [
      buildAsset({ name: 'Bitcoin', symbol: 'BTC', address: COLD.address }),
    ]),
    ok('get', '/admin/getAdminWalletBalance', { wallets: [HOT, COLD], totalUsd: 150000 }),
    ok('post', '/admin/getContractAddress', []),
  );

/** USDT, a token without platform wallets, whose contracts `contracts` answers. */
const renderToken = (contracts: Parameters<typeof server.use>[0]) =>
  renderSymbol(
    'USDT',
    contracts,
    ok('get', '/admin/getAdminWallet', [
      buildAsset({ name: 'Tether USD', symbol: 'USDT', type: 'token' }),
    ]),
    ok('get', '/admin/getAdminWalletBalance', { wallets: [] }),
  );

async function fillTransfer(amount: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: 'From wallet' }));
  await userEvent.click(await screen.findByRole('option', { name: /Deposit address #1/ }));
  await userEvent.click(screen.getByRole('combobox', { name: 'To wallet' }));
  await userEvent.click(await screen.findByRole('option', { name: /Deposit address #2/ }));
  const input = screen.getByRole('textbox', { name: 'Amount' });
  await userEvent.clear(input);
  await userEvent.type(input, amount);
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
}

const confirmDialog = () => screen.findByRole('dialog', { name: 'Confirm the transfer' });

describe('/admin/wallet/coin', () => {
  it('validates amounts against the source wallet', () => {
    expect(validateAmount('0', HOT)).toBe('Enter a positive amount');
    expect(validateAmount('abc', HOT)).toBe('Enter a positive amount');
    expect(validateAmount('0.123456789', HOT)).toBe('At most 8 decimals');
    expect(validateAmount('3', HOT)).toBe('The amount is more than the wallet holds');
    expect(validateAmount('1.5', HOT)).toBeNull();
  });

  it('shows the asset of the URL with its platform wallets', async () => {
    renderCoin();
    // Under the screen's h1, the asset's header: its name, the way back, what the wallets hold.
    expect(await screen.findByRole('heading', { name: 'Bitcoin', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to wallets' })).toHaveAttribute(
      'href',
      '/admin/wallet',
    );
    expect(await screen.findByText('$150,000.00', { selector: 'h5' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Platform wallets' });
    expect(within(table).getByText('2.5 BTC')).toBeInTheDocument();
    expect(within(table).getByText('$150,000.00')).toBeInTheDocument();
  });

  it('a self transfer is confirmed, and a retry of the same submission reuses its idempotency key', async () => {
    let calls = 0;
    const keys: (string | null)[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/admin/selfTransfer'), async ({ request }) => {
        calls += 1;
        keys.push(request.headers.get('Idempotency-Key'));
        bodies.push(await request.json());
        return calls === 1
          ? HttpResponse.json({ success: false }, { status: 502 })
          : HttpResponse.json({ success: true, result: {}, message: 'Transferred 1.5 BTC' });
      }),
    );
    renderCoin();
    await fillTransfer('1.5');
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Move 1.5 BTC on BTC');
    expect(calls).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(screen.getByTestId('toasts')).findByText('Failed To selfTransfer'),
    ).toBeInTheDocument();

    // The admin tries again: same form, same submission, same key.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(bodies[0]).toEqual({
      currency: 'BTC',
      fromAddress: HOT.address,
      toAddress: COLD.address,
      amount: '1.5',
      tokenType: 'BTC',
      idempotencyKey: keys[0],
    });
    expect(
      await within(screen.getByTestId('toasts')).findByText('Transferred 1.5 BTC'),
    ).toBeInTheDocument();
  });

  it('a new submission after a success gets a new key', async () => {
    const transfer = recorder('post', '/admin/selfTransfer', () => ({
      success: true,
      result: {},
      message: 'ok',
    }));
    renderCoin(transfer.handler);
    await fillTransfer('1');
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(transfer.calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await fillTransfer('1');
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(transfer.calls).toHaveLength(2));
    expect(transfer.calls[1].headers.get('Idempotency-Key')).not.toBe(
      transfer.calls[0].headers.get('Idempotency-Key'),
    );
  });

  it("a token lists its contracts; 'Failed To Get Contract Address' when they cannot be read", async () => {
    renderToken(
      http.post(api('/admin/getContractAddress'), () => HttpResponse.json({ success: false })),
    );
    expect(await screen.findByRole('heading', { name: 'Token contracts' })).toBeInTheDocument();
    expect(await screen.findByText('Failed To Get Contract Address')).toBeInTheDocument();
    // Which networks are free is unknown: nothing is offered for registration.
    expect(screen.queryByRole('button', { name: 'Register contract' })).not.toBeInTheDocument();
  });

  it('a token offers to register a contract only on the networks it has none on', async () => {
    const erc20 = { _id: 'c1', currency: 'USDT', tokenType: 'ERC20', contractAddress: '0xdAC1' };
    renderToken(ok('post', '/admin/getContractAddress', [erc20]));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Token network' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['BEP20', 'TRC20']);
  });

  it('an unknown symbol says so, with the way back', async () => {
    renderSymbol(
      'DOGE',
      ok('get', '/admin/getAdminWallet', [buildAsset({ symbol: 'BTC' })]),
      ok('get', '/admin/getAdminWalletBalance', { wallets: [] }),
    );
    expect(await screen.findByText('Unknown asset')).toBeInTheDocument();
    expect(
      screen.getByText('No platform asset has the symbol "DOGE". Choose one on the wallet screen.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to wallets' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/wallet$/);
  });

  it('a coin has no token contract section', async () => {
    renderCoin();
    expect(await screen.findByRole('heading', { name: 'Bitcoin' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Token contracts' })).not.toBeInTheDocument();
  });
});
