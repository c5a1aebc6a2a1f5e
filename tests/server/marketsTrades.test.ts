import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { clock, codeAt, currentStep } from '../../server/totp.ts';
import { balanceOf, ledgerDiscrepancies } from '../../server/ledger/ledger.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const realNow = clock.now;
let now = (currentStep(Date.now()) + 1) * 30_000 + 5_000;
let server: TestServer;
let headers: Record<string, string>;

interface Order {
  _id: string;
  orderId: string;
  createdAt: string;
  userId: string;
  user: string;
  pair: string;
  side: string;
  type: string;
  price: string;
  amount: string;
  filled: string;
  total: string;
  fee: string;
  status: string;
  reserved: string;
  reservedAsset: string;
}
interface Page {
  data: Order[];
  total: number;
  page: number;
  limit: number;
}

const post = (url: string, payload: unknown, extra: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...headers, ...extra },
    payload: payload as object,
  });
const history = async (payload: object): Promise<Page> => {
  const res = await post('/admin/gettradehistory', payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};
const assetId = async (symbol: string) =>
  (await server.db.query<{ id: string }>('SELECT id FROM assets WHERE symbol = $1', [symbol]))
    .rows[0].id;

beforeAll(async () => {
  clock.now = () => now;
  server = await startTestServer({ ADMIN_TOTP_SECRET: SECRET, SEED_TRADES: '3000' });
  const { rows } = await server.db.query<{ id: string }>(
    "SELECT id FROM admins WHERE email = 'admin@exchange.local'",
  );
  headers = { authorization: `Bearer ${await createSession(server.db, rows[0].id)}` };
  now += 30_000;
  const verified = await post('/admin/adminVerifyOtp', {
    email: server.config.adminEmail,
    secret: codeAt(SECRET, currentStep(now)),
    type: 'email',
  });
  expect(verified.statusCode).toBe(200);
});
afterAll(async () => {
  clock.now = realNow;
  await server?.close();
});

describe('POST /admin/gettradehistory', () => {
  it('pages the filled buys newest first with the columns of the screen', async () => {
    const page = await history({ side: 'buy', status: 'filled', page: 1, limit: 25 });
    expect(page.data).toHaveLength(25);
    expect(page.total).toBeGreaterThan(1000);
    const times = page.data.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const o of page.data) {
      expect(o).toMatchObject({ side: 'buy', status: 'filled' });
      expect(o.filled).toBe(o.amount);
      expect(Number(o.total)).toBeCloseTo(Number(o.price) * Number(o.filled), 6);
      expect(o.orderId).toMatch(/^ORD\d{9}$/);
      expect(o.user).toContain('@');
    }
    const next = await history({ side: 'buy', status: 'filled', page: 2, limit: 25 });
    expect(next.data[0]._id).not.toBe(page.data[24]._id);
    expect(Date.parse(next.data[0].createdAt)).toBeLessThanOrEqual(times[24]);
  });

  it('filters by pair, user, status list and date range, and sorts', async () => {
    const pair = await history({ pair: 'ETH_BTC', side: 'sell', limit: 50 });
    expect(pair.data.every((o) => o.pair === 'ETH_BTC' && o.side === 'sell')).toBe(true);
    const viaGrid = await history({ filter: { pair: 'ETH_BTC', side: 'sell' }, limit: 50 });
    expect(viaGrid.total).toBe(pair.total);
    const someone = pair.data[0];
    const byUser = await history({ user: someone.userId });
    expect(byUser.data.every((o) => o.userId === someone.userId)).toBe(true);
    const one = await history({ _id: someone._id });
    expect(one.data.map((o) => o._id)).toEqual([someone._id]);
    const byEmail = await history({ user: someone.user.toUpperCase() });
    expect(byEmail.total).toBe(byUser.total);
    const pending = await history({ status: ['open', 'partially_filled'], limit: 500 });
    expect(pending.total).toBeGreaterThan(0);
    expect(pending.data.every((o) => Number(o.reserved) > 0)).toBe(true);
    const day = someone.createdAt.slice(0, 10);
    const inDay = await history({ from: day, to: day, limit: 500 });
    expect(inDay.data.every((o) => o.createdAt.slice(0, 10) === day)).toBe(true);
    const oldest = await history({ sort: { createdAt: 1 }, limit: 5 });
    const newest = await history({ sort: { createdAt: -1 }, limit: 5 });
    expect(Date.parse(oldest.data[0].createdAt)).toBeLessThan(Date.parse(newest.data[0].createdAt));
  });

  it('refuses bad payloads with 400 and a message', async () => {
    const cases: [object, RegExp][] = [
      [{ side: 'long' }, /side/],
      [{ status: 'done' }, /status/],
      [{ pair: 'BTC-USDT' }, /pair/],
      [{ from: 'yesterday' }, /Invalid from: not a date/],
      [{ limit: 0 }, /limit/],
      [{ limit: 501 }, /limit/],
      [{ page: -1 }, /page/],
      [{ sort: { price: -1 } }, /'price' cannot be sorted/],
      [{ sort: { createdAt: 2 } }, /sort/],
      [{ filter: { wallet: 'x' } }, /'wallet' is not a filter/],
      [{ filter: { price_gte: 'cheap' } }, /must be a number/],
      [{ extra: true }, /additional properties/],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/admin/gettradehistory', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });
});

describe('POST /admin/cancelOrder', () => {
  const key = () => `cancel-${Math.random().toString(36).slice(2)}-${Date.now()}`;

  it('releases exactly the unfilled reserve once, under 20 concurrent cancels', async () => {
    const [order] = (await history({ status: 'partially_filled', limit: 1 })).data;
    const asset = await assetId(order.reservedAsset);
    const reserveBefore = await balanceOf(server.db, 'order_reserve', asset, order.userId);
    const userBefore = await balanceOf(server.db, 'user', asset, order.userId);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/admin/cancelOrder', { _id: order._id }, { 'idempotency-key': key() }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toMatch(/is already cancelled/);
    const ok = responses.find((r) => r.statusCode === 200)!.json().result as Order;
    expect(ok).toMatchObject({ status: 'cancelled', reserved: '0', filled: order.filled });
    const reserveAfter = await balanceOf(server.db, 'order_reserve', asset, order.userId);
    const userAfter = await balanceOf(server.db, 'user', asset, order.userId);
    // Exact decimal arithmetic in PostgreSQL: floats would round an 18-decimal reserve.
    const moved = await server.db.query<{ reserve: string; user: string }>(
      `SELECT trim_scale($1::numeric - $2::numeric)::text AS reserve,
              trim_scale($3::numeric - $4::numeric)::text AS user`,
      [reserveBefore, reserveAfter, userAfter, userBefore],
    );
    const released = (
      await server.db.query<{ v: string }>('SELECT trim_scale($1::numeric)::text AS v', [
        order.reserved,
      ])
    ).rows[0].v;
    expect(moved.rows[0]).toEqual({ reserve: released, user: released });
    const journals = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_journals WHERE kind = 'order_cancel' AND reference = $1`,
      [`order:${order._id}`],
    );
    expect(journals.rows[0].n).toBe(1);
    const log = await server.db.query<{ description: string }>(
      'SELECT description FROM admin_action_log ORDER BY id DESC LIMIT 1',
    );
    expect(log.rows[0].description).toContain(`Order ${order.orderId}`);
    expect(await ledgerDiscrepancies(server.db)).toEqual({
      unbalancedAssets: [],
      driftedAccounts: [],
    });
  });

  it('replays the same Idempotency-Key and refuses filled orders with 409', async () => {
    const [order] = (await history({ status: 'open', limit: 1 })).data;
    const same = key();
    const first = await post('/admin/cancelOrder', { _id: order._id }, { 'idempotency-key': same });
    const again = await post('/admin/cancelOrder', { _id: order._id }, { 'idempotency-key': same });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toEqual(first.json().result);
    const [filled] = (await history({ status: 'filled', limit: 1 })).data;
    const res = await post('/admin/cancelOrder', { _id: filled._id }, { 'idempotency-key': key() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/is already filled/);
    expect(await ledgerDiscrepancies(server.db)).toEqual({
      unbalancedAssets: [],
      driftedAccounts: [],
    });
  });

  it('refuses bad input, a missing key, an unknown order and no step-up', async () => {
    const noKey = await post('/admin/cancelOrder', { _id: '1' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toMatch(/Idempotency-Key/);
    const badId = await post('/admin/cancelOrder', { _id: 'abc' }, { 'idempotency-key': key() });
    expect(badId.statusCode).toBe(400);
    const unknown = await post(
      '/admin/cancelOrder',
      { _id: '999999999' },
      { 'idempotency-key': key() },
    );
    expect(unknown.statusCode).toBe(404);
    const { rows } = await server.db.query<{ id: string }>(
      "SELECT id FROM admins WHERE email = 'admin@exchange.local'",
    );
    const fresh = { authorization: `Bearer ${await createSession(server.db, rows[0].id)}` };
    const noStepUp = await server.app.inject({
      method: 'POST',
      url: '/api/admin/cancelOrder',
      headers: { ...fresh, 'idempotency-key': key() },
      payload: { _id: '1' },
    });
    expect(noStepUp.statusCode).toBe(403);
  });
});
