import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { buildAdminProfile, ok, recorder, server } from '../msw';
import { BUILT_IN_ROLES } from '../../../src/contracts/permissions';
import { renderApp, resetAdminCaches, shellHandlers } from './renderApp';

// One test in this file: the app's lazy admin loads once per file, as once per page in a browser.
vi.setConfig({ testTimeout: 30_000 });
afterEach(resetAdminCaches);

it('a list URL typed by a role that may not read it shows the refusal and asks nothing of that list', async () => {
  const withdrawals = recorder('get', '/admin/withdrawList');
  server.use(...shellHandlers());
  server.use(
    withdrawals.handler,
    ok('get', '/admin/getAdminProfile', {
      ...buildAdminProfile(),
      role: 'support',
      permissions: [...BUILT_IN_ROLES.support.permissions],
    }),
  );
  expect(BUILT_IN_ROLES.support.permissions).not.toContain('withdraw:read');
  renderApp('/admin/withdraw');
  expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(/support/);
  expect(withdrawals.calls).toEqual([]);
});
