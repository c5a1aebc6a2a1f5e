import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  adminSession,
  assetId,
  expectSoundLedger,
  newKey,
  SECRET,
  useTestClock,
  type Headers,
} from './moneyHelpers.ts';
import { planId } from './stakingHelpers.ts';
import { balanceOf } from '../../server/ledger/ledger.ts';

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

describe('admin stakes: POST /staking/createAdminStak', () => {
  it('locks the amount from the platform account and lists it; checks limits, key and step-up', async () => {
    const usdt = await assetId(server, 'USDT');
    const plan = await planId(server, 'USDT 30-day Fixed');
    const platform = await balanceOf(server.db, 'platform', usdt);
    const key = newKey();
    const create = (payload: object, headers: Headers = { ...admin, 'idempotency-key': key }) =>
      post('/staking/createAdminStak', payload, headers);
    const res = await create({ planId: plan, amount: '2500' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ amount: '2500', asset: 'USDT', status: 'active' });
    const replay = await create({ planId: plan, amount: '2500' });
    expect(replay.json().result._id).toBe(res.json().result._id);
    expect(Number(await balanceOf(server.db, 'platform', usdt))).toBe(Number(platform) - 2500);
    const listed = await get('/admin/getAdminStaking');
    expect(listed.json().result.data[0]._id).toBe(res.json().result._id);

    const fresh = () => ({ ...admin, 'idempotency-key': newKey() });
    expect((await create({ planId: plan, amount: '5' }, fresh())).json().message).toBe(
      'The amount must be between 50 and 250000 USDT for this plan',
    );
    expect((await create({ planId: plan, amount: '1e3' }, fresh())).statusCode).toBe(400);
    expect(
      (await post('/staking/createAdminStak', { planId: plan, amount: '100' })).statusCode,
    ).toBe(400);
    const refused = await post(
      '/staking/createAdminStak',
      { planId: plan, amount: '100' },
      {
        ...noStepUp,
        'idempotency-key': newKey(),
      },
    );
    expect(refused.statusCode).toBe(403);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/staking/createAdminStak',
      headers: { 'idempotency-key': newKey() },
      payload: { planId: plan, amount: '100' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('staking banner: GET/POST /admin/stakingBanner', () => {
  it('saves a title, text and image URL; refuses a non-https image', async () => {
    const banner = {
      title: 'Earn up to 12 %',
      text: 'Stake USDT for 90 days.',
      imageUrl: 'https://cdn.example.com/b.png',
    };
    expect((await post('/admin/stakingBanner', banner)).statusCode).toBe(200);
    expect((await get('/admin/stakingBanner')).json().result).toMatchObject(banner);
    const bad = await post('/admin/stakingBanner', { ...banner, imageUrl: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/https/);
  });
});
