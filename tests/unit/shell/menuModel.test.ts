import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import {
  buildMenu,
  groupForPath,
  MENU_GROUPS,
  type MenuSource,
} from '../../../src/custom/layout/menuModel';
import type { MenuGroup } from '../../../src/resources/types';

const Icon: ComponentType = () => null;
const entry = (path: string, label: string, order: number, group?: MenuGroup): MenuSource => ({
  path,
  menu: { label, order, icon: Icon, group },
});

describe('sidebar model', () => {
  it("lists a resource's queue right under its entry, opening the queue's view of the list", () => {
    const queue = {
      label: 'Withdrawal queue',
      filter: { status: 'pending' },
      sort: { field: 'createdAt', order: 'ASC' as const },
    };
    const model = buildMenu([
      entry('dashboard', 'Dashboard', 1),
      { ...entry('withdraw', 'Withdrawals', 70), queue },
      entry('deposit', 'Deposits', 90),
    ]);
    expect(model.top.map((i) => i.label)).toEqual([
      'Dashboard',
      'Withdrawals',
      'Withdrawal queue',
      'Deposits',
    ]);
    const item = model.top[2];
    expect(item.queue).toEqual({ ...queue, resource: 'withdraw' });
    const url = new URL(item.to, 'https://admin.test');
    expect(url.pathname).toBe('/admin/withdraw');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ status: 'pending' });
    expect([url.searchParams.get('sort'), url.searchParams.get('order')]).toEqual([
      'createdAt',
      'ASC',
    ]);
  });

  it('puts top-level entries in the spec order whatever their order numbers', () => {
    const model = buildMenu([
      entry('deposit', 'Deposit', 1),
      entry('kyc', 'KYC', 50),
      entry('coin-list', 'Assets', 99),
      entry('dashboard', 'Dashboard', 10),
      entry('user', 'Users', 20),
    ]);
    expect(model.top.map((i) => i.label)).toEqual([
      'Dashboard',
      'Users',
      'Assets',
      'KYC',
      'Deposit',
    ]);
    expect(model.top[2].to).toBe('/admin/coin-list');
  });

  it('lands grouped entries in their group, groups in the one ordered table', () => {
    const model = buildMenu([
      entry('support/Support', 'Tickets', 2, 'Support'),
      entry('wallet', 'Wallet', 1, 'Admin'),
      entry('stake/settle', 'Settle', 3, 'Staking'),
      entry('stake/list', 'Plans', 1, 'Staking'),
      entry('p2p/raise-dispute', 'Disputes', 4, 'P2P'),
      entry('trade/buy', 'Buy', 1, 'Trading'),
      entry('support/support-category', 'Categories', 1, 'Support'),
    ]);
    expect(model.top).toEqual([]);
    expect(model.groups.map((g) => g.name)).toEqual([
      'Staking',
      'Trading',
      'P2P',
      'Admin',
      'Support',
    ]);
    expect(model.groups[0].items.map((i) => i.path)).toEqual(['stake/list', 'stake/settle']);
    expect(model.groups[4].items.map((i) => i.label)).toEqual(['Categories', 'Tickets']);
  });

  it('does not show a group or an entry whose screen is not registered', () => {
    const model = buildMenu([
      entry('dashboard', 'Dashboard', 1),
      { path: 'notification' },
      entry('wallet', 'Wallet', 1, 'Admin'),
    ]);
    expect(model.top.map((i) => i.path)).toEqual(['dashboard']);
    expect(model.groups.map((g) => g.name)).toEqual(['Admin']);
  });

  it('lists an unknown entry after the spec ones, by its own order', () => {
    const model = buildMenu([
      entry('zeta', 'Zeta', 2),
      entry('alpha', 'Alpha', 1),
      entry('user', 'Users', 50),
    ]);
    expect(model.top.map((i) => i.path)).toEqual(['user', 'alpha', 'zeta']);
  });

  it('finds the group containing the current path, also below an entry', () => {
    const model = buildMenu([
      entry('stake/list', 'Plans', 1, 'Staking'),
      entry('p2p/pairs', 'Pairs', 1, 'P2P'),
      entry('user', 'Users', 1),
    ]);
    expect(groupForPath(model, '/admin/p2p/pairs')).toBe('P2P');
    expect(groupForPath(model, '/admin/stake/list/42/show')).toBe('Staking');
    expect(groupForPath(model, '/admin/user')).toBeUndefined();
    expect(groupForPath(model, '/admin/wallet')).toBeUndefined();
  });

  it('opens the group of a page without an entry by its route section', () => {
    const model = buildMenu([
      entry('stake/list', 'Plans', 1, 'Staking'),
      entry('support/Support', 'Tickets', 1, 'Support'),
      entry('user', 'Users', 1),
    ]);
    expect(groupForPath(model, '/admin/support/reply/100001')).toBe('Support');
    expect(groupForPath(model, '/admin/staket/createAdminStake')).toBe('Staking');
    expect(groupForPath(model, '/admin/user/7/show')).toBeUndefined();
    expect(groupForPath(model, '/admin/p2p/dispute/3')).toBeUndefined();
  });

  it('has the spec groups', () => {
    expect(MENU_GROUPS).toEqual(['Staking', 'Trading', 'P2P', 'Admin', 'Support']);
  });
});
