import { beforeEach, describe, expect, it } from 'vitest';
import { perAdminStore } from '../../../src/custom/adminStore';

describe('grid preferences are kept per admin in this browser', () => {
  let who: string | null;
  const store = perAdminStore(() => who);
  beforeEach(() => {
    window.localStorage.clear();
    who = 'ops@exchange.local';
  });

  it('shows each admin only their own column choices, saved queries and filters', () => {
    store.setItem('users.datatable', ['email']);
    store.setItem('users.savedQueries', [{ label: 'Blocked', value: { filter: {} } }]);
    store.setItem('users.listParams', { filter: { status: 'blocked' } });

    who = 'support@exchange.local';
    expect(store.getItem('users.datatable', [])).toEqual([]);
    expect(store.getItem('users.savedQueries', [])).toEqual([]);
    expect(store.getItem('users.listParams')).toBeUndefined();

    who = 'ops@exchange.local';
    expect(store.getItem('users.datatable', [])).toEqual(['email']);
  });

  it('keeps the preferences when the admin signs out, and forgets the list state', () => {
    store.setItem('withdraw.datatable', ['txid']);
    store.setItem('withdraw.savedQueries', [{ label: 'Risky', value: {} }]);
    store.setItem('grid.density', 'compact');
    store.setItem('withdraw.listParams', { page: 4 });
    store.setItem('withdraw.selectedIds', ['1']);

    store.reset(); // what react-admin's logout does

    expect(store.getItem('withdraw.datatable')).toEqual(['txid']);
    expect(store.getItem('withdraw.savedQueries')).toHaveLength(1);
    expect(store.getItem('grid.density')).toBe('compact');
    expect(store.getItem('withdraw.listParams')).toBeUndefined();
    expect(store.getItem('withdraw.selectedIds')).toBeUndefined();
  });

  it('does not confuse an admin with one whose e-mail starts the same', () => {
    who = 'ops@exchange.local.evil';
    store.setItem('users.listParams', { page: 2 });
    who = 'ops@exchange.local';
    expect(store.getItem('users.listParams')).toBeUndefined();
    store.reset();
    who = 'ops@exchange.local.evil';
    expect(store.getItem('users.listParams')).toEqual({ page: 2 });
  });
});
