import { describe, expect, it } from 'vitest';
import {
  RISK_FLAG_CODES,
  riskLevelOf,
  riskSentence,
  type WithdrawalRiskFigures,
} from '../../../src/contracts/withdrawalRisk';
import { limitEditProblems } from '../../../src/contracts/withdrawalLimits';

const figures = (over: Partial<WithdrawalRiskFigures> = {}): WithdrawalRiskFigures => ({
  kycStatus: 'pending',
  accountAgeDays: 1.5,
  asset: 'USDT',
  balanceBefore: '500',
  balanceAfter: '399',
  withdrawn24hUsd: '12300.5',
  withdrawn30dUsd: '25000',
  dailyLimitUsd: '5000',
  monthlyLimitUsd: '20000',
  deposited30dUsd: '0',
  destinationUsedBefore: false,
  destinationOtherUsers: 1,
  destinationBlocked: null,
  passwordChangedAt: '2026-11-20T10:00:00.000Z',
  twoFactorChangedAt: null,
  newSignInCountry: 'Peru',
  newSignInAt: '2026-11-24T10:00:00.000Z',
  openDisputes: 2,
  openTickets: 1,
  ...over,
});

describe('the withdrawal risk vocabulary', () => {
  it('ranks a withdrawal by its most severe flag', () => {
    expect(riskLevelOf([])).toBe('none');
    expect(riskLevelOf(['open_ticket', 'new_destination'])).toBe('low');
    expect(riskLevelOf(['open_ticket', 'open_dispute'])).toBe('medium');
    expect(riskLevelOf(['new_account', 'shared_destination'])).toBe('high');
    expect(riskLevelOf(['kyc_not_approved', 'over_monthly_limit'])).toBe('review');
  });

  it('says each flag in a sentence built from the figures', () => {
    const f = figures();
    expect(riskSentence('over_daily_limit', f)).toBe(
      'Withdrawn in 24 h ($12,300.5) is above the daily limit of $5,000 for KYC pending review',
    );
    expect(riskSentence('shared_destination', f)).toBe('Destination used by 1 other user');
    expect(riskSentence('shared_destination', figures({ destinationOtherUsers: 3 }))).toBe(
      'Destination used by 3 other users',
    );
    expect(riskSentence('new_account', f)).toBe('Account opened 1 day before the request');
    expect(riskSentence('open_dispute', f)).toBe('2 open P2P disputes');
    expect(riskSentence('new_sign_in_country', f)).toBe(
      'Signed in from a new country (Peru) on 2026-11-24',
    );
    for (const code of RISK_FLAG_CODES) expect(riskSentence(code, f)).toMatch(/^\S.+\S$/);
  });

  it('checks a limit change: amounts, the day within the month, a reason', () => {
    expect(limitEditProblems({ dailyUsd: 10, monthlyUsd: 20, reason: 'Policy' })).toEqual({});
    expect(limitEditProblems({ dailyUsd: 30, monthlyUsd: 20, reason: 'Policy' })).toEqual({
      dailyUsd: 'The daily limit cannot be above the monthly limit',
    });
    expect(limitEditProblems({ dailyUsd: Number.NaN, monthlyUsd: -1, reason: ' a ' })).toEqual({
      dailyUsd: 'The daily limit must be a number from 0 to 1,000,000,000 USD',
      monthlyUsd: 'The monthly limit must be a number from 0 to 1,000,000,000 USD',
      reason: 'A reason of at least 3 characters is required to change a limit',
    });
  });
});
