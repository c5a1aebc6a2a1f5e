import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAdminProfile, ok, recorder, server } from '../msw';
import { BUILT_IN_ROLES } from '../../../src/contracts/permissions';
import { renderApp, resetAdminCaches, shellHandlers } from './renderApp';

vi.setConfig({ testTimeout: 60_000 });

/**
 * A list's URL opened in a new tab: the boot route (src/resources/bootRoute.ts) asks for the
 * grid's first page while the admin's code loads, but only for a role that may read the list.
 * (The other case, one call for the page a permitted role opens, is the first test of
 * tests/unit/resources/users.test.tsx: a second call there would fail it.) The boot runs once per
 * page load, so this file opens the app once.
 */
describe('a list URL opened by a role that may not read it', () => {
  beforeEach(() => server.use(...shellHandlers()));
  afterEach(resetAdminCaches);

  it('shows Access denied and asks the server for no page', async () => {
    server.use(
      ok('get', '/admin/getAdminProfile', {
        ...buildAdminProfile(),
        role: 'support',
        permissions: [...BUILT_IN_ROLES.support.permissions],
      }),
    );
    const withdrawals = recorder('get', '/admin/withdrawList');
    server.use(withdrawals.handler);
    renderApp('/admin/withdraw');
    expect(await screen.findByText('Access denied', {}, { timeout: 30_000 })).toBeInTheDocument();
    // Time for a boot call to have left, had one been asked.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(withdrawals.calls).toHaveLength(0);
  });
});
