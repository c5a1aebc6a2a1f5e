import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAdminProfile, buildBuiltInRoles, ok, resetFactories, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';
import { BUILT_IN_ROLES } from '../../../src/contracts/permissions';

vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 20_000 };

const roles = buildBuiltInRoles(() => 1);

const colleague = {
  _id: 'a-2',
  email: 'night.desk@exchange.test',
  status: 'active',
  role: 'support',
  twoFactor: true,
  self: false,
  createdAt: '2026-11-01T09:00:00.000Z',
};

describe('Changing an admin’s role', () => {
  beforeEach(() => {
    resetFactories();
    server.use(...shellHandlers());
    server.use(
      ok('get', '/admin/getAdminProfile', buildAdminProfile({ f2A_Status: 'true' })),
      ok('get', '/admin/roles', roles),
      ok('get', '/admin/admins', [colleague]),
    );
  });
  afterEach(() => resetAdminCaches());

  it('offers each role by its name with what it may do', async () => {
    const user = userEvent.setup();
    renderApp('/admin/admins');
    const row = (await screen.findByText(colleague.email, {}, T)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', {}, T);
    const finance = await within(dialog).findByRole('radio', { name: /^finance/ }, T);
    expect(finance.closest('label')).toHaveTextContent(BUILT_IN_ROLES.finance.description);
    expect(within(dialog).getAllByRole('radio')).toHaveLength(roles.length);
  });
});
