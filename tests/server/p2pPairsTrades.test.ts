import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
import { expectSoundLedger } from './moneyHelpers.ts';
import { newTrade, pairId } from './p2pHelpers.ts';

let server: TestServer;
let auth: { authorization: string };

beforeAll(async () => {
  server = await startTestServer();
  auth = await signIn(server);
});
afterEach(async () => expectSoundLedger(server));
afterAll(async () => server?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  server.app.inject({ method, url: `/api${url}`, headers: auth, payload: payload as object });

const validPair = {
  asset: 'XRP',
  fiat: 'EUR',
  minOrder: '10',
  maxOrder: 5000,
  feePercent: 0.25,
  paymentMethods: ['SEPA transfer', 'Revolut'],
  status: 'active',
};

describe('P2P pairs', () => {
  it('lists USDT, BTC and ETH against two fiat currencies, to admins only', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/p2p/getp2passets' });
    expect(anonymous.statusCode).toBe(401);
    const res = await call('GET', '/p2p/getp2passets');
    expect(res.statusCode).toBe(200);
    const names = res
      .json()
      .result.map((p: { asset: string; fiat: string }) => `${p.asset}/${p.fiat}`);
    expect(names).toEqual(['BTC/EUR', 'BTC/USD', 'ETH/EUR', 'ETH/USD', 'USDT/EUR', 'USDT/USD']);
  });

  it('creates, refuses duplicates and invalid limits, updates, and deletes a pair', async () => {
    const created = await call('POST', '/admin/createp2passet', validPair);
    expect(created.statusCode, created.body).toBe(200);
    const pair = created.json().result;
    expect(pair).toMatchObject({
      asset: 'XRP',
      fiat: 'EUR',
      minOrder: '10',
      maxOrder: '5000',
      feePercent: '0.25',
      paymentMethods: ['SEPA transfer', 'Revolut'],
      openTrades: 0,
    });
    const duplicate = await call('POST', '/admin/createp2passet', validPair);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A P2P pair XRP/EUR already exists');

    for (const [body, message] of [
      [
        { ...validPair, fiat: 'GBP', maxOrder: '5' },
        'The maximum order must be at least the minimum order',
      ],
      [{ ...validPair, fiat: 'GBP', asset: 'DOGE' }, "Unknown asset 'DOGE'"],
    ] as const) {
      const res = await call('POST', '/admin/createp2passet', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const body of [
      { ...validPair, fiat: 'eur' },
      { ...validPair, feePercent: 11 },
      { ...validPair, paymentMethods: [] },
      { ...validPair, minOrder: '-1' },
      { ...validPair, status: 'paused' },
      { ...validPair, extra: true },
    ]) {
      const res = await call('POST', '/admin/createp2passet', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }

    const updated = await call('PUT', '/admin/createp2passet', {
      _id: pair._id,
      feePercent: '0.5',
      status: 'inactive',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().result).toMatchObject({
      feePercent: '0.5',
      status: 'inactive',
      minOrder: '10',
    });
    const badUpdate = await call('PUT', '/admin/createp2passet', { _id: pair._id, minOrder: 9000 });
    expect(badUpdate.statusCode).toBe(400);

    const deleted = await call('POST', '/admin/deletep2pass', { _id: pair._id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe('P2P pair XRP/EUR deleted');
    const gone = await call('POST', '/admin/deletep2pass', { _id: pair._id });
    expect(gone.statusCode).toBe(404);
    const logs = await server.db.query<{ description: string }>(
      `SELECT description FROM admin_action_log WHERE description LIKE 'P2P pair XRP/EUR%' ORDER BY id`,
    );
    expect(logs.rows.map((r) => r.description.split(' by ')[0])).toEqual([
      'P2P pair XRP/EUR created',
      'P2P pair XRP/EUR updated',
      'P2P pair XRP/EUR deleted',
    ]);
  });

  it('refuses to delete a pair while it has open trades, with a clear 409', async () => {
    await newTrade(server);
    const id = await pairId(server, 'USDT', 'USD');
    const res = await call('POST', '/admin/deletep2pass', { _id: id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^The P2P pair USDT\/USD has \d+ open trades \(open, paid or disputed\): it cannot be deleted until they are closed$/,
    );
    expect((await call('GET', '/p2p/getp2passets')).json().result).toHaveLength(6);
  });
});

describe('POST /admin/getp2ps', () => {
  it('pages trades by side with status, asset, user and date filters', async () => {
    const res = await call('POST', '/admin/getp2ps', {
      page: 1,
      limit: 10,
      filter: { side: 'sell', status: 'released', asset: 'USDT' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().result;
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.length).toBeLessThanOrEqual(10);
    for (const trade of page.data)
      expect(trade).toMatchObject({ side: 'sell', status: 'released', asset: 'USDT' });
    const times = page.data.map((t: { createdAt: string }) => Date.parse(t.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const one = page.data[0];
    const byUser = await call('POST', '/admin/getp2ps', { filter: { user: one.buyer } });
    const rows = byUser.json().result.data as { buyer: string; seller: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const t of rows) expect([t.buyer, t.seller]).toContain(one.buyer);
    const day = one.createdAt.slice(0, 10);
    const byDate = await call('POST', '/admin/getp2ps', { filter: { date: day, side: 'sell' } });
    const dated = byDate.json().result.data as { _id: string; createdAt: string }[];
    expect(dated.map((t) => t._id)).toContain(one._id);
    for (const t of dated) expect(t.createdAt.slice(0, 10)).toBe(day);
  });

  it('answers 400 for an unknown filter or sort, never 500', async () => {
    const badFilter = await call('POST', '/admin/getp2ps', { filter: { colour: 'red' } });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toBe("Invalid filter: 'colour' is not a filter of this list");
    const badSort = await call('POST', '/admin/getp2ps', { sort: { user: 1 } });
    expect(badSort.statusCode).toBe(400);
    const badBody = await call('POST', '/admin/getp2ps', { side: 'both' });
    expect(badBody.statusCode).toBe(400);
    const bySide = await call('POST', '/admin/getp2ps', {
      side: 'buy',
      filter: { status: 'open' },
    });
    const sides = bySide
      .json()
      .result.data.map((t: { side: string; status: string }) => `${t.side} ${t.status}`);
    expect(sides.length).toBeGreaterThan(0);
    expect(new Set(sides)).toEqual(new Set(['buy open']));
  });

  it('a trade detail shows its timeline and chat', async () => {
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT t.id FROM p2p_trades t WHERE t.status = 'disputed' AND EXISTS (SELECT 1 FROM p2p_messages m WHERE m.trade_id = t.id) LIMIT 1`,
    );
    const res = await call('GET', `/p2p/trade/${rows[0].id}`);
    expect(res.statusCode, res.body).toBe(200);
    const trade = res.json().result;
    expect(trade.timeline.map((e: { event: string }) => e.event)).toEqual([
      'Opened',
      'Marked paid',
      'Dispute raised',
    ]);
    expect(trade.messages.length).toBeGreaterThan(0);
    expect(trade.dispute).toMatchObject({ status: 'open' });
    const missing = await call('GET', '/p2p/trade/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});
