import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
// What GET /admin/getAdminWallet answers (behind the 2FA step-up, covered by wallet.test.ts).
import { walletAssets } from '../../server/wallet/queries.ts';

let server: TestServer;
let headers: { authorization: string };

const get = (url: string) => server.app.inject({ method: 'GET', url: `/api${url}`, headers });
const post = (url: string, payload: unknown) =>
  server.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object });

interface Asset {
  _id: string;
  symbol: string;
  type: string;
  decimals: number;
  withdrawalFee: string;
  minWithdrawal: string;
  confirmations: number;
  priceUsd: number;
  status: string;
  displayOrder: number;
  depositEnabled: boolean;
  tagId: string | null;
  tokenAddressArray: { tokenType: string; address: string }[];
  networks: { _id: string; id: string; tokenType: string; contractAddress: string | null }[];
}
interface Pair {
  _id: string;
  symbol: string;
  isMain: boolean;
  status: string;
  lastPrice: string;
  minOrder: string;
  makerFee: number;
  quantityPrecision: number;
}

const assets = async (): Promise<Asset[]> => (await get('/admin/getassets')).json().result;
const pairs = async (): Promise<Pair[]> => (await get('/admin/getPairList')).json().result;
const lastLog = async () =>
  (
    await server.db.query<{ description: string }>(
      'SELECT description FROM admin_action_log ORDER BY id DESC LIMIT 1',
    )
  ).rows[0].description;

beforeAll(async () => {
  server = await startTestServer();
  headers = await signIn(server);
});
afterAll(() => server.close());

describe('GET /admin/getassets', () => {
  it('lists the wallet asset fields and operator settings, in the wallet order', async () => {
    const res = await get('/admin/getassets');
    expect(res.statusCode).toBe(200);
    const list: Asset[] = res.json().result;
    expect(list.map((a) => a.symbol)).toEqual(['BTC', 'ETH', 'USDT', 'XRP', 'BNB', 'TRX']);
    const usdt = list.find((a) => a.symbol === 'USDT')!;
    expect(usdt.type).toBe('token');
    expect(usdt.networks.map((n) => n.tokenType).sort()).toEqual(['BEP20', 'ERC20', 'TRC20']);
    expect(usdt.tokenAddressArray.length).toBe(3);
    expect(list.find((a) => a.symbol === 'XRP')!.tagId).toMatch(/^\d+$/);
    const btc = list[0];
    expect(btc).toMatchObject({ decimals: 8, withdrawalFee: '0.0002', minWithdrawal: '0.0005' });
    expect(btc).toMatchObject({ confirmations: 2, status: 'active', depositEnabled: true });
  });

  it('is the same list the wallet reads (one source)', async () => {
    const wallet = (await walletAssets(server.db)) as unknown as Asset[];
    const mine = await assets();
    expect(wallet.map((a) => [a._id, a.symbol, a.networks])).toEqual(
      mine.map((a) => [a._id, a.symbol, a.networks]),
    );
  });
});

describe('POST /admin/updateAssets', () => {
  it('saves operator settings, logs the change, and the wallet follows the display order', async () => {
    const trx = (await assets()).find((a) => a.symbol === 'TRX')!;
    const res = await post('/admin/updateAssets', {
      _id: trx._id,
      withdrawalFee: '1.5',
      minWithdrawal: '25',
      confirmations: 20,
      priceUsd: 0.13,
      status: 'active',
      displayOrder: -5,
      withdrawalEnabled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ withdrawalFee: '1.5', withdrawalEnabled: false });
    expect(await lastLog()).toContain('Asset TRX updated: withdrawals enabled → disabled');
    expect((await assets())[0].symbol).toBe('TRX');
    const wallet = (await walletAssets(server.db)) as unknown as Asset[];
    expect(wallet[0].symbol).toBe('TRX');
    await post('/admin/updateAssets', { _id: trx._id, displayOrder: 60 });
  });

  it('refuses bad input with 400 and a message, never 500', async () => {
    const btc = (await assets())[0];
    const cases: [object, RegExp][] = [
      [{ _id: btc._id, withdrawalFee: '0.000000001' }, /at most 8 decimal places/],
      [{ _id: btc._id, withdrawalFee: '-1' }, /decimal number of at least 0/],
      [{ _id: btc._id, minWithdrawal: 'abc' }, /decimal number/],
      [{ _id: btc._id, confirmations: 1001 }, /confirmations/],
      [{ _id: btc._id, confirmations: 1.5 }, /confirmations/],
      [{ _id: btc._id, priceUsd: 0 }, /priceUsd/],
      [{ _id: btc._id, status: 'paused' }, /status/],
      [{ _id: btc._id, displayOrder: 'first' }, /displayOrder/],
      [{ _id: btc._id, symbol: 'XBT' }, /additional properties/],
      [{ _id: btc._id }, /Nothing to update/],
      [{ _id: 'nope', confirmations: 3 }, /_id/],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/admin/updateAssets', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().message).toMatch(message);
    }
    const missing = await post('/admin/updateAssets', {
      _id: '00000000-0000-4000-8000-000000000000',
      confirmations: 3,
    });
    expect(missing.statusCode).toBe(404);
    expect((await assets())[0].withdrawalFee).toBe('0.0002');
  });

  it('takes a fee at exactly the asset decimals (USDT: 6)', async () => {
    const usdt = (await assets()).find((a) => a.symbol === 'USDT')!;
    const res = await post('/admin/updateAssets', {
      _id: usdt._id,
      withdrawalFee: '0.000001',
      reason: 'Fee waived for the launch week',
    });
    expect(res.statusCode).toBe(200);
    const bad = await post('/admin/updateAssets', { _id: usdt._id, withdrawalFee: '0.0000001' });
    expect(bad.json().message).toBe('Withdrawal fee can have at most 6 decimal places');
  });
});

describe('trade pairs', () => {
  it('lists a dozen pairs, BTC_USDT first and main', async () => {
    const list = await pairs();
    expect(list.length).toBe(12);
    expect(list[0]).toMatchObject({ symbol: 'BTC_USDT', isMain: true, status: 'active' });
    expect(list.filter((p) => p.isMain)).toHaveLength(1);
    expect(Number(list[0].lastPrice)).toBeGreaterThan(0);
  });

  it('edits precision, minimum and fees within their bounds, logged', async () => {
    const eth = (await pairs()).find((p) => p.symbol === 'ETH_USDT')!;
    const res = await post('/admin/updateTradePair', {
      _id: eth._id,
      pricePrecision: 18,
      quantityPrecision: 0,
      minOrder: '2',
      makerFee: '10',
      takerFee: 0.0001,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ minOrder: '2', makerFee: 10, takerFee: 0.0001 });
    expect(await lastLog()).toContain('Trade pair ETH_USDT updated: price precision 2 → 18');
  });

  it("refuses out-of-bound precision and fees with 400, in the form's words under the field", async () => {
    const xrp = (await pairs()).find((p) => p.symbol === 'XRP_USDT')!;
    // [change, message, the field whose error it is (none where the schema answers)]
    const cases: [object, RegExp, string?][] = [
      [{ pricePrecision: 19 }, /^Price precision must be between 0 and 18\.$/, 'pricePrecision'],
      [
        { quantityPrecision: -1 },
        /^Quantity precision must be between 0 and 18\.$/,
        'quantityPrecision',
      ],
      [
        { quantityPrecision: 2.5 },
        /^Quantity precision must be a whole number\.$/,
        'quantityPrecision',
      ],
      [{ makerFee: '10.0001' }, /^Maker fee must be between 0 and 10\.$/, 'makerFee'],
      [{ takerFee: '0.00001' }, /at most 4 decimals\.$/, 'takerFee'],
      [{ takerFee: -0.1 }, /at most 4 decimals\.$/, 'takerFee'],
      [{ minOrder: '0.05' }, /Minimum order can have at most 1 decimal place$/, 'minOrder'],
      [
        { quantityPrecision: 0, minOrder: '1.5' },
        /Minimum order must be a whole number/,
        'minOrder',
      ],
      [{ status: 'closed' }, /status/],
      [{ symbol: 'XRP_BTC' }, /cannot change/, 'symbol'],
      [{ lastPrice: '999' }, /read-only/, 'lastPrice'],
      [{ fee: 1 }, /additional properties/],
      [{}, /Nothing to update/],
    ];
    for (const [change, message, field] of cases) {
      const res = await post('/admin/updateTradePair', { _id: xrp._id, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toMatch(message);
      if (field) expect(res.json().errors[field]).toBe(res.json().message);
    }
    const lastPrice = await post('/admin/updateTradePair', {
      _id: xrp._id,
      lastPrice: xrp.lastPrice,
      makerFee: 0.2,
    });
    expect(lastPrice.statusCode).toBe(200);
  });

  it('keeps the minimum order expressible when the quantity precision gets coarser', async () => {
    const btc = (await pairs())[0];
    const res = await post('/admin/updateTradePair', { _id: btc._id, quantityPrecision: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Minimum order can have at most 2 decimal places');
    expect((await pairs())[0].quantityPrecision).toBe(6);
  });

  it('pauses BTC_USDT only with the main-pair confirmation', async () => {
    const btc = (await pairs())[0];
    const refused = await post('/admin/updateTradePair', { _id: btc._id, status: 'paused' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/BTC_USDT is the main pair/);
    expect((await pairs())[0].status).toBe('active');
    const paused = await post('/admin/updateTradePair', {
      _id: btc._id,
      status: 'paused',
      confirmMainPair: true,
    });
    expect(paused.statusCode).toBe(200);
    expect((await pairs())[0]).toMatchObject({ symbol: 'BTC_USDT', status: 'paused' });
    expect(await lastLog()).toContain('BTC_USDT (main pair) updated: status active → paused');
    const other = (await pairs())[1];
    const plain = await post('/admin/updateTradePair', { _id: other._id, status: 'paused' });
    expect(plain.statusCode).toBe(200);
    await post('/admin/updateTradePair', { _id: btc._id, status: 'active' });
  });

  it('needs a session', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/getPairList' });
    expect(res.statusCode).toBe(401);
  });
});
