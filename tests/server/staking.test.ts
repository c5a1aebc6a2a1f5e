import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  adminSession,
  assetId,
  expectSoundLedger,
  SECRET,
  useTestClock,
  type Headers,
} from './moneyHelpers.ts';
import { planId, stakeOf } from './stakingHelpers.ts';
import { SETTLE_ALL_BATCH } from '../../server/routes/staking/settle.ts';
import { addDecimals } from '../../src/resources/staking/declared.ts';
import { balanceOf } from '../../server/ledger/ledger.ts';
import { APR_MESSAGE, LIVE_STAKES_MESSAGE } from '../../server/staking/plans.ts';
import { STEP_UP_REQUIRED_MESSAGE } from '../../server/auth/stepUp.ts';

let server: TestServer;
let admin: Headers;
let noStepUp: Headers;
const testClock = useTestClock();

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminSession(server, server.config.adminEmail, SECRET, testClock.next);
  noStepUp = await adminSession(server, 'viewer@exchange.local', SECRET, testClock.next, false);
});
afterEach(async () => expectSoundLedger(server));
afterAll(async () => {
  testClock.restore();
  await server?.close();
});

const post = (url: string, payload: unknown, headers: Headers = admin) =>
  server.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object });
const get = (url: string, headers: Headers = admin) =>
  server.app.inject({ method: 'GET', url: `/api${url}`, headers });

const validPlan = {
  asset: 'USDT',
  name: 'Test 45-day Fixed',
  type: 'fixed',
  lockDays: 45,
  apr: '9.75',
  minAmount: '10',
  maxAmount: '1000',
  totalCap: '100000',
  status: 'active',
};

describe('plans: POST /admin/addsStaking and /admin/editStaking validate on the server', () => {
  const invalid: [string, Record<string, unknown>, string | RegExp][] = [
    ['APR above 1000', { apr: '1000.01' }, APR_MESSAGE],
    ['APR below 0', { apr: '-1' }, APR_MESSAGE],
    ['APR with 3 decimals', { apr: '1.234' }, APR_MESSAGE],
    ['APR in exponent notation', { apr: 1e-7 }, APR_MESSAGE],
    [
      'min above max',
      { minAmount: '1001' },
      'The minimum amount cannot be more than the maximum amount',
    ],
    [
      'max above cap',
      { maxAmount: '100001' },
      'The maximum amount cannot be more than the total cap',
    ],
    ['a zero minimum', { minAmount: '0' }, 'The minimum amount must be a positive decimal number'],
    ['fixed with 0 lock days', { lockDays: 0 }, /lock days 0 is only for flexible plans/],
    [
      'flexible with lock days',
      { type: 'flexible' },
      'A flexible plan has no lock: lock days must be 0',
    ],
    ['an unknown asset', { asset: 'DOGE' }, "Unknown asset 'DOGE'"],
    // The plan rule's words, as the form says them (not the schema validator's).
    [
      'fractional lock days',
      { lockDays: 1.5 },
      'Lock days must be a whole number of days, 0 or more',
    ],
    ['an unknown field', { bonus: 1 }, /additional properties/],
  ];
  for (const [what, change, message] of invalid) {
    it(`refuses ${what} (400)`, async () => {
      const res = await post('/admin/addsStaking', { ...validPlan, ...change });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(message);
    });
  }

  it('creates a valid plan, lists it, and edits its APR and status', async () => {
    const created = await post('/admin/addsStaking', validPlan);
    expect(created.statusCode, created.body).toBe(200);
    const plan = created.json().result;
    expect(plan).toMatchObject({ ...validPlan, liveStakes: 0, staked: '0' });
    const list = await get('/admin/getStaking');
    expect(list.json().result.map((p: { _id: string }) => p._id)).toContain(plan._id);
    expect(list.json().result.length).toBeGreaterThanOrEqual(10); // the seeded plans too

    const edited = await post('/admin/editStaking', { _id: plan._id, apr: 10.5, status: 'paused' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result).toMatchObject({ apr: '10.5', status: 'paused', lockDays: 45 });
    const broken = await post('/admin/editStaking', { _id: plan._id, maxAmount: '5' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The minimum amount cannot be more than the maximum amount');
    // A plan without live stakes may still change its lock.
    const relocked = await post('/admin/editStaking', { _id: plan._id, lockDays: 60 });
    expect(relocked.json().result.lockDays).toBe(60);
  });

  it('a plan with live stakes keeps its asset, type and lock days (409), other edits pass', async () => {
    await stakeOf(server, 'USDT 90-day Fixed', '500', 3);
    const id = await planId(server, 'USDT 90-day Fixed');
    for (const change of [{ lockDays: 60 }, { asset: 'BTC' }, { type: 'flexible', lockDays: 0 }]) {
      const res = await post('/admin/editStaking', { _id: id, ...change });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(LIVE_STAKES_MESSAGE);
    }
    const apr = await post('/admin/editStaking', { _id: id, apr: '12.25' });
    expect(apr.statusCode, apr.body).toBe(200);
  });

  it('an unknown plan id answers 404', async () => {
    const res = await post('/admin/editStaking', {
      _id: '00000000-0000-4000-8000-000000000000',
      apr: 1,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('lists: users’ stakes, history and admin stakes are server-paged', () => {
  it('POST /admin/getAllStakingUser with an empty body answers page 1; filters by status', async () => {
    const res = await post('/admin/getAllStakingUser', {});
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().result;
    expect(page).toMatchObject({ page: 1, limit: 25 });
    expect(page.total).toBeGreaterThan(25);
    // The user's id beside their e-mail: the grid links it to the user's record page.
    expect(page.data[0]).toMatchObject({ userId: expect.any(String), email: expect.any(String) });
    const matured = await post('/admin/getAllStakingUser', { filter: { status: 'matured' } });
    for (const row of matured.json().result.data) {
      expect(row.status).toBe('matured');
      expect(Date.parse(row.endsAt)).toBeLessThanOrEqual(Date.now());
    }
    const bodiless = await server.app.inject({
      method: 'POST',
      url: '/api/admin/getAllStakingUser',
      headers: admin,
    });
    expect(bodiless.statusCode, bodiless.body).toBe(200);
    expect(bodiless.json().result.total).toBe(page.total);
    const bad = await post('/admin/getAllStakingUser', { filter: { secret: 1 } });
    expect(bad.statusCode).toBe(400);
  });

  it('GET /admin/getStakingAllUserHistory filters by user, plan, asset, status and date', async () => {
    const { userId, stakeId } = await stakeOf(server, 'USDT 30-day Fixed', '100', 40);
    const q = (filter: object) =>
      get(`/admin/getStakingAllUserHistory?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    const mine = (await q({ userId })).json().result;
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      stakeId,
      userId,
      event: 'staked',
      amount: '100',
      asset: 'USDT',
    });
    const today = new Date().toISOString().slice(0, 10);
    const all = (
      await q({ userId, plan: '30-day', asset: 'USDT', status: 'matured', createdAt_gte: today })
    ).json().result;
    expect(all.total).toBe(1);
    expect((await q({ userId, asset: 'BTC' })).json().result.total).toBe(0);
  });
});

describe('settlement: POST /admin/settleStake', () => {
  it('needs a live step-up', async () => {
    const { stakeId } = await stakeOf(server, 'USDT 30-day Fixed', '100', 31);
    const res = await post('/admin/settleStake', { _id: stakeId }, noStepUp);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(STEP_UP_REQUIRED_MESSAGE);
  });

  it('pays principal + the 30-day reward to the user; a second settle is a no-op that says so', async () => {
    const { stakeId, userId } = await stakeOf(server, 'USDT 30-day Fixed', '3650', 45);
    const usdt = await assetId(server, 'USDT');
    const preview = await post('/admin/settleStakePreview', { _id: stakeId });
    // 3650 × 8 % × 30/365 (the lock's 30 days, not the 45 elapsed) = 24.
    expect(preview.json().result.totals).toEqual([
      { asset: 'USDT', principal: '3650', reward: '24' },
    ]);
    expect(await balanceOf(server.db, 'user', usdt, userId)).toBe('0');

    const first = await post('/admin/settleStake', { _id: stakeId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.results[0]).toMatchObject({ outcome: 'settled', reward: '24' });
    expect(await balanceOf(server.db, 'user', usdt, userId)).toBe('3674');
    expect(await balanceOf(server.db, 'staking', usdt, userId)).toBe('0');

    const again = await post('/admin/settleStake', { _id: stakeId });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Already settled: nothing was paid again');
    expect(again.json().result.results[0].outcome).toBe('already settled');
    expect(await balanceOf(server.db, 'user', usdt, userId)).toBe('3674');
    const journals = await server.db.query<{ kind: string }>(
      'SELECT kind FROM ledger_journals WHERE reference = $1 ORDER BY id',
      [`stake:${stakeId}`],
    );
    expect(journals.rows.map((j) => j.kind)).toEqual([
      'stake_lock',
      'stake_unlock',
      'stake_reward',
    ]);
  });

  it('20 concurrent settles of one stake: exactly one applies', async () => {
    const { stakeId, userId } = await stakeOf(server, 'USDT 30-day Fixed', '730', 30);
    const usdt = await assetId(server, 'USDT');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/admin/settleStake', { _id: stakeId })),
    );
    const outcomes = answers.map((res) => res.json().result.results[0].outcome);
    expect(outcomes.filter((o) => o === 'settled')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already settled')).toHaveLength(19);
    expect(await balanceOf(server.db, 'user', usdt, userId)).toBe('734.8'); // 730 × 8 % × 30/365
    const rewards = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_journals WHERE reference = $1 AND kind = 'stake_reward'`,
      [`stake:${stakeId}`],
    );
    expect(rewards.rows[0].n).toBe(1);
  });

  it('refuses a stake whose lock has not ended; settles a flexible one to the moment', async () => {
    const locked = await stakeOf(server, 'USDT 30-day Fixed', '100', 5);
    const early = await post('/admin/settleStake', { _id: locked.stakeId });
    expect(early.json().result.results[0].outcome).toBe('not matured');
    const flexible = await stakeOf(server, 'USDT Flexible Savings', '36500', 2);
    const res = await post('/admin/settleStake', { _id: flexible.stakeId });
    const result = res.json().result.results[0];
    expect(result.outcome).toBe('settled');
    expect(Number(result.reward)).toBeGreaterThanOrEqual(9); // 36500 × 4.5 % × 2/365 = 9, and a few ms
    expect(Number(result.reward)).toBeLessThan(9.001);
  });

  it('settles a list, and all: true every matured stake; the ledger stays sound', async () => {
    const a = await stakeOf(server, 'USDT 30-day Fixed', '100', 31);
    const b = await stakeOf(server, 'USDT 30-day Fixed', '200', 32);
    const list = await post('/admin/settleStake', { ids: [a.stakeId, b.stakeId] });
    expect(list.json().result).toMatchObject({ settled: 2, skipped: 0 });
    // The seed leaves matured stakes to settle; with these, more than one batch of them.
    for (let i = 0; i < SETTLE_ALL_BATCH; i++) await stakeOf(server, 'USDT 30-day Fixed', '10', 31);
    const preview = await post('/admin/settleStakePreview', { all: true });
    const waiting = preview.json().result.settled;
    expect(waiting).toBeGreaterThan(SETTLE_ALL_BATCH);
    const matured = (await post('/admin/getMaturedStakes', {})).json().result;
    expect(matured.total).toBe(waiting);
    expect(matured.data[0]).toMatchObject({
      userId: expect.any(String),
      email: expect.any(String),
    });
    // all: true settles the oldest SETTLE_ALL_BATCH a call; the client repeats while some remain.
    type Total = { asset: string; principal: string; reward: string };
    const batches: { settled: number; remaining: number; totals: Total[]; results: unknown[] }[] =
      [];
    for (let left = waiting; left > 0; left = batches.at(-1)!.remaining) {
      const all = await post('/admin/settleStake', { all: true });
      expect(all.statusCode, all.body).toBe(200);
      batches.push(all.json().result);
      const batch = Math.min(left, SETTLE_ALL_BATCH);
      expect(batches.at(-1)).toMatchObject({ settled: batch, remaining: left - batch });
      expect(batches.at(-1)!.results).toHaveLength(batch);
    }
    expect(batches).toHaveLength(Math.ceil(waiting / SETTLE_ALL_BATCH));
    // The confirmation's totals (the preview) are what the batches paid together, per asset.
    const paid = new Map<string, { principal: string[]; reward: string[] }>();
    for (const total of batches.flatMap((b) => b.totals)) {
      const sums = paid.get(total.asset) ?? { principal: [], reward: [] };
      sums.principal.push(total.principal);
      sums.reward.push(total.reward);
      paid.set(total.asset, sums);
    }
    expect(
      [...paid]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([asset, sums]) => ({
          asset,
          principal: addDecimals(sums.principal),
          reward: addDecimals(sums.reward),
        })),
    ).toEqual(preview.json().result.totals);
    const left = await post('/admin/getAllStakingUser', { filter: { status: 'matured' } });
    expect(left.json().result.total).toBe(0);
    expect((await post('/admin/getMaturedStakes', {})).json().result.total).toBe(0);
    const neither = await post('/admin/settleStake', { _id: a.stakeId, all: true });
    expect(neither.statusCode).toBe(400);
  });
});
