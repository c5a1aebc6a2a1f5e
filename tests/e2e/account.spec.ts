import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  startServer,
  ADMIN,
  mailedLink,
  type RunningServer,
  SERVER_START_TIMEOUT,
} from './support/server';
import { adminToken, signIn, submitLogin } from './support/session';
import { codeAt as totpCodeAt, TEST_TOTP_SECRET } from './support/totp';

/**
 * Journeys that change the admin's password or need a differently configured server run on their
 * own server, so the shared server's admin password stays what the other specs sign in with.
 */

/** Browsers opened on an own server; closed after each journey, before the server stops. */
const contexts: BrowserContext[] = [];
async function openPage(browser: Browser, server: RunningServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  contexts.push(context);
  return context.newPage();
}
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** The server writes absolute links for its configured host; open them on this server. */
const onServer = (server: RunningServer, link: string) => {
  const url = new URL(link);
  return `${server.baseURL}${url.pathname}${url.search}`;
};

const loginStatus = async (page: Page, password: string) =>
  (await page.request.post('/api/adminlogin', { data: { email: ADMIN.email, password } })).status();

test.describe('password and invitations', () => {
  test.describe.configure({ mode: 'serial' });

  let server: RunningServer;
  /** The admin's password on this server as the journeys change it. */
  let password = ADMIN.password;

  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_TIMEOUT);
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  // Inviting and registering: tests/e2e/makerChecker.spec.ts (the inviter needs 2FA on).
  test('/register without an invitation, or with a bad one, says registration is by invitation only', async ({
    browser,
  }) => {
    const page = await openPage(browser, server);
    await page.goto('/register');
    await expect(page.getByText('Registration is by invitation only.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
    await page.goto('/register?token=not-a-real-invitation');
    await expect(page.getByText('Registration is by invitation only.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
  });

  test('a forgotten password is reset through the e-mailed, single-use link', async ({
    browser,
  }) => {
    const page = await openPage(browser, server);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(
      'If an administrator account exists for that email, a reset link is on its way.',
    );

    // No mail server: the e-mail is in the server's outbox, and the link nowhere in its log.
    let link = '';
    await expect
      .poll(async () => {
        link = (await mailedLink(server, ADMIN.email, '/reset_password')) ?? '';
        return link;
      })
      .not.toBe('');
    expect(server.output()).not.toContain(new URL(link).searchParams.get('token'));
    await page.goto(onServer(server, link));
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

    // The strength rules are checked before anything is sent.
    const newPassword = 'Reset#Password77';
    await page.getByLabel('New password', { exact: true }).fill('alllowercase');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'An uppercase letter' }),
    ).toContainText('not met yet');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'At least 10 characters' }),
    ).toContainText('(met)');
    await page.getByLabel('Confirm new password').fill('alllowercase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The new password does not meet every rule below.',
    );
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await expect(page.getByText('The two passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toHaveText(
      'Your password has been reset. Sign in with your new password.',
    );
    expect(await loginStatus(page, password)).toBe(401);
    await submitLogin(page, { email: ADMIN.email, password: newPassword });
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    password = newPassword;

    // The link is single-use.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(onServer(server, link));
    await page.getByLabel('New password', { exact: true }).fill('Another#Password88');
    await page.getByLabel('Confirm new password').fill('Another#Password88');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This password reset link is invalid or has expired',
    );
    expect(await loginStatus(page, 'Another#Password88')).toBe(401);
  });

  test('change password: clear errors, then success signs out the other sessions', async ({
    browser,
  }) => {
    // Two sign-ins, four password checks and up to 15 s for the other session to notice: ~20 s
    // on a quiet machine, over the default 45 s on a busy CI one (seen once, at line "toHaveURL").
    test.setTimeout(90_000);
    // Another browser already signed in as the same admin.
    const other = await openPage(browser, server);
    await signIn(other, { email: ADMIN.email, password });

    const page = await openPage(browser, server);
    await signIn(page, { email: ADMIN.email, password });
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/admin\/change-password$/);
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();

    // (MUI's labels end with the required mark.)
    const current = page.getByLabel(/^Current password\b/);
    const next = page.getByLabel(/^New password\b/);
    const confirm = page.getByLabel(/^Confirm new password\b/);
    const submit = page.getByRole('button', { name: 'Change password' });
    const newPassword = 'Changed#Password99';

    // Wrong current password: the server says so, on the field.
    await current.fill('Not-the-password1!');
    await next.fill(newPassword);
    await confirm.fill(newPassword);
    await submit.click();
    await expect(current).toHaveAccessibleDescription('Current password is incorrect');

    // A weak new password: the rules say what is missing.
    await current.fill(password);
    await next.fill('weakpass');
    await confirm.fill('weakpass');
    await submit.click();
    await expect(page.getByText('The new password does not meet every rule below.')).toBeVisible();
    for (const rule of ['At least 10 characters', 'An uppercase letter', 'A digit', 'A symbol']) {
      await expect(page.getByRole('listitem').filter({ hasText: rule })).toContainText(
        'not met yet',
      );
    }
    await expect(
      page.getByRole('listitem').filter({ hasText: 'A lowercase letter' }),
    ).toContainText('(met)');

    // A mismatch.
    await next.fill(newPassword);
    await confirm.fill(`${newPassword}!`);
    await submit.click();
    await expect(confirm).toHaveAccessibleDescription('The two new passwords do not match.');
    expect(await loginStatus(page, newPassword)).toBe(401);

    // Success: a toast, this session stays.
    await confirm.fill(newPassword);
    await submit.click();
    await expect(
      page.getByText('Password changed. Your other sessions have been signed out.'),
    ).toBeVisible();
    await expect(current).toHaveValue('');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect(page).toHaveURL(/\/admin\/user$/);
    const token = await adminToken(page);
    const profile = await page.request.get('/api/admin/getAdminProfile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status()).toBe(200);

    // The other browser is signed out and lands on /login: its live updates notice the ended
    // session by themselves (within ~10 s), or its next call is refused, whichever comes first.
    const otherUsers = other
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Users' });
    // Bounded: the session may end by itself between the check and the click, and the link then
    // goes with the page; an unbounded click waits for it until the test's time is up.
    if (await otherUsers.isVisible())
      await otherUsers.click({ timeout: 5_000 }).catch(() => undefined);
    await expect(other).toHaveURL(/\/login$/, { timeout: 15_000 });
    await expect(other.getByRole('status')).toHaveText(
      'This session was signed out. Sign in again.',
    );
    expect(await adminToken(other)).toBeNull();

    // Signing in: the old password fails, the new one works.
    await submitLogin(other, { email: ADMIN.email, password });
    await expect(other.getByRole('alert')).toContainText('Invalid email or password');
    await submitLogin(other, { email: ADMIN.email, password: newPassword });
    await expect(other).toHaveURL(/\/admin\//);
    expect(await adminToken(other)).toBeTruthy();
    password = newPassword;
  });
});

test.describe('sign-in with 2FA', () => {
  test.describe.configure({ mode: 'serial' });

  // The secret two-factor.spec.ts's server also starts with: both copy one seeded template.
  const secret = TEST_TOTP_SECRET;
  let server: RunningServer;
  const step = () => Math.floor(Date.now() / 30_000);
  const codeAt = (s: number) => totpCodeAt(secret, s);

  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_TIMEOUT);
    server = await startServer({ ADMIN_TOTP_SECRET: secret });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('the password leads to /otp_validation; a wrong code is refused, the right one signs in, once', async ({
    browser,
  }) => {
    const page = await openPage(browser, server);
    await page.goto('/login');
    await submitLogin(page);
    await expect(page).toHaveURL(/\/otp_validation$/);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    expect(await adminToken(page)).toBeNull();

    const codeField = page.getByLabel('Authentication code');
    const verify = page.getByRole('button', { name: 'Verify' });

    // A wrong code (one that matches none of the accepted steps): failure 1 of the lock's 3.
    const now = step();
    const valid = new Set([codeAt(now - 1), codeAt(now), codeAt(now + 1)]);
    let wrong = 0;
    while (valid.has(String(wrong).padStart(6, '0'))) wrong += 1;
    await codeField.fill(String(wrong).padStart(6, '0'));
    await verify.click();
    await expect(page.getByRole('alert')).toContainText('Invalid OTP (2 attempts remaining)');
    await expect(page).toHaveURL(/\/otp_validation$/);
    expect(await adminToken(page)).toBeNull();

    // The authenticator's current code.
    const used = codeAt(step());
    await codeField.fill(used);
    await verify.click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(await adminToken(page)).toBeTruthy();

    // Each code works once: signing in again with the same code is refused (failure 2 of 3),
    // the authenticator's next code is accepted.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page);
    await expect(page).toHaveURL(/\/otp_validation$/);
    await codeField.fill(used);
    await verify.click();
    await expect(page.getByRole('alert')).toContainText('this code was already used');
    expect(await adminToken(page)).toBeNull();
    await codeField.fill(codeAt(step() + 1));
    await verify.click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(await adminToken(page)).toBeTruthy();
  });
});
