import { expect, test, type Page } from '@playwright/test';
import { apiResult } from './support/api';
import { adminToken, signIn } from './support/session';

interface ActivityLog {
  _id: string;
  date: string;
  description: string;
  user_id: string | null;
}
interface User {
  _id: string;
  name: string;
  email: string;
  status: 'active' | 'blocked';
}

const htmlHasDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));
const savedTheme = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));

test.describe('sidebar', () => {
  test('once the dashboard is idle, the grid engine is loaded: a click on a list fetches no grid code', async ({
    page,
  }) => {
    // The grid engine every list shares arrives without a click (src/custom/layout/warmListEngine.ts),
    // as the build's `grid` chunk (scripts/firstScreenChunks.ts).
    const engine = page.waitForResponse((response) =>
      /\/assets\/grid-[\w-]+\.js$/.test(new URL(response.url()).pathname),
    );
    await signIn(page);
    await engine;

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Assets' })
      .click();
    await expect(page.getByRole('columnheader').first()).toBeVisible();
    expect(
      scripts.filter((path) => /\/(grid|SchemaList|SchemaDataTable|ListBase)-/.test(path)),
    ).toEqual([]);
  });

  test('a list URL opened cold loads its screen in a few scripts, not one per shared module', async ({
    page,
    context,
  }) => {
    await signIn(page);
    const fresh = await context.browser()!.newContext();
    const token = await adminToken(page);
    await fresh.addInitScript((t) => window.localStorage.setItem('adminToken', t!), token);
    const cold = await fresh.newPage();
    const scripts: string[] = [];
    cold.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await cold.goto('/admin/user');
    await expect(cold.getByRole('row').nth(1)).toContainText('@');
    // The shell and the grid arrive as a few grouped chunks (scripts/firstScreenChunks.ts): ~10
    // scripts here, against ~150 when the bundler cut a chunk per shared module.
    expect(scripts.length).toBeLessThanOrEqual(20);
    expect(scripts.some((path) => /\/assets\/grid-[\w-]+\.js$/.test(path))).toBe(true);
    await fresh.close();
  });

  test('lists the existing entries and groups; the current group opens by itself; the sidebar collapses', async ({
    page,
  }) => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    // Top-level entries in the spec's order (only those that exist), then the groups.
    // (Links in a list: react-admin's MenuItemLink given the link role, for axe.)
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Users',
      'Assets',
      'Trade pairs',
      'KYC',
      // A queue sits under its list's entry, with its live count.
      /^KYC queue/,
      'Passbook History',
      'Withdrawals',
      /^Withdrawal queue/,
      'Affiliates',
      'Deposits',
    ]);
    const admin = nav.getByRole('button', { name: 'Admin' });
    await expect(nav.getByRole('button', { expanded: false })).toHaveText([
      'Staking',
      'Trading',
      'P2P',
      'Admin',
      'Support',
    ]);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // On the dashboard no group contains the current path: Admin stays closed.
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Wallet' })).toHaveCount(0);

    // Opening the group by hand shows its entry; closing hides it again.
    await admin.click();
    await expect(admin).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('list', { name: 'Admin' }).getByRole('link')).toHaveText([
      'Wallet',
      'Approvals',
      'Admins',
      'Invitations',
      'Roles',
      'Audit trail',
      'Limits',
      'Blocklist',
      'Treasury',
    ]);
    await admin.click();
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Wallet' })).toHaveCount(0);

    // Arriving on a path inside the group opens it by itself.
    await page.goto('/admin/wallet');
    await expect(admin).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');

    // Moving to a top-level entry: the entry becomes current.
    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/user$/);
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');

    // Collapse and expand the sidebar from the top bar.
    const expandedWidth = (await nav.boundingBox())!.width;
    expect(expandedWidth).toBeGreaterThan(150);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(async () => (await nav.boundingBox())!.width).toBeLessThan(80);
    // Collapsed, the entries are still reachable (icons with their names).
    await nav.getByRole('link', { name: 'KYC', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/kyc$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(async () => (await nav.boundingBox())!.width).toBe(expandedWidth);
  });
});

test.describe('theme', () => {
  test('the toggle sets and removes the dark class and the choice survives a reload', async ({
    page,
  }) => {
    await signIn(page);
    // Playwright's default system preference is light and nothing is saved yet.
    expect(await htmlHasDark(page)).toBe(false);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await htmlHasDark(page)).toBe(true);
    expect(await savedTheme(page)).toBe('dark');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(await htmlHasDark(page)).toBe(true);
    // The MUI theme follows: the top bar is painted dark.
    await expect(page.getByRole('banner')).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await htmlHasDark(page)).toBe(false);
    expect(await savedTheme(page)).toBe('light');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    expect(await htmlHasDark(page)).toBe(false);
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });

  for (const scheme of ['dark', 'light'] as const) {
    test(`with nothing saved, the first theme follows a ${scheme} system preference`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      expect(await htmlHasDark(page)).toBe(scheme === 'dark');
      expect(await savedTheme(page)).toBeNull();

      // A saved choice then wins over the system preference.
      const other = scheme === 'dark' ? 'light' : 'dark';
      await page.getByRole('button', { name: `Switch to ${other} theme` }).click();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      expect(await htmlHasDark(page)).toBe(other === 'dark');
      expect(await savedTheme(page)).toBe(other);
      await context.close();
    });
  }
});

test.describe('logout', () => {
  test('the profile menu asks first; cancel keeps the session, confirm ends it on the server', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const token = await adminToken(page);
    expect(token).toBeTruthy();
    const profileMenu = page.getByRole('button', { name: 'Profile menu' });

    await profileMenu.click();
    const menu = page.getByRole('menu', { name: 'Profile menu' });
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Profile',
      'Two-factor authentication',
      'Change password',
      'Landing page',
      'Logout',
    ]);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(await adminToken(page)).toBe(token);
    const stillValid = await request.get('/api/admin/getAdminProfile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stillValid.status()).toBe(200);

    // The same confirmation from another screen, confirmed this time.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'KYC', exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/kyc$/);
    await profileMenu.click();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await adminToken(page)).toBeNull();
    const refused = await request.get('/api/admin/getAdminProfile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(401);
    // Signed out for real: the admin pages send the browser back to sign in.
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/logout signs out and lands on /login', async ({ page, request }) => {
    await signIn(page);
    const token = await adminToken(page);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You have been signed out.')).toBeVisible();
    expect(await adminToken(page)).toBeNull();
    const refused = await request.get('/api/admin/getAdminProfile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(401);
  });
});

test.describe('the bell', () => {
  test('counts the activity logs, shows the 5 newest, and takes new actions without a reload', async ({
    page,
    request,
  }) => {
    // Enough for a full-size poll wait below.
    test.setTimeout(60_000);
    await signIn(page);
    // The action log is server-paged: page 1 newest first, and the total the bell counts.
    const history = () =>
      apiResult<{ data: ActivityLog[]; total: number }>(
        page,
        request,
        '/admin/getAdminActionHistory',
      );
    const { data: logs, total } = await history();
    expect(total).toBeGreaterThan(5);

    const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications: / });
    await expect(bell).toHaveAccessibleName(`Notifications: ${total} activity logs`);
    await expect(bell).toHaveAttribute('href', '/admin/notification');

    const openDropdown = async () => {
      await page.getByRole('button', { name: 'Recent activity' }).click();
      return page.getByRole('menu', { name: 'Recent activity' }).getByRole('menuitem');
    };
    let items = await openDropdown();
    await expect(items).toHaveCount(5);
    for (const [i, log] of logs.slice(0, 5).entries())
      await expect(items.nth(i)).toContainText(log.description);
    await page.keyboard.press('Escape');

    // An admin action in the UI: block a user, reached by navigating inside the app.
    const users = await apiResult<User[]>(page, request, '/admin/getAllUserData');
    const target = users.find((u) => u.status === 'active')!;
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Users' })
      .click();
    await page.getByRole('textbox', { name: 'Search' }).fill(target.email);
    const row = page.getByRole('row').filter({ hasText: target.email });
    await expect(row).toHaveCount(1);
    await expect(page.getByText('1-1 of 1')).toBeVisible();
    await row.getByRole('cell', { name: target.name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/user-details/${target._id}$`));
    await page.getByRole('button', { name: 'Block user' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByText('User blocked')).toBeVisible();

    await expect(bell).toHaveAccessibleName(`Notifications: ${total + 1} activity logs`);
    items = await openDropdown();
    await expect(items).toHaveCount(5);
    await expect(items.first()).toContainText(`User ${target.email} blocked`);
    await expect(items.nth(1)).toContainText(logs[0].description);
    await page.keyboard.press('Escape');

    // The bell leads to the whole history as a grid, newest first.
    await bell.click();
    await expect(page).toHaveURL(/\/admin\/notification/);
    for (const name of ['Date', 'Description', 'User']) {
      await expect(page.getByRole('columnheader', { name })).toBeVisible();
    }
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow).toContainText(`User ${target.email} blocked`);

    // An action by someone else (straight through the API): the poll brings it in, no reload.
    const token = await adminToken(page);
    const activated = await request.post('/api/admin/updateUser', {
      data: { _id: target._id, status: 'active' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(activated.ok()).toBe(true);
    await expect(bell).toHaveAccessibleName(`Notifications: ${total + 2} activity logs`, {
      timeout: 20_000,
    });
    await expect(firstRow).toContainText(`User ${target.email} activated`);
    const after = await history();
    expect(after.total).toBe(total + 2);
    expect(after.data[0].description).toBe(`User ${target.email} activated`);
  });
});
