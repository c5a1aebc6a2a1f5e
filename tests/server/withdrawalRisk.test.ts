import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  adminSession,
  expectSoundLedger,
  flagCodes,
  flagSentence,
  riskReview,
  SECRET,
  useTestClock,
  type Headers,
} from './moneyHelpers.ts';
import { RISK_FLAG_CODES } from '../../src/contracts/withdrawalRisk.ts';
import { BLOCKED_CASE } from '../../server/seed/riskCases.ts';

/**
 * The withdrawal risk review (GET /admin/withdrawRisk/:id, the list's Risk) on the seed's demo
 * cases: every flag on its case, the figures, the grid's stored rank and its filter. The limit
 * rules on constructed cases: withdrawalRiskRules.test.ts.
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

/** The latest withdrawal of a seeded case (server/seed/riskCases.ts: sent to TRiskCase<name>x). */
async function seededCase(name: string): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    `SELECT id FROM withdrawals WHERE address = $1 ORDER BY created_at DESC LIMIT 1`,
    [`TRiskCase${name}x`],
  );
  expect(rows, name).toHaveLength(1);
  return rows[0].id;
}

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
    [
      BLOCKED_CASE,
      'blocked_destination',
      /^Destination is on the blocklist: Stolen funds reported/,
    ],
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

  it('unblocking a destination clears its open withdrawals at once; blocking flags them', async () => {
    const id = await seededCase(BLOCKED_CASE);
    const address = `TRiskCase${BLOCKED_CASE}x`;
    const stored = async () =>
      (
        await server.db.query<{ level: string; flags: string[] }>(
          'SELECT level, flags FROM withdrawal_risk WHERE withdrawal_id = $1',
          [id],
        )
      ).rows[0];
    const entry = await server.db.query<{ id: string }>(
      'SELECT id FROM blocked_addresses WHERE address = $1',
      [address],
    );
    const unblocked = await server.app.inject({
      method: 'DELETE',
      url: `/api/admin/blockedAddresses/${entry.rows[0].id}`,
      headers: admin,
    });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(codes(await review(id))).not.toContain('blocked_destination');
    expect((await stored()).flags).not.toContain('blocked_destination');

    const blocked = await server.app.inject({
      method: 'POST',
      url: '/api/admin/blockedAddresses',
      headers: admin,
      payload: { address, network: 'tron', reason: 'Mule ring' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(sentence(await review(id), 'blocked_destination')).toBe(
      'Destination is on the blocklist: Mule ring',
    );
    expect(await stored()).toMatchObject({ level: 'review' });
    expect((await stored()).flags).toContain('blocked_destination');
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
