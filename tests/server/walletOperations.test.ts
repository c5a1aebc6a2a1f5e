import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers.ts';
import { isValidAddress } from '../../server/wallet/derivation.ts';
import { useWalletServer } from './walletHelpers.ts';

const wallet = useWalletServer();
const { session, stepUp, verifiedSession, post, walletList, balanceOf } = wallet;
let server: TestServer;
beforeAll(() => {
  server = wallet.server();
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
      [wallet.adminId()],
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
