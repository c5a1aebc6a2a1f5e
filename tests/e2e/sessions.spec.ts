import { expect, test, type BrowserContext } from '@playwright/test';
import { startServer, type RunningServer, SERVER_START_TIMEOUT } from './support/server';
import { signIn } from './support/session';

/** Two browsers of one admin, told apart by their user agents on the Profile page. */
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

test.describe('active sessions', () => {
  let server: RunningServer;
  const contexts: BrowserContext[] = [];

  // An own server: the shared one collects the other journeys' sessions.
  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_TIMEOUT);
    server = await startServer();
  });
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('an admin signed in twice sees both sessions, revokes the other, and that browser is sent to /login', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const here = await browser.newContext({ baseURL: server.baseURL });
    const there = await browser.newContext({ baseURL: server.baseURL, userAgent: FIREFOX });
    contexts.push(here, there);
    const page = await here.newPage();
    const other = await there.newPage();
    await signIn(page);
    await signIn(other);

    await page.goto('/admin/profile');
    const table = page.getByRole('table', { name: 'Active sessions' });
    await expect(table.getByRole('row')).toHaveCount(3);
    const mine = table.getByRole('row').filter({ hasText: 'This session' });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('127.0.0.1');
    const theirs = table.getByRole('row').filter({ hasText: 'Firefox 133 on Windows' });
    await expect(theirs).not.toContainText('This session');

    await theirs.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Firefox 133 on Windows will be signed out');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('Session revoked.')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).not.toContainText('Firefox');

    // The revoked browser's next request answers 401: it lands on /login, told why. The bell's
    // poll may already have made that request; otherwise opening KYC makes one.
    if (new URL(other.url()).pathname !== '/login') {
      await other
        .getByRole('link', { name: 'KYC', exact: true })
        .click({ timeout: 5_000 })
        .catch(() => undefined); // the poll got there first and the link is gone
    }
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByRole('status')).toHaveText(
      'This session was signed out. Sign in again.',
    );
    expect(await other.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();

    // The admin who revoked it is still signed in.
    await page.reload();
    await expect(table.getByRole('row')).toHaveCount(2);
  });

  test('revoking this session signs this browser out', async ({ browser }) => {
    const here = await browser.newContext({ baseURL: server.baseURL });
    contexts.push(here);
    const page = await here.newPage();
    await signIn(page);
    await page.goto('/admin/profile');
    const mine = page
      .getByRole('table', { name: 'Active sessions' })
      .getByRole('row')
      .filter({ hasText: 'This session' });
    await mine.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('you will be signed out');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
  });
});
