import { describe, expect, it } from 'vitest';
import {
  isSettleable,
  rewardFor,
  splitByYearLength,
  stakeReward,
} from '../../server/staking/reward.ts';

const at = (iso: string) => Date.parse(iso);

describe('rewardFor: principal × APR × Actual/Actual time, exact decimals', () => {
  const cases: [string, string, string, string, string, string][] = [
    // [what, principal, apr, start, end, reward]
    ['a full common year pays the APR', '1000', '10', '2023-01-01', '2024-01-01', '100'],
    ['a full leap year pays the APR', '1000', '10', '2024-01-01', '2025-01-01', '100'],
    ['one day of a common year is 1/365', '365', '100', '2023-03-01', '2023-03-02', '1'],
    ['one day of a leap year is 1/366', '366', '100', '2024-03-01', '2024-03-02', '1'],
    ['29 February counts as a leap-year day', '366', '100', '2024-02-29', '2024-03-01', '1'],
    // 1 day in 2023 (1/365) + 1 day in 2024 (1/366), on 365·366 = 133590:
    ['a stake across New Year mixes both years', '133590', '1', '2023-12-31', '2024-01-02', '7.31'],
    ['zero APR pays nothing', '5000', '0', '2023-01-01', '2024-01-01', '0'],
    ['an end before the start pays nothing', '100', '10', '2024-01-02', '2024-01-01', '0'],
    ['APR with two decimals', '1000', '12.34', '2023-01-01', '2024-01-01', '123.4'],
    ['APR at the maximum of 1000 %', '1', '1000', '2023-01-01', '2024-01-01', '10'],
    // 0.1 × 0.07 × 30/365 = 0.000575342465… → truncated to 8 decimals, no float error.
    [
      'small principal, truncated not rounded',
      '0.1',
      '7',
      '2023-04-01',
      '2023-05-01',
      '0.00057534',
    ],
    [
      'many decimals in the principal',
      '0.123456789012345678',
      '100',
      '2023-01-01',
      '2024-01-01',
      '0.12345678',
    ],
    [
      'a large principal stays exact',
      '999999999999999999',
      '100',
      '2023-01-01',
      '2024-01-01',
      '999999999999999999',
    ],
    [
      '12 hours of a flexible stake: half a day',
      '730',
      '100',
      '2023-06-01T00:00:00Z',
      '2023-06-01T12:00:00Z',
      '1',
    ],
    [
      '90 minutes count to the millisecond',
      '365',
      '100',
      '2023-06-01T00:00:00Z',
      '2023-06-01T01:30:00Z',
      '0.0625',
    ],
  ];
  for (const [what, principal, apr, start, end, reward] of cases) {
    it(what, () => {
      expect(rewardFor({ principal, apr, start: at(start), end: at(end) })).toBe(reward);
    });
  }

  it('rejects what is not a decimal string or an APR out of range', () => {
    const period = { start: at('2023-01-01'), end: at('2024-01-01') };
    expect(() => rewardFor({ principal: '1e3', apr: '1', ...period })).toThrow(/decimal/);
    expect(() => rewardFor({ principal: '-1', apr: '1', ...period })).toThrow(/decimal/);
    expect(() => rewardFor({ principal: '1', apr: '1000.01', ...period })).toThrow(/APR/);
    expect(() => rewardFor({ principal: '1', apr: '1.234', ...period })).toThrow(/APR/);
  });

  it('splits a period at each UTC New Year into common and leap milliseconds', () => {
    const split = splitByYearLength(at('2023-12-31'), at('2025-01-02'));
    expect(split.common).toBe(2n * 86_400_000n);
    expect(split.leap).toBe(366n * 86_400_000n);
  });
});

describe('stakeReward: fixed plans earn their term, flexible plans to the moment', () => {
  const fixed = {
    type: 'fixed' as const,
    amount: '3650',
    apr: '10',
    startedAt: at('2023-01-01'),
    endsAt: at('2023-01-31'),
  };
  it('a fixed stake settled late earns its 30 days, not more', () => {
    expect(stakeReward(fixed, at('2023-03-01'))).toBe('30');
    expect(isSettleable(fixed, at('2023-01-30'))).toBe(false);
    expect(isSettleable(fixed, at('2023-01-31'))).toBe(true);
  });
  it('a flexible stake earns to the settlement instant, partial days included', () => {
    const flexible = { ...fixed, type: 'flexible' as const, endsAt: null };
    expect(stakeReward(flexible, at('2023-01-02T06:00:00Z'))).toBe('1.25');
    expect(isSettleable(flexible, at('2023-01-01T00:00:01Z'))).toBe(true);
  });
});
