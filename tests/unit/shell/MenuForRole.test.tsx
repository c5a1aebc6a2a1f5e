import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { Menu } from '../../../src/custom/layout/Menu';
import { PageAccess } from '../../../src/custom/layout/PageAccess';
import { appMenu } from '../../../src/custom/layout/menuSources';
import { BUILT_IN_ROLES, type BuiltInRole } from '../../../src/contracts/permissions';

/** The sidebar and custom screens as each role sees them (the real registry's entries). */
const authFor = (role: BuiltInRole, permissions?: readonly string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'me', role, permissions: permissions && [...permissions] }),
});

function renderAs(auth: AuthProvider, children = <Menu model={appMenu} />) {
  return render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <AdminContext store={memoryStore()} authProvider={auth}>
        {children}
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The sidebar once the profile has answered (placeholders before). */
const links = async () => {
  await waitFor(() =>
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).not.toHaveAttribute(
      'aria-busy',
    ),
  );
  return within(screen.getByRole('navigation', { name: 'Main navigation' }));
};

describe('the sidebar of a role', () => {
  it('shows support the users and support screens, not the withdrawals or the Admin group', async () => {
    renderAs(authFor('support', BUILT_IN_ROLES.support.permissions));
    const nav = await links();
    await expect(nav.findByRole('button', { name: 'Support' })).resolves.toBeInTheDocument();
    await waitForNoLink(nav, 'Withdrawals');
    expect(nav.getByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it.each([
    ['the owner', BUILT_IN_ROLES.owner.permissions],
    ['a backend whose profile says nothing of roles', undefined],
  ])('shows every entry to %s', async (_, permissions) => {
    renderAs(authFor('owner', permissions));
    const nav = await links();
    expect(await nav.findByRole('link', { name: 'Withdrawals' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Admin' })).toBeInTheDocument();
  });
});

describe('the first frames, before the profile has answered', () => {
  it("draw placeholders, never a link the role may not use, then the role's own menu", async () => {
    let answer: (identity: { id: string; role: string; permissions: string[] }) => void = () => {};
    const pending = new Promise<{ id: string; role: string; permissions: string[] }>((resolve) => {
      answer = resolve;
    });
    renderAs({ ...authFor('support'), getIdentity: () => pending });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveAttribute('aria-busy', 'true');
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);

    answer({ id: 'me', role: 'support', permissions: [...BUILT_IN_ROLES.support.permissions] });
    const menu = await links();
    expect(await menu.findByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Withdrawals' })).not.toBeInTheDocument();
  });

  it('keep a guarded screen hidden until the role is known', async () => {
    renderAs(
      { ...authFor('support'), getIdentity: () => new Promise(() => {}) },
      <PageAccess permission="wallet:read">
        <p>Wallet balances</p>
      </PageAccess>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Wallet balances')).not.toBeInTheDocument();
  });
});

describe('a custom screen the role may not open', () => {
  it('says Access denied and names the missing permission', async () => {
    renderAs(
      authFor('support', BUILT_IN_ROLES.support.permissions),
      <PageAccess permission="wallet:read">
        <p>Wallet balances</p>
      </PageAccess>,
    );
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Your role \(support\) does not have permission to view the platform wallets/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Wallet balances')).not.toBeInTheDocument();
  });
});

async function waitForNoLink(nav: ReturnType<typeof within>, name: string) {
  // The identity arrives after the first render: wait until the role's menu replaced the full one.
  await expect.poll(() => nav.queryByRole('link', { name }), { timeout: 3000 }).toBeNull();
}
