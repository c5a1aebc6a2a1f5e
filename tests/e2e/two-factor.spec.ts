import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { callApi } from './support/adminApi';
import { startServer, type RunningServer, SERVER_START_TIMEOUT } from './support/server';
import { adminToken, signIn } from './support/session';
import { Authenticator, TEST_TOTP_SECRET } from './support/totp';
import { gateDialog, openWalletFromMenu, signInWithCode, walletHeader } from './support/wallet';

interface Asset {
  _id: string;
  symbol: string;
}

const STEP_UP_REQUIRED =
  '2FA verification required: verify a current code for wallet and money operations';
const SERVER_LOCK = 'Account temporarily locked. Please try again in 5 minutes.';

/** A server of its own (2FA state and locks must not leak into other specs) and one browser page on it. */
function ownServer(env: Record<string, string> = {}) {
  const own = {} as { server: RunningServer; context: BrowserContext; page: Page };
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(SERVER_START_TIMEOUT);
    own.server = await startServer(env);
    own.context = await browser.newContext({ baseURL: own.server.baseURL });
    own.page = await own.context.newPage();
  });
  test.afterAll(async () => {
    await own.context?.close();
    await own.server?.stop();
  });
  return own;
}

// The shared server's admin has 2FA off, and must keep it off: other specs sign in with a password only.
test('without 2FA, the wallet screen asks to enable it and the server refuses wallet operations', async ({
  page,
  request,
}) => {
  await signIn(page);
  await openWalletFromMenu(page);
  await expect(walletHeader(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Security Verification Required' })).toBeVisible();
  await expect(gateDialog(page)).toHaveCount(0);
  await expect(page.getByPlaceholder('Search cryptocurrencies...')).toHaveCount(0);

  // 'Go Back' returns to where the admin came from.
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await openWalletFromMenu(page);
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  await expect(page).toHaveURL(/\/admin\/2fa$/);
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable 2FA' })).toBeVisible();

  // The browser's block is not the lock: the server itself refuses to read the wallets or
  // create an address.
  const token = await adminToken(page);
  const assets = await callApi<Asset[]>(request, token, 'GET', '/admin/getAdminWallet');
  expect(assets.status).toBe(403);
  expect(assets.body.message).toBe(STEP_UP_REQUIRED);
  const create = await callApi(request, token, 'POST', '/admin/createAdminWallet', {
    currencyId: '00000000-0000-4000-8000-000000000000',
    currency: 'BTC',
    type: 'crypto',
  });
  expect(create.status).toBe(403);
  expect(create.body.message).toBe(STEP_UP_REQUIRED);
});

test.describe.serial('setting up 2FA on /admin/2fa', () => {
  const own = ownServer();

  test('the admin scans the QR code or types the secret, confirms with a current code, and 2FA is on', async () => {
    const { page } = own;
    await signIn(page);
    await page.goto('/admin/2fa');
    await expect(
      page.getByRole('heading', { name: 'Two-Factor Authentication', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Enable 2FA' }).click();

    const qr = page.getByRole('img', {
      name: 'QR code of the 2FA setup URL for your authenticator app',
    });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const secretText = page.getByTestId('twofa-secret');
    await expect(secretText).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const secret = (await secretText.textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // The QR code carries the same pending secret, in an otpauth URL with the exchange's issuer.
    const token = await adminToken(page);
    const setup = await callApi<{ secret: string; otpauth_url: string }>(
      page.request,
      token,
      'POST',
      '/admin/adminEnable2fa',
    );
    expect(setup.body.result!.secret).toBe(secret);
    const url = new URL(setup.body.result!.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('CryptoExchange Admin');

    // A short code never reaches the server.
    const code = page.getByLabel('Authentication code');
    await code.fill('12a3');
    await expect(code).toHaveValue('123');
    await page.getByRole('button', { name: 'Confirm and enable' }).click();
    await expect(page.getByText('Please enter a valid 6-digit OTP')).toBeVisible();

    const authenticator = new Authenticator(secret);
    await code.fill(await authenticator.next());
    await page.getByRole('button', { name: 'Confirm and enable' }).click();
    await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disable 2FA' })).toBeVisible();
    const profile = await callApi<{ f2A_Status: string }>(
      page.request,
      token,
      'GET',
      '/admin/getAdminProfile',
    );
    expect(profile.body.result!.f2A_Status).toBe('true');
  });

  test('with 2FA on, the wallet asks for a code over the blurred page; closing the modal goes back', async () => {
    const { page } = own;
    await openWalletFromMenu(page);
    const dialog = gateDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Verification code')).toBeFocused();
    await expect(page.getByTestId('wallet-gate-blur')).toHaveCSS('filter', /blur\(6px\)/);
    await expect(walletHeader(page, { behindModal: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Security Verification Required', includeHidden: true }),
    ).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/2fa$/);
    await expect(dialog).toHaveCount(0);
  });
});

// The lock lasts 5 minutes: it gets a server of its own, whose admin has 2FA on from the start.
test.describe.serial('the wallet gate counts failed codes and locks', () => {
  const own = ownServer({ ADMIN_TOTP_SECRET: TEST_TOTP_SECRET });
  const authenticator = new Authenticator(TEST_TOTP_SECRET);

  test('the code input, wrong codes with attempts remaining, and the lock after the third', async () => {
    const { page } = own;
    await signInWithCode(page, authenticator);
    await openWalletFromMenu(page);
    const dialog = gateDialog(page);
    const input = dialog.getByLabel('Verification code');
    const verify = dialog.getByRole('button', { name: 'Verify' });

    // Digits only, at most 6: a code pasted as the app shows it ('123 456') is kept whole.
    await input.fill('123 456');
    await expect(input).toHaveValue('123456');
    await input.fill('12a-3 b45');
    await expect(input).toHaveValue('12345');
    await input.fill('98765432');
    await expect(input).toHaveValue('987654');
    await input.fill('12a3');
    await expect(input).toHaveValue('123');
    await verify.click();
    await expect(dialog.getByText('Please enter a valid 6-digit OTP')).toBeVisible();

    await input.fill(authenticator.wrong());
    await verify.click();
    await expect(dialog.getByText('Invalid OTP (2 attempts remaining)')).toBeVisible();
    await expect(input).toHaveValue('');

    await input.fill(authenticator.wrong());
    await verify.click();
    await expect(dialog.getByText('Invalid OTP (1 attempt remaining)')).toBeVisible();

    await input.fill(authenticator.wrong());
    await verify.click();
    await expect(dialog.getByText('Too many attempts. Locked for 5 minutes.')).toBeVisible();
    await expect(dialog.getByText(/^Verification unlocks in [45]:\d\d$/)).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(verify).toBeDisabled();
    const stored = await page.evaluate(() => window.sessionStorage.getItem('admin2faAttempts'));
    const lock = JSON.parse(stored!) as { attempts: number; lockedUntil: number };
    expect(lock.attempts).toBe(3);
    expect(lock.lockedUntil - Date.now()).toBeGreaterThan(4 * 60_000);
  });

  test('the server refuses even a correct code while locked, whatever the browser does', async () => {
    const { page } = own;
    const token = await adminToken(page);
    const correct = await authenticator.next();
    const verify = await callApi(page.request, token, 'POST', '/admin/adminVerifyOtp', {
      email: 'admin@exchange.local',
      secret: correct,
      type: 'email',
    });
    expect(verify.status).toBe(429);
    expect(verify.body.message).toBe(SERVER_LOCK);
    expect(Number(verify.headers['retry-after'])).toBeGreaterThan(240);
    const status = await callApi<{ locked: boolean; stepUpActive: boolean }>(
      page.request,
      token,
      'GET',
      '/admin/twoFactorStatus',
    );
    expect(status.body.result).toMatchObject({ locked: true, stepUpActive: false });

    // Forgetting the browser's lock (another tab, devtools) changes nothing: the server says no.
    await page.evaluate(() => window.sessionStorage.removeItem('admin2faAttempts'));
    await page.reload();
    const dialog = gateDialog(page);
    const input = dialog.getByLabel('Verification code');
    await expect(input).toBeEnabled();
    // The same correct code (a locked server never spends it).
    await input.fill(correct);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText(SERVER_LOCK)).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(walletHeader(page, { behindModal: true })).toBeVisible();
    await expect(page.getByTestId('wallet-gate-blur')).toBeVisible();

    // A reload keeps the lock, and closing the modal goes back one page.
    await page.reload();
    await expect(dialog.getByText('Account locked. Try again in 5 minutes.')).toBeVisible();
    await expect(dialog.getByLabel('Verification code')).toBeDisabled();
    await page.goto('/admin/dashboard');
    await openWalletFromMenu(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
