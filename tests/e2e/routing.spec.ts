import { expect, test } from '@playwright/test';
import { adminToken, signIn, submitLogin } from './support/session';

test.describe('route access', () => {
  test('without a token, / and every /admin route lead to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin/kyc');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('after signing in, the admin returns to where they were going', async ({ page }) => {
    await page.goto('/admin/user');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page);
    await expect(page).toHaveURL(/\/admin\/user$/);
  });

  test('with a token, public routes and / go to the dashboard, /admin to its dashboard', async ({
    page,
  }) => {
    await signIn(page);
    for (const path of ['/login', '/forgot-password', '/', '/admin']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    }
  });

  test('unknown paths show the not-found screen with a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await expect(page.getByText("Oops! The page you're looking for does not exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the server message and stores no token', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, { email: 'admin@exchange.local', password: 'wrong-password' });
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    expect(await adminToken(page)).toBeNull();
  });

  test('a revoked token (401) clears the session and sends the browser to /login', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const token = await adminToken(page);
    expect(token).toBeTruthy();
    // The session is revoked elsewhere (another tab signing out): the next call answers 401.
    const logout = await request.post('/api/admin/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.ok()).toBe(true);
    await page.goto('/admin/user');
    await expect(page).toHaveURL(/\/login$/);
    expect(await adminToken(page)).toBeNull();
  });

  test('a server error never logs the admin out: it shows a clear message', async ({ page }) => {
    await signIn(page);
    // Any form of the list call (the grid asks ?format=columns).
    await page.route('**/api/admin/getAllUserData*', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><body>Bad gateway</body></html>',
      }),
    );
    await page.goto('/admin/user');
    await expect(page.getByText('get users Details failed!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/user$/);
    expect(await adminToken(page)).toBeTruthy();
  });
});
