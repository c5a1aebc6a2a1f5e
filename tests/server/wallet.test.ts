import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers.ts';
import { isValidAddress } from '../../server/wallet/derivation.ts';
import { STEP_UP_REQUIRED_MESSAGE } from '../../server/auth/stepUp.ts';
import { useWalletServer } from './walletHelpers.ts';

const wallet = useWalletServer();
const { session, stepUp, verifiedSession, get, post, walletList, balanceOf } = wallet;
let server: TestServer;
beforeAll(() => {
  server = wallet.server();
});

describe('wallet asset list', () => {
  it('lists the assets with networks, contracts and current deposit addresses (spec section 3)', async () => {
    const headers = await verifiedSession();
    const assets = await walletList(headers);
    expect(assets.map((a) => a.symbol)).toEqual(['BTC', 'ETH', 'USDT', 'XRP', 'BNB', 'TRX']);
    const bySymbol = Object.fromEntries(assets.map((a) => [a.symbol, a]));
    // Seeded from the wallet seed: a cold wallet (index 0) then the current hot address (index 1).
    expect(bySymbol.BTC).toMatchObject({
      name: 'Bitcoin',
      type: 'crypto',
      image: '/api/public/coin-icon/BTC.svg',
      address: 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
      tagId: null,
    });
    expect(bySymbol.USDT.type).toBe('token');
    expect(bySymbol.USDT.networks.map((n) => [n.tokenType, n.contractAddress])).toEqual([
      ['BEP20', '0x55d398326f99059fF775485246999027B3197955'],
      ['ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
      ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ]);
    const trc20 = bySymbol.USDT.tokenAddressArray.find((t) => t.tokenType === 'TRC20');
    expect(trc20?.address).toBe('TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK');
    for (const t of bySymbol.USDT.tokenAddressArray) {
      expect(isValidAddress(t.tokenType === 'TRC20' ? 'tron' : 'evm', t.address)).toBe(true);
    }
    expect(bySymbol.XRP.address).toBe('r3AgF9mMBFtaLhKcg96weMhbbEFLZ3mx17');
    expect(bySymbol.XRP.tagId).toMatch(/^\d+$/);
    expect(bySymbol.BNB.networks).toEqual([
      expect.objectContaining({ tokenType: 'BEP20', contractAddress: null, id: 'bsc' }),
    ]);
    expect(bySymbol.ETH.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('serves coin icons without a token', async () => {
    const res = await get('/public/coin-icon/BTC.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await get('/public/coin-icon/NEWCOIN.svg')).statusCode).toBe(200);
    expect((await get('/public/coin-icon/%3Cscript%3E.svg')).statusCode).toBe(400);
  });

  it('lists balances: overAllAdminBalance cryptos and getAdminWalletBalance in USD', async () => {
    const headers = await verifiedSession();
    const overall = await post('/admin/overAllAdminBalance', headers, {});
    expect(overall.statusCode).toBe(200);
    const { cryptos, totalUsd } = overall.json().result as {
      cryptos: { name: string; currency: string; address: string; image: string }[];
      totalUsd: number;
    };
    expect(cryptos).toHaveLength(16);
    expect(cryptos[0]).toMatchObject({
      name: 'Bitcoin',
      currency: 'BTC',
      image: '/api/public/coin-icon/BTC.svg',
    });
    expect(totalUsd).toBeGreaterThan(0);
    const all = await get('/admin/getAdminWalletBalance', headers);
    expect(all.json().result.wallets).toHaveLength(16);
    expect(all.json().result.totalUsd).toBe(totalUsd);
  });

  it('answers the balance of a wallet in dollars from the ledger (spec "Balance detail")', async () => {
    const headers = await verifiedSession();
    const btc = await balanceOf(headers, 'BTC', 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
    expect(btc).toMatchObject({
      amount: '4.21',
      balance: 4.21 * 64250,
      decimals: 8,
      network: 'BTC',
    });
    expect(btc.message).toMatch(/4\.21 BTC/);
    const usdt = await balanceOf(headers, 'USDT', 'TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK');
    expect(usdt).toMatchObject({ balance: 520000, decimals: 6, network: 'TRC20' });
    const invalid = await post('/admin/tokenBalance', headers, { currency: 'BTC', address: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Invalid asset data');
    expect((await post('/admin/tokenBalance', headers, { currency: 'BTC' })).statusCode).toBe(400);
    expect(
      (await post('/admin/tokenBalance', headers, { currency: 'BTC', address: 'bc1qnope' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the server-side 2FA step-up', () => {
  it('refuses every wallet read and operation with 403 without a live step-up', async () => {
    const [btc] = await walletList(await verifiedSession());
    const headers = await session();
    const attempts = [
      get('/admin/getAdminWallet', headers),
      get('/admin/getAdminWalletBalance', headers),
      post('/admin/overAllAdminBalance', headers, {}),
      post('/admin/tokenBalance', headers, { currency: 'BTC', address: btc.address ?? '' }),
      post('/admin/getContractAddress', headers, {}),
      post('/admin/createAdminWallet', headers, {
        currencyId: btc._id,
        currency: 'BTC',
        type: 'crypto',
      }),
      post('/admin/createToken', headers, {
        currency: 'USDC',
        tokenType: 'ERC20',
        contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        name: 'USD Coin',
        decimals: 6,
      }),
      post('/admin/selfTransfer', headers, {
        currency: 'BTC',
        fromAddress: 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
        toAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
        amount: '0.1',
        idempotencyKey: 'no-step-up-0001',
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        message: STEP_UP_REQUIRED_MESSAGE,
        requestId: expect.any(String),
      });
    }
    const { rows } = await server.db.query(
      `SELECT 1 FROM admin_action_log WHERE description LIKE 'Wallet or money operation refused%'`,
    );
    expect(rows.length).toBe(8);
  });

  it("does not accept another session's step-up, and expires after 5 minutes", async () => {
    const verified = await session();
    const other = await session();
    await stepUp(verified);
    const [btc] = await walletList(verified);
    const payload = { currencyId: btc._id, currency: 'BTC', type: 'crypto' };
    expect((await post('/admin/createAdminWallet', other, payload)).statusCode).toBe(403);
    expect((await post('/admin/createAdminWallet', verified, payload)).statusCode).toBe(200);
    wallet.advanceClock(5 * 60_000 + 1_000);
    expect((await post('/admin/createAdminWallet', verified, payload)).statusCode).toBe(403);
  });
});
