import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { Menu } from '../../../src/custom/layout/Menu';
import { buildMenu, type MenuSource } from '../../../src/custom/layout/menuModel';
import type { MenuGroup } from '../../../src/resources/types';

const Icon: ComponentType = () => <svg aria-hidden="true" />;
const entry = (path: string, label: string, group?: MenuGroup): MenuSource => ({
  path,
  menu: { label, order: 1, icon: Icon, group },
});

const model = buildMenu([
  entry('dashboard', 'Dashboard'),
  entry('user', 'Users'),
  entry('coin-list', 'Assets'),
  entry('stake/list', 'Staking plans', 'Staking'),
  entry('stake/order', 'Staking orders', 'Staking'),
  entry('trade/buy', 'Buy orders', 'Trading'),
  entry('p2p/pairs', 'P2P pairs', 'P2P'),
  entry('wallet', 'Wallet', 'Admin'),
]);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The sidebar at `path`, once the (role-less) profile has answered and the entries show. */
async function renderMenu(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext store={memoryStore()}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Menu model={model} />
                <Where />
              </>
            }
          />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  await waitFor(() =>
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).not.toHaveAttribute(
      'aria-busy',
    ),
  );
  return view;
}

const groupButton = (name: string) => screen.getByRole('button', { name });

describe('sidebar', () => {
  it('shows top-level entries with the spec labels inside the main navigation', async () => {
    await renderMenu('/admin/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Assets' })).toHaveAttribute(
      'href',
      '/admin/coin-list',
    );
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/user');
  });

  it('puts every entry in the tab order, so a keyboard reaches it', async () => {
    await renderMenu('/admin/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const link of within(nav).getAllByRole('link'))
      expect(link).toHaveAttribute('tabindex', '0');
  });

  it('reaches every entry with Tab alone, in order, and opens it with Enter', async () => {
    const user = userEvent.setup();
    await renderMenu('/admin/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    const reached: Element[] = [];
    // Tab from the page's start until focus leaves the sidebar's last entry.
    for (let i = 0; i < 40 && reached.length < links.length; i++) {
      await user.tab();
      if (links.includes(document.activeElement as HTMLElement))
        reached.push(document.activeElement!);
    }
    expect(reached).toEqual(links);
    (links.find((l) => l.textContent === 'Assets') as HTMLElement).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/coin-list'));
  });

  it('opens the group containing the current path, and only that one', async () => {
    await renderMenu('/admin/trade/buy');
    expect(groupButton('Trading')).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton('Staking')).toHaveAttribute('aria-expanded', 'false');
    expect(groupButton('P2P')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Buy orders' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Staking plans' })).not.toBeInTheDocument();
  });

  it('keeps every group closed on a top-level page', async () => {
    await renderMenu('/admin/user');
    for (const name of ['Staking', 'Trading', 'P2P', 'Admin'])
      expect(groupButton(name)).toHaveAttribute('aria-expanded', 'false');
  });

  it('opening another group closes the first', async () => {
    const user = userEvent.setup();
    await renderMenu('/admin/stake/order');
    expect(groupButton('Staking')).toHaveAttribute('aria-expanded', 'true');
    await user.click(groupButton('Admin'));
    expect(groupButton('Admin')).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton('Staking')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Wallet' })).toBeVisible();
  });

  it('opens the group of the page navigated to', async () => {
    const user = userEvent.setup();
    await renderMenu('/admin/dashboard');
    await user.click(groupButton('P2P'));
    await user.click(screen.getByRole('link', { name: 'P2P pairs' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/p2p/pairs');
    expect(groupButton('P2P')).toHaveAttribute('aria-expanded', 'true');
  });
});
