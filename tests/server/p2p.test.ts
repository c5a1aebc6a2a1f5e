import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  adminSession,
  expectSoundLedger,
  newKey,
  SECRET,
  useTestClock,
  type Headers,
} from './moneyHelpers.ts';
import { newTrade, resolve } from './p2pHelpers.ts';
import { balanceOf } from '../../server/ledger/ledger.ts';
import { STEP_UP_REQUIRED_MESSAGE } from '../../server/auth/stepUp.ts';

let server: TestServer;
let admin: Headers;
let noStepUp: Headers;
const testClock = useTestClock();

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminSession(server, server.config.adminEmail, SECRET, testClock.next);
  noStepUp = await adminSession(server, server.config.adminEmail, SECRET, testClock.next, false);
});
afterEach(async () => expectSoundLedger(server));
afterAll(async () => {
  testClock.restore();
  await server?.close();
});

const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(sql, params)).rows[0].n;

describe('escrow', () => {
  it('the seed holds every open, paid and disputed trade in its escrow, and none of the others', async () => {
    const { rows } = await server.db.query<{ status: string; n: number; held: number }>(
      `SELECT t.status, count(*)::int AS n, count(*) FILTER (WHERE coalesce(la.balance, 0) = t.amount)::int AS held
         FROM p2p_trades t LEFT JOIN ledger_accounts la ON la.kind = 'escrow' AND la.owner = t.id::text
        GROUP BY t.status`,
    );
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r]));
    for (const status of ['open', 'paid', 'released', 'cancelled', 'disputed']) {
      expect(byStatus[status]?.n, status).toBeGreaterThan(0);
      const expected = ['open', 'paid', 'disputed'].includes(status) ? byStatus[status].n : 0;
      expect(byStatus[status].held, status).toBe(expected);
    }
    expect(await count(`SELECT count(*)::int AS n FROM p2p_disputes WHERE status = 'open'`)).toBe(
      byStatus.disputed.n,
    );
  });

  it('opening a trade moves the amount from the seller to its escrow in one journal', async () => {
    const { tradeId, sellerId, usdt } = await newTrade(server, { amount: '100', funding: '250' });
    expect(await balanceOf(server.db, 'user', usdt, sellerId)).toBe('150');
    expect(await balanceOf(server.db, 'escrow', usdt, tradeId)).toBe('100');
    expect(
      await count(
        `SELECT count(*)::int AS n FROM ledger_journals WHERE kind = 'p2p_escrow' AND reference = $1`,
        [`p2p:${tradeId}`],
      ),
    ).toBe(1);
  });

  it('a seller without enough balance cannot open a trade, and nothing is written', async () => {
    const before = await count('SELECT count(*)::int AS n FROM p2p_trades');
    await expect(newTrade(server, { amount: '100', funding: '99' })).rejects.toThrow(
      'Insufficient balance: 100 USDT needed, 99 USDT available',
    );
    expect(await count('SELECT count(*)::int AS n FROM p2p_trades')).toBe(before);
  });
});

describe('POST /p2p/disputebyadmin', () => {
  it('refund: 20 concurrent resolutions, one applies, the seller gets the escrow back once', async () => {
    const t = await newTrade(server, { amount: '100', funding: '250', disputed: true });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        resolve(server, admin, {
          disputeId: t.disputeId,
          outcome: 'refund',
          reason: 'The buyer never paid',
        }),
      ),
    );
    const applied = answers.filter((a) => a.statusCode === 200);
    expect(applied).toHaveLength(1);
    expect(applied[0].json()).toMatchObject({
      success: true,
      message: expect.stringContaining('100 USDT refunded to the seller'),
      result: { _id: t.disputeId, status: 'refunded', tradeStatus: 'cancelled', escrowHeld: '0' },
    });
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().message).toBe('This dispute is already resolved: refunded to the seller');
    }
    expect(await balanceOf(server.db, 'user', t.usdt, t.sellerId)).toBe('250');
    expect(await balanceOf(server.db, 'user', t.usdt, t.buyerId)).toBe('1');
    expect(await balanceOf(server.db, 'escrow', t.usdt, t.tradeId)).toBe('0');
    expect(
      await count(
        `SELECT count(*)::int AS n FROM ledger_journals WHERE kind = 'p2p_refund' AND reference = $1`,
        [`p2p:${t.tradeId}`],
      ),
    ).toBe(1);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM admin_action_log l JOIN admins a ON a.id = l.admin_id
          WHERE a.email = $1 AND l.description LIKE '%refunded to the seller%Reason: The buyer never paid'`,
        [server.config.adminEmail],
      ),
    ).toBe(1);
  });

  it('release: the buyer gets the amount less the pair fee, the fee goes to the platform', async () => {
    const t = await newTrade(server, { amount: '100', funding: '100', disputed: true });
    const feesBefore = await balanceOf(server.db, 'fees', t.usdt);
    const res = await resolve(server, admin, {
      disputeId: t.disputeId,
      outcome: 'release',
      reason: 'Payment proof checked with the bank',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'released', tradeStatus: 'released' });
    // USDT/USD charges 0.1 %: 0.1 USDT of 100.
    expect(await balanceOf(server.db, 'user', t.usdt, t.buyerId)).toBe('100.9');
    expect(await balanceOf(server.db, 'user', t.usdt, t.sellerId)).toBe('0');
    expect(Number(await balanceOf(server.db, 'fees', t.usdt)) - Number(feesBefore)).toBeCloseTo(
      0.1,
      10,
    );
    const again = await resolve(server, admin, {
      disputeId: t.disputeId,
      outcome: 'refund',
      reason: 'Second thoughts',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This dispute is already resolved: released to the buyer');
  });

  it('20 concurrent requests with one Idempotency-Key execute once and answer the same', async () => {
    const t = await newTrade(server, { disputed: true });
    const key = newKey();
    const payload = { disputeId: t.disputeId, outcome: 'refund', reason: 'Duplicate clicks' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => resolve(server, admin, payload, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    for (const a of answers) expect(a.json()).toEqual(answers[0].json());
    expect(await balanceOf(server.db, 'user', t.usdt, t.sellerId)).toBe('250');
  });

  it('refuses without a live step-up, without a key, or with an invalid body; nothing moves', async () => {
    const t = await newTrade(server, { disputed: true });
    const valid = { disputeId: t.disputeId, outcome: 'refund', reason: 'Checked' };
    const denied = await resolve(server, noStepUp, valid);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(STEP_UP_REQUIRED_MESSAGE);
    const noKey = await resolve(server, admin, valid, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe('An Idempotency-Key header is required for this operation');
    for (const body of [
      { ...valid, reason: 'no' },
      { ...valid, reason: '   ' },
      { ...valid, reason: 'x'.repeat(501) },
      { ...valid, outcome: 'split' },
      { ...valid, extra: 1 },
      { outcome: 'refund', reason: 'Checked' },
    ]) {
      const res = await resolve(server, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const unknown = await resolve(server, admin, {
      ...valid,
      disputeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await balanceOf(server.db, 'escrow', t.usdt, t.tradeId)).toBe('100');
  });
});

describe('disputes list and evidence', () => {
  it('lists disputes with parties, evidence and age, and serves evidence PNGs to admins only', async () => {
    const t = await newTrade(server, { disputed: true });
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/p2p/getraisedispute?filter=${encodeURIComponent(JSON.stringify({ _id: t.disputeId }))}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().result.data[0];
    expect(row).toMatchObject({
      status: 'open',
      raisedByRole: 'buyer',
      asset: 'USDT',
      amount: '100',
      escrowHeld: '100',
      age: expect.stringMatching(/^\d+ min$/),
    });
    expect(row.evidence).toHaveLength(1);
    const image = await server.app.inject({
      method: 'GET',
      url: `/api${row.evidence[0].url}`,
      headers: admin,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const anonymous = await server.app.inject({ method: 'GET', url: `/api${row.evidence[0].url}` });
    expect(anonymous.statusCode).toBe(401);
    const list = await server.app.inject({ method: 'GET', url: '/api/p2p/getraisedispute' });
    expect(list.statusCode).toBe(401);
  });

  it("answers one dispute with its trade's timeline and chat; 404 for an unknown one", async () => {
    const t = await newTrade(server, { disputed: true });
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/p2p/dispute/${t.disputeId}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const dispute = res.json().result;
    expect(dispute).toMatchObject({ _id: t.disputeId, tradeId: t.tradeId, status: 'open' });
    expect(dispute.timeline.map((e: { event: string }) => e.event)).toEqual([
      'Opened',
      'Dispute raised',
    ]);
    expect(dispute.timeline[1].detail).toContain('Payment sent but the seller does not release');
    expect(Array.isArray(dispute.messages)).toBe(true);
    const unknown = await server.app.inject({
      method: 'GET',
      url: '/api/p2p/dispute/00000000-0000-4000-8000-000000000000',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await server.app.inject({
      method: 'GET',
      url: `/api/p2p/dispute/${t.disputeId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
