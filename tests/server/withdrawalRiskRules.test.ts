import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  adminSession,
  assetId,
  expectSoundLedger,
  flagCodes,
  flagSentence,
  move,
  riskCase,
  riskReview,
  SECRET,
  useTestClock,
  type Headers,
} from './moneyHelpers.ts';
import { requestWithdrawal } from '../../server/money/withdrawals.ts';
import { NEEDS_REVIEW_REASON_REQUIRED } from '../../src/contracts/withdrawalRisk.ts';

/**
 * The risk review's rules on constructed cases: each limit of a KYC level, the approval a
 * withdrawal above its limit needs a reason for, and the flags the seed's cases cannot vary.
 */
let server: TestServer;
let admin: Headers;
const testClock = useTestClock();

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminSession(server, server.config.adminEmail, SECRET, testClock.next);
});
afterEach(async () => expectSoundLedger(server));
afterAll(async () => {
  testClock.restore();
  await server?.close();
});

const review = (id: string) => riskReview(server, admin, id);
const codes = flagCodes;
const sentence = flagSentence;

/** A level's limits, set as the test needs (the rejected level's defaults come back after each). */
async function setLimits(level: string, daily: number, monthly: number) {
  await server.db.query(
    `UPDATE withdrawal_limits SET daily_usd = $2, monthly_usd = $3 WHERE kyc_status = $1`,
    [level, daily, monthly],
  );
}
afterEach(() => setLimits('rejected', 1000, 5000));

describe('limits per KYC level', () => {
  it('the daily limit: counts the 24 h up to the request, this withdrawal included', async () => {
    await setLimits('rejected', 250, 5000);
    const { ids } = await riskCase(server, {
      kyc: 'rejected',
      ageDays: 90,
      funds: '1000',
      amounts: ['120', '120'],
    });
    expect(codes(await review(ids[0]))).not.toContain('over_daily_limit');
    const second = await review(ids[1]);
    expect(second.figures.withdrawn24hUsd).toBe('240');
    expect(codes(second)).not.toContain('over_daily_limit');
    const third = await riskCase(server, {
      kyc: 'rejected',
      ageDays: 90,
      funds: '1000',
      amounts: ['200', '60'],
    });
    const over = await review(third.ids[1]);
    expect(codes(over)).toContain('over_daily_limit');
    expect(over.level).toBe('review');
  });

  it('the monthly limit, with the daily one not reached; a rejected withdrawal no longer counts', async () => {
    await setLimits('rejected', 150, 150);
    const { ids } = await riskCase(server, {
      kyc: 'rejected',
      ageDays: 90,
      funds: '500',
      amounts: ['100', '100'],
    });
    // The first was requested three days ago: out of the 24 h window, inside the 30 days.
    await server.db.query(
      `UPDATE withdrawals SET created_at = now() - interval '3 days' WHERE id = $1`,
      [ids[0]],
    );
    const r = await review(ids[1]);
    expect(codes(r)).toContain('over_monthly_limit');
    expect(codes(r)).not.toContain('over_daily_limit');
    const rejected = await move(server, admin, { _id: ids[0], status: 'rejected', reason: 'Test' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(codes(await review(ids[1]))).not.toContain('over_monthly_limit');
    // The grid's stored rank followed the rejection.
    const { rows } = await server.db.query<{ level: string }>(
      'SELECT level FROM withdrawal_risk WHERE withdrawal_id = $1',
      [ids[1]],
    );
    expect(rows[0].level).not.toBe('review');
  });

  it('above the limit: approval without a reason is refused (400), with one it goes through', async () => {
    await setLimits('rejected', 50, 5000);
    const { ids } = await riskCase(server, {
      kyc: 'rejected',
      ageDays: 90,
      funds: '200',
      amounts: ['100'],
    });
    for (const reason of [undefined, '  ', 'ok']) {
      const res = await move(server, admin, { _id: ids[0], status: 'approved', reason });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: NEEDS_REVIEW_REASON_REQUIRED });
    }
    const res = await move(server, admin, {
      _id: ids[0],
      status: 'approved',
      reason: 'Known customer, called back',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      status: 'approved',
      reason: 'Known customer, called back',
    });
  });

  it('under the limit an approval needs no reason (the maker-checker threshold stays)', async () => {
    const { ids } = await riskCase(server, {
      kyc: 'rejected',
      ageDays: 90,
      funds: '200',
      amounts: ['100'],
    });
    const res = await move(server, admin, { _id: ids[0], status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('constructed flags', () => {
  it('a new account, a destination shared with other users, first use vs used before', async () => {
    const address = 'TRiskSharedByTestUsers000000000000x';
    const first = await riskCase(server, {
      kyc: 'approved',
      ageDays: 2,
      funds: '500',
      amounts: ['100', '100'],
      address,
    });
    const a = await review(first.ids[0]);
    expect(codes(a)).toEqual(
      expect.arrayContaining(['new_account', 'new_destination', 'withdrawals_exceed_deposits']),
    );
    expect(codes(a)).not.toContain('shared_destination');
    expect(codes(await review(first.ids[1]))).not.toContain('new_destination');
    const other = await riskCase(server, {
      kyc: 'approved',
      ageDays: 400,
      funds: '500',
      amounts: ['100'],
      address,
    });
    const b = await review(other.ids[0]);
    expect(sentence(b, 'shared_destination')).toBe('Destination used by 1 other user');
    expect(codes(b)).not.toContain('new_account');
    expect(codes(b)).not.toContain('kyc_not_approved');
    // The first user's open withdrawals were re-ranked when the second used their destination.
    const { rows } = await server.db.query<{ flags: string[] }>(
      'SELECT flags FROM withdrawal_risk WHERE withdrawal_id = $1',
      [first.ids[0]],
    );
    expect(rows[0].flags).toContain('shared_destination');
  });

  it('security changes within 7 days before the request, not older ones', async () => {
    const { userId } = await riskCase(server, {
      kyc: 'approved',
      ageDays: 400,
      funds: '500',
      amounts: [],
    });
    await server.db.query(
      `INSERT INTO user_security_events (user_id, kind, detail, created_at) VALUES
         ($1, 'password_changed', NULL, now() - interval '8 days'),
         ($1, 'two_factor_changed', NULL, now() - interval '2 days'),
         ($1, 'new_sign_in_country', 'Peru', now() - interval '1 hour')`,
      [userId],
    );
    const id = await requestWithdrawal(server.db, {
      userId,
      assetId: await assetId(server, 'USDT'),
      networkId: 'tron',
      amount: '100',
      fee: '1',
      address: 'TRiskSecurityTest00000000000000000x',
    });
    const r = await review(id);
    expect(codes(r)).not.toContain('password_changed');
    expect(codes(r)).toEqual(expect.arrayContaining(['two_factor_changed', 'new_sign_in_country']));
    expect(sentence(r, 'new_sign_in_country')).toMatch(/^Signed in from a new country \(Peru\)/);
    expect(r.level).toBe('high');
  });
});
