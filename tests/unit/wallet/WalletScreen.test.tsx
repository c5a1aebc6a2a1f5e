import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import WalletPage from '../../../src/custom/wallet/WalletPage';
import { MARKER_KEY, storeMarker } from '../../../src/resources/shared/stepUp/gateState';
import { api, fail, ok, recorder, server } from '../msw';
import { buildAsset, buildBalance, buildNetwork, profile2faOn, renderPage } from './renderWallet';

// MUI under jsdom is slow on a shared 2-core machine: whole user journeys get more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

const USDT_ERC20 = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const assets = () => [
  buildAsset({
    name: 'Ethereum',
    symbol: 'ETH',
    address: '0x1111111111111111111111111111111111111111',
  }),
  buildAsset({ name: 'Bitcoin', symbol: 'BTC', address: null }),
  buildAsset({
    name: 'Ripple',
    symbol: 'XRP',
    address: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
    tagId: null,
  }),
  buildAsset({
    _id: '00000000-0000-4000-8000-0000000000aa',
    name: 'Tether',
    symbol: 'USDT',
    type: 'token',
    networks: [
      buildNetwork({
        _id: 'an-erc',
        id: 'ethereum',
        tokenType: 'ERC20',
        contractAddress: USDT_ERC20,
      }),
      buildNetwork({
        _id: 'an-erc-dup',
        id: 'ethereum',
        tokenType: 'ERC20',
        contractAddress: USDT_ERC20,
      }),
      buildNetwork({
        _id: 'an-trc',
        id: 'tron',
        tokenType: 'TRC20',
        contractAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      }),
    ],
    tokenAddressArray: [
      {
        tokenType: 'TRC20',
        address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
        tagId: null,
        networkId: 'tron',
      },
    ],
  }),
  buildAsset({
    name: 'BNB',
    symbol: 'BNB',
    type: 'token',
    networks: [buildNetwork({ _id: 'an-bnb', id: 'bsc', tokenType: 'BEP20' })],
  }),
];

const ASSETS = assets();

function verified(...handlers: Parameters<typeof server.use>) {
  storeMarker(sessionStorage);
  // The test's own handlers first: within one server.use the first match answers.
  server.use(
    ...handlers,
    ok('get', '/admin/getAdminProfile', profile2faOn()),
    ok('get', '/admin/getAdminWallet', ASSETS),
    ok('post', '/admin/overAllAdminBalance', { cryptos: [buildBalance()] }),
  );
  return renderPage(<WalletPage />);
}

const selector = () => screen.getByRole('combobox', { name: 'Asset' });
async function choose(name: RegExp) {
  await userEvent.click(selector());
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('wallet screen', () => {
  it("reads 'Admin Wallet – Manage platform wallets and monitor balances'", async () => {
    verified();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Admin Wallet – Manage platform wallets and monitor balances',
    );
  });

  it('selects BTC by default; the selector searches coins and shows the count, symbol and type', async () => {
    verified();
    expect(await screen.findByRole('combobox', { name: 'Asset' })).toHaveValue('Bitcoin (BTC)');
    expect(screen.getByTestId('asset-count')).toHaveTextContent('5 assets');
    const details = screen.getByRole('region', { name: 'Asset Details' });
    expect(within(details).getByText('crypto')).toBeInTheDocument();
    expect(within(details).getByText('BTC')).toBeInTheDocument();
    expect(within(details).getByText('Active')).toBeInTheDocument();

    expect(selector()).toHaveAttribute('placeholder', 'Search coin...');
    await userEvent.clear(selector());
    await userEvent.type(selector(), 'teth');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    expect(within(listbox).getByRole('option', { name: /Tether USDT token/ })).toBeInTheDocument();
  });

  it("'No Wallet' and 'Generate Deposit Address'; generating sends the crypto payload", async () => {
    const create = recorder('post', '/admin/createAdminWallet', () => ({
      success: true,
      message: 'New BTC deposit address generated',
    }));
    verified(create.handler);
    expect(await screen.findByText('No Wallet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Deposit Address' }));
    await waitFor(() => expect(create.calls).toHaveLength(1));
    expect(create.calls[0].body).toEqual({
      currencyId: ASSETS[1]._id,
      currency: 'BTC',
      type: 'crypto',
    });
    expect(
      await within(screen.getByTestId('toasts')).findByText('New BTC deposit address generated'),
    ).toBeInTheDocument();
  });

  it("reads 'Generating...' and is disabled while the server works", async () => {
    server.use(
      http.post(api('/admin/createAdminWallet'), async () => {
        await delay(300);
        return HttpResponse.json({ success: true, message: 'done' });
      }),
    );
    verified();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Deposit Address' }));
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
  });

  it("'Wallet creation failed' or the server's message", async () => {
    verified(fail('post', '/admin/createAdminWallet', 400));
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Deposit Address' }));
    expect(
      await within(screen.getByTestId('toasts')).findByText('Wallet creation failed'),
    ).toBeInTheDocument();
  });

  it('re-checks the 5 minutes before generating and reopens the modal when expired', async () => {
    const create = recorder('post', '/admin/createAdminWallet');
    verified(create.handler);
    const button = await screen.findByRole('button', { name: 'Generate Deposit Address' });
    sessionStorage.setItem(
      MARKER_KEY,
      JSON.stringify({ verified: true, timestamp: Date.now() - 301_000 }),
    );
    await userEvent.click(button);
    expect(
      await screen.findByRole('dialog', { name: 'Two-Factor Verification' }),
    ).toBeInTheDocument();
    expect(create.calls).toHaveLength(0);
  });

  it('a 403 from the server (no step-up) reopens the modal', async () => {
    verified(
      fail(
        'post',
        '/admin/createAdminWallet',
        403,
        '2FA verification required: verify a current code for wallet and money operations',
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Deposit Address' }));
    expect(
      await screen.findByRole('dialog', { name: 'Two-Factor Verification' }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(MARKER_KEY)).toBeNull();
  });

  it('tokens: networks unique by tokenType, contract or Native token, and the token payload', async () => {
    const create = recorder('post', '/admin/createAdminWallet', () => ({
      success: true,
      message: 'ok',
    }));
    verified(create.handler);
    await screen.findByText('No Wallet');
    await choose(/Tether/);
    expect(screen.getByText('Please select a network first')).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    // Each network shows its contract address in full, never shortened.
    expect(screen.getByRole('radio', { name: `ERC20 ${USDT_ERC20}` })).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'TRC20 TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /TRC20/ }));
    expect(screen.getByTestId('deposit-address')).toHaveTextContent(
      'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    );
    expect(screen.getByText('Wallet Ready')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /ERC20/ }));
    expect(screen.getByText('No Wallet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Deposit Address' }));
    await waitFor(() => expect(create.calls).toHaveLength(1));
    expect(create.calls[0].body).toEqual({
      currencyId: '00000000-0000-4000-8000-0000000000aa',
      currency: 'USDT',
      contractAddress: USDT_ERC20,
      tokenType: 'ERC20',
      networkId: 'an-erc',
      type: 'token',
    });

    await choose(/BNB/);
    expect(screen.getByRole('radio', { name: /BEP20 Native token/ })).toBeInTheDocument();
  });

  it("an existing address: copy ('Copied to clipboard!') and 'Generate New Address'", async () => {
    const user = userEvent.setup();
    verified();
    await screen.findByText('No Wallet');
    await choose(/Ethereum/);
    expect(screen.getByText('Wallet Ready')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate New Address' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe('0x1111111111111111111111111111111111111111');
    expect(within(screen.getByTestId('toasts')).getByText('Copied to clipboard!')).toHaveAttribute(
      'data-ms',
      '3000',
    );
  });

  it("XRP: Destination Tag 'Not specified' without a tag", async () => {
    verified();
    await screen.findByText('No Wallet');
    await choose(/Ripple/);
    expect(screen.getByTestId('destination-tag')).toHaveTextContent('Not specified');
    expect(screen.getByRole('button', { name: 'Copy destination tag' })).toBeDisabled();
  });

  it("XRP with a tag copies it with 'Tag ID copied!'", async () => {
    const user = userEvent.setup();
    // This asset list has the XRP tag.
    verified(
      ok(
        'get',
        '/admin/getAdminWallet',
        ASSETS.map((a) => (a.symbol === 'XRP' ? { ...a, tagId: '3141592' } : a)),
      ),
    );
    await screen.findByText('No Wallet');
    await user.click(selector());
    await user.click(await screen.findByRole('option', { name: /Ripple/ }));
    expect(screen.getByTestId('destination-tag')).toHaveTextContent('3141592');
    await user.click(screen.getByRole('button', { name: 'Copy destination tag' }));
    expect(await navigator.clipboard.readText()).toBe('3141592');
    expect(within(screen.getByTestId('toasts')).getByText('Tag ID copied!')).toBeInTheDocument();
  });
});
