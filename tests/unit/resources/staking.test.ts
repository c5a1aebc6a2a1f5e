import { describe, expect, it } from 'vitest';
import {
  planErrors,
  settlementActions,
  settlementConfirmation,
} from '../../../src/resources/staking/facts';
import { schemas } from '../../../src/resources/registry';
import { buildMenu } from '../../../src/custom/layout/menuModel';

const valid = {
  asset: 'USDT',
  name: 'Plan',
  type: 'fixed' as const,
  lockDays: 30,
  apr: '8',
  minAmount: '10',
  maxAmount: '100',
  totalCap: '1000',
  status: 'active' as const,
};

describe('staking plan form rules (the server’s, letter for letter)', () => {
  it('accepts a valid plan', () => expect(planErrors(valid)).toEqual({}));
  it.each([
    [{ apr: '1000.01' }, 'apr', 'APR must be a number from 0 to 1000 with at most 2 decimals'],
    [{ apr: '1.234' }, 'apr', 'APR must be a number from 0 to 1000 with at most 2 decimals'],
    [{ lockDays: 0 }, 'lockDays', /only for flexible plans/],
    [{ type: 'flexible' as const }, 'lockDays', 'A flexible plan has no lock: lock days must be 0'],
    [{ lockDays: 2.5 }, 'lockDays', 'Lock days must be a whole number of days, 0 or more'],
    [
      { minAmount: '101' },
      'minAmount',
      'The minimum amount cannot be more than the maximum amount',
    ],
    [{ maxAmount: '1001' }, 'maxAmount', 'The maximum amount cannot be more than the total cap'],
  ])('%o → %s', (change, field, message) => {
    expect(planErrors({ ...valid, ...change })[field as 'apr']).toMatch(message);
  });
});

describe('settlement facts', () => {
  it('shows the total paid per asset before confirming', () => {
    expect(
      settlementConfirmation(3, [
        { asset: 'USDT', principal: '3650', reward: '24' },
        { asset: 'BTC', principal: '0.5', reward: '0.001' },
      ]),
    ).toBe(
      'Settle 3 stakes? The users receive 3650 USDT principal + 24 USDT reward; 0.5 BTC principal + 0.001 BTC reward. This cannot be undone.',
    );
    expect(settlementConfirmation(0, [])).toBe('No matured stake to settle.');
    expect(settlementActions.progress(100, 250)).toBe('Settling 100 of 250…');
    expect(settlementActions.bodies.all()).toEqual({ all: true });
  });
});

describe('the Staking sidebar group', () => {
  it('lists stake/list, stake/order, stake/settle in that order, and no staket/* entry', () => {
    const menu = buildMenu(schemas.map((schema) => ({ path: schema.name, menu: schema.menu })));
    const staking = menu.groups.find((group) => group.name === 'Staking');
    expect(staking?.items.map((item) => item.path)).toEqual([
      'stake/list',
      'stake/order',
      'stake/settle',
    ]);
    expect(JSON.stringify(menu)).not.toContain('staket/');
  });
});
