import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  adminSession,
  assetId,
  expectSoundLedger,
  move,
  riskCase,
  SECRET,
  useTestClock,
  type Headers,
} from './moneyHelpers.ts';
import { requestWithdrawal } from '../../server/money/withdrawals.ts';
import {
  NEEDS_REVIEW_REASON_REQUIRED,
  RISK_FLAG_CODES,
  type WithdrawalRiskReview,
} from '../../src/contracts/withdrawalRisk.ts';

/**
 * The withdrawal risk review (GET /admin/withdrawRisk/:id, the list's Risk) on a seeded server:
 * every flag on its seeded case, each limit rule on constructed cases, and the approval a
 * withdrawal above its limit needs a reason for.
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

async function review(id: string): Promise<WithdrawalRiskReview> {
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/admin/withdrawRisk/${id}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

const codes = (r: WithdrawalRiskReview) => r.flags.map((flag) => flag.code);
const sentence = (r: WithdrawalRiskReview, code: string) =>
  r.flags.find((flag) => flag.code === code)?.sentence;

/** The latest withdrawal of a seeded case (server/seed/riskCases.ts: sent to TRiskCase<name>x). */
async function seededCase(name: string): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    `SELECT id FROM withdrawals WHERE address = $1 ORDER BY created_at DESC LIMIT 1`,
    [`TRiskCase${name}x`],
  );
  expect(rows, name).toHaveLength(1);
  return rows[0].id;
}

/** The approved level's limits, set as the test needs (the default is restored after each test). */
async function setLimits(level: string, daily: number, monthly: number) {
  await server.db.query(
    `UPDATE withdrawal_limits SET daily_usd = $2, monthly_usd = $3 WHERE kyc_status = $1`,
    [level, daily, monthly],
  );
}
afterEach(() => setLimits('rejected', 1000, 5000));

describe('seeded cases: one user per flag', () => {
  const cases: [string, string, RegExp][] = [
    [
      'DailyLimit',
      'over_daily_limit',
      /^Withdrawn in 24 h \(\$[\d,.]+\) is above the daily limit of \$100,000 for KYC approved$/,
    ],
    [
      'MonthlyLimit',
      'over_monthly_limit',
      /^Withdrawn in 30 days \(\$[\d,.]+\) is above the monthly limit of \$20,000 for KYC pending review$/,
    ],
    ['KycRejected', 'kyc_not_approved', /^KYC is rejected$/],
    ['Shared', 'shared_destination', /^Destination used by 3 other users$/],
    ['PasswordChanged', 'password_changed', /^Password changed on \d{4}-\d\d-\d\d, within 7 days/],
    ['TwoFactorChanged', 'two_factor_changed', /^2FA changed on \d{4}-\d\d-\d\d, within 7 days/],
    ['NewCountry', 'new_sign_in_country', /^Signed in from a new country \(Nigeria\)/],
    ['NewAccount', 'new_account', /^Account opened 2 days before the request$/],
    [
      'OldFunds',
      'withdrawals_exceed_deposits',
      /^Withdrew \$[\d,.]+ over 30 days against \$0 deposited$/,
    ],
    ['KycRejected', 'new_destination', /^Destination first used now$/],
    ['OpenDispute', 'open_dispute', /^\d+ open P2P disputes?$/],
    ['OpenTicket', 'open_ticket', /^\d+ open support tickets?$/],
  ];
  for (const [name, code, words] of cases) {
    it(`${name}: ${code}`, async () => {
      const r = await review(await seededCase(name));
      expect(codes(r)).toContain(code);
      expect(sentence(r, code)).toMatch(words);
    });
  }

  it('every flag shows on at least one seeded withdrawal', async () => {
    const { rows } = await server.db.query<{ flags: string[] }>(
      'SELECT flags FROM withdrawal_risk',
    );
    const seen = new Set(rows.flatMap((row) => row.flags));
    // Every flag shows on at least one seeded withdrawal: a newcomer sees them all.
    expect([...seen].sort()).toEqual([...RISK_FLAG_CODES].sort());
  });

  it('gives the figures: KYC, age, balance before → after, 24 h / 30 d against the limits', async () => {
    const r = await review(await seededCase('DailyLimit'));
    expect(r).toMatchObject({ level: 'review', needsReview: true });
    const f = r.figures;
    expect(f).toMatchObject({
      kycStatus: 'approved',
      asset: 'USDT',
      dailyLimitUsd: '100000',
      monthlyLimitUsd: '1000000',
      destinationUsedBefore: false,
      destinationOtherUsers: 0,
    });
    // 120 000 USDT and its fee of 1 leave the balance.
    expect(Number(f.balanceBefore) - Number(f.balanceAfter)).toBeCloseTo(120_001, 6);
    expect(Number(f.balanceAfter)).toBeGreaterThanOrEqual(0);
    expect(Number(f.withdrawn24hUsd)).toBeGreaterThanOrEqual(120_000);
    expect(Number(f.withdrawn30dUsd)).toBeGreaterThanOrEqual(Number(f.withdrawn24hUsd));
    expect(Number(f.deposited30dUsd)).toBeGreaterThanOrEqual(130_000);
    expect(f.accountAgeDays).toBeGreaterThan(60);
  });

  it('open and recent withdrawals are ranked for the grid, and the Risk filter narrows to its level', async () => {
    const { rows } = await server.db.query<{ missing: number }>(
      `SELECT count(*)::int AS missing FROM withdrawals w
        WHERE (w.status IN ('pending', 'approved', 'processing', 'failed')
               OR w.created_at > now() - interval '90 days')
          AND NOT EXISTS (SELECT 1 FROM withdrawal_risk r WHERE r.withdrawal_id = w.id)`,
    );
    expect(rows[0].missing).toBe(0);
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/admin/withdrawList?filter=${encodeURIComponent(JSON.stringify({ risk: 'review' }))}&limit=100`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data, total } = res.json().result;
    expect(total).toBeGreaterThanOrEqual(2);
    for (const row of data) expect(row.risk).toBe('review');
    expect(data.flatMap((row: { riskFlags: string[] }) => row.riskFlags)).toContain(
      'over_daily_limit',
    );
  });

  it('answers 404 for an unknown withdrawal and 400 for a malformed id', async () => {
    const unknown = await server.app.inject({
      method: 'GET',
      url: '/api/admin/withdrawRisk/00000000-0000-4000-8000-000000000000',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Withdrawal not found');
    const bad = await server.app.inject({
      method: 'GET',
      url: '/api/admin/withdrawRisk/not-an-id',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});

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
