import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { clock, codeAt, currentStep } from '../../server/totp.ts';
import { seedWallet } from '../../server/wallet/seed.ts';
import { isValidAddress } from '../../server/wallet/derivation.ts';
import { STEP_UP_REQUIRED_MESSAGE } from '../../server/auth/stepUp.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const realNow = clock.now;
let server: TestServer;
let adminId: string;
let now = (currentStep(Date.now()) + 1) * 30_000 + 5_000;
let savedMnemonic: string | undefined;

type Headers = Record<string, string>;

async function session(): Promise<Headers> {
  return { authorization: `Bearer ${await createSession(server.db, adminId)}` };
}

/** Verifies a fresh code (the next time step, since each code is accepted once) on this session. */
async function stepUp(headers: Headers) {
  now += 30_000;
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/admin/adminVerifyOtp',
    headers,
    payload: {
      email: server.config.adminEmail,
      secret: codeAt(SECRET, currentStep(now)),
      type: 'email',
    },
  });
  expect(res.statusCode).toBe(200);
}

/** A session that passed the step-up: wallet reads need it too (spec section 6). */
async function verifiedSession(): Promise<Headers> {
  const headers = await session();
  await stepUp(headers);
  return headers;
}

const get = (url: string, headers: Headers = {}) =>
  server.app.inject({ method: 'GET', url: `/api${url}`, headers });
const post = (url: string, headers: Headers, payload: object) =>
  server.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });

interface WalletAsset {
  _id: string;
  name: string;
  symbol: string;
  type: string;
  image: string;
  address: string | null;
  tagId: string | null;
  tokenAddressArray: { tokenType: string; address: string }[];
  networks: { _id: string; id: string; tokenType: string; contractAddress: string | null }[];
}

async function walletList(headers: Headers): Promise<WalletAsset[]> {
  const res = await get('/admin/getAdminWallet', headers);
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().result;
}

async function balanceOf(headers: Headers, currency: string, address: string) {
  const res = await post('/admin/tokenBalance', headers, { currency, address });
  expect(res.statusCode).toBe(200);
  return res.json().result as {
    amount: string;
    balance: number;
    decimals: number;
    network: string;
    message: string;
  };
}

beforeAll(async () => {
  savedMnemonic = process.env.WALLET_MNEMONIC;
  process.env.WALLET_MNEMONIC = ABANDON;
  clock.now = () => now;
  server = await startTestServer({ ADMIN_TOTP_SECRET: SECRET, SEED_USERS: '0' });
  await seedWallet(server.db, server.config);
  await seedWallet(server.db, server.config); // idempotent
  const { rows } = await server.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [
    server.config.adminEmail,
  ]);
  adminId = rows[0].id;
});
afterAll(async () => {
  clock.now = realNow;
  if (savedMnemonic === undefined) delete process.env.WALLET_MNEMONIC;
  else process.env.WALLET_MNEMONIC = savedMnemonic;
  await server?.close();
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
    now += 5 * 60_000 + 1_000;
    expect((await post('/admin/createAdminWallet', verified, payload)).statusCode).toBe(403);
  });
});

describe('deposit addresses', () => {
  it('derives a new address for a crypto and for a token on a chosen network', async () => {
    const headers = await session();
    await stepUp(headers);
    const assets = await walletList(headers);
    const btc = assets.find((a) => a.symbol === 'BTC')!;
    const usdt = assets.find((a) => a.symbol === 'USDT')!;

    const created = await post('/admin/createAdminWallet', headers, {
      currencyId: btc._id,
      currency: 'BTC',
      type: 'crypto',
    });
    expect(created.statusCode).toBe(200);
    const result = created.json().result as { address: string; derivationPath: string };
    expect(created.json()).toMatchObject({
      success: true,
      message: 'New BTC deposit address generated',
    });
    expect(isValidAddress('btc', result.address)).toBe(true);
    expect(result.derivationPath).toMatch(/^m\/84'\/0'\/0'\/0\/\d+$/);
    expect((await walletList(headers)).find((a) => a.symbol === 'BTC')!.address).toBe(
      result.address,
    );

    const noNetwork = await post('/admin/createAdminWallet', headers, {
      currencyId: usdt._id,
      currency: 'USDT',
      type: 'token',
    });
    expect(noNetwork.statusCode).toBe(400);
    expect(noNetwork.json().message).toBe('Please select a network first');

    const trc20 = usdt.networks.find((n) => n.tokenType === 'TRC20')!;
    const token = await post('/admin/createAdminWallet', headers, {
      currencyId: usdt._id,
      currency: 'USDT',
      contractAddress: trc20.contractAddress,
      tokenType: 'TRC20',
      networkId: trc20._id,
      type: 'token',
    });
    expect(token.statusCode).toBe(200);
    expect(token.json().message).toBe('New USDT deposit address generated on TRC20');
    const tronAddress = token.json().result.address as string;
    expect(isValidAddress('tron', tronAddress)).toBe(true);
    const after = (await walletList(headers)).find((a) => a.symbol === 'USDT')!;
    expect(after.tokenAddressArray.find((t) => t.tokenType === 'TRC20')!.address).toBe(tronAddress);

    const mismatch = await post('/admin/createAdminWallet', headers, {
      currencyId: usdt._id,
      currency: 'USDT',
      contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      tokenType: 'TRC20',
      networkId: trc20._id,
      type: 'token',
    });
    expect(mismatch.statusCode).toBe(400);
    const wrongCurrency = await post('/admin/createAdminWallet', headers, {
      currencyId: btc._id,
      currency: 'ETH',
      type: 'crypto',
    });
    expect(wrongCurrency.statusCode).toBe(400);
    const badId = await post('/admin/createAdminWallet', headers, {
      currencyId: 'nope',
      currency: 'BTC',
      type: 'crypto',
    });
    expect(badId.statusCode).toBe(400);
  });
});

describe('token contracts', () => {
  it('lists contracts and registers a new token contract', async () => {
    const headers = await verifiedSession();
    const list = await post('/admin/getContractAddress', headers, { currency: 'USDT' });
    expect(list.statusCode).toBe(200);
    expect(list.json().result).toHaveLength(3);
    const payload = {
      currency: 'USDC',
      tokenType: 'ERC20',
      contractAddress: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      name: 'USD Coin',
      decimals: 6,
      priceUsd: '1.00',
    };
    const created = await post('/admin/createToken', headers, payload);
    expect(created.statusCode).toBe(200);
    expect(created.json().result).toMatchObject({
      currency: 'USDC',
      tokenType: 'ERC20',
      contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    });
    expect((await post('/admin/createToken', headers, payload)).statusCode).toBe(409);
    const invalid = await post('/admin/createToken', headers, {
      ...payload,
      currency: 'FOO',
      contractAddress: '0x1234',
    });
    expect(invalid.statusCode).toBe(400);
    const usdc = (await walletList(headers)).find((a) => a.symbol === 'USDC')!;
    expect(usdc).toMatchObject({ type: 'token', address: null });
    expect(usdc.networks).toHaveLength(1);
  });
});

describe('self transfer', () => {
  const HOT = 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g';
  const COLD = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
  const movements = async (key: string) =>
    (
      await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM wallet_ledger_entries e JOIN wallet_transfers t ON t.id = e.transfer_id
          WHERE t.idempotency_key = $1`,
        [key],
      )
    ).rows[0].n;

  it('moves funds once per idempotency key; a retry returns the first result', async () => {
    const headers = await session();
    await stepUp(headers);
    const coldBefore = Number((await balanceOf(headers, 'BTC', COLD)).amount);
    const payload = {
      currency: 'BTC',
      fromAddress: COLD,
      toAddress: HOT,
      amount: '1.25',
      idempotencyKey: 'transfer-key-0001',
    };
    const first = await post('/admin/selfTransfer', headers, payload);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({
      amount: '1.25',
      fromAddress: COLD,
      toAddress: HOT,
      tokenType: 'BTC',
    });
    const retry = await post('/admin/selfTransfer', headers, payload);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().result).toEqual(first.json().result);
    expect(await movements('transfer-key-0001')).toBe(2);
    expect(Number((await balanceOf(headers, 'BTC', COLD)).amount)).toBeCloseTo(
      coldBefore - 1.25,
      8,
    );

    const different = await post('/admin/selfTransfer', headers, { ...payload, amount: '2' });
    expect(different.statusCode).toBe(409);
  });

  it('executes a concurrent double submit once (key in the Idempotency-Key header)', async () => {
    const headers = await session();
    await stepUp(headers);
    const hotBefore = Number((await balanceOf(headers, 'BTC', HOT)).amount);
    const send = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/admin/selfTransfer',
        headers: { ...headers, 'idempotency-key': 'double-click-0001' },
        payload: { currency: 'BTC', fromAddress: HOT, toAddress: COLD, amount: 0.5 },
      });
    const results = await Promise.all([send(), send(), send()]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json().result._id)).size).toBe(1);
    expect(await movements('double-click-0001')).toBe(2);
    expect(Number((await balanceOf(headers, 'BTC', HOT)).amount)).toBeCloseTo(hotBefore - 0.5, 8);
  });

  it('refuses bad transfers and never makes a balance negative', async () => {
    const headers = await session();
    await stepUp(headers);
    const base = { currency: 'BTC', fromAddress: HOT, toAddress: COLD };
    const cases: [object, number, RegExp][] = [
      [{ ...base, amount: '1' }, 400, /idempotency key is required/],
      [
        { ...base, amount: '1000000', idempotencyKey: 'too-much-0001' },
        400,
        /Insufficient balance/,
      ],
      [{ ...base, amount: '0', idempotencyKey: 'zero-amount-01' }, 400, /positive/],
      [{ ...base, amount: '-1', idempotencyKey: 'negative-0001' }, 400, /positive/],
      [
        { ...base, amount: '0.000000001', idempotencyKey: 'precision-001' },
        400,
        /more than 8 decimals/,
      ],
      [
        { ...base, toAddress: HOT, amount: '1', idempotencyKey: 'same-wallet-01' },
        400,
        /same wallet/,
      ],
      [
        {
          ...base,
          toAddress: 'TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK',
          amount: '1',
          idempotencyKey: 'other-asset-01',
        },
        400,
        /not a platform BTC wallet/,
      ],
      [{ ...base, amount: '1', idempotencyKey: 'short' }, 400, /idempotency key must/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post('/admin/selfTransfer', headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    // A refused transfer leaves its key free.
    expect(await movements('too-much-0001')).toBe(0);
    const { rows } = await server.db.query('SELECT 1 FROM platform_wallets WHERE balance < 0');
    expect(rows).toHaveLength(0);
  });

  it('writes wallet operations to the admin action log', async () => {
    const { rows } = await server.db.query<{ description: string }>(
      'SELECT description FROM admin_action_log WHERE admin_id = $1 ORDER BY id',
      [adminId],
    );
    const log = rows.map((r) => r.description).join('\n');
    expect(log).toMatch(/Generated a new BTC deposit address on BTC: bc1q/);
    expect(log).toMatch(
      /Registered the USDC token contract 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48 on ERC20/,
    );
    expect(log).toMatch(/Self transfer of 1.25 BTC on BTC/);
    expect(log).toMatch(/Wallet step-up granted/);
  });
});
