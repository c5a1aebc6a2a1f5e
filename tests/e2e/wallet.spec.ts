import { expect, test, type Page } from '@playwright/test';
import { callApi } from './support/adminApi';
import type { Authenticator } from './support/totp';
import { gateDialog, openWalletFromMenu, walletHeader } from './support/wallet';
import { assetsOf, useWalletJourney, walletsOf } from './support/walletJourney';

/** The wallet screen behind its 2FA gate: one page verifies once and keeps its 5-minute step-up. */
test.describe.configure({ mode: 'serial' });

const journey = useWalletJourney();
let page: Page;
let token: string;
let authenticator: Authenticator;
test.beforeAll(async () => {
  ({ page, token, authenticator } = journey());
});

const wallets = () => walletsOf(journey());
const assets = () => assetsOf(journey());
const toast = (text: string) => page.getByRole('status').filter({ hasText: text });
const depositAddress = () => page.getByTestId('deposit-address');

test('a current code opens the wallet screen; the verification is kept for 5 minutes', async () => {
  await page.goto('/admin/dashboard');
  await openWalletFromMenu(page);
  const dialog = gateDialog(page);
  await dialog.getByLabel('Verification code').fill(await authenticator.next());
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast('2FA verified successfully')).toBeVisible();
  await expect(walletHeader(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total Platform Balance' })).toBeVisible();
  await expect(page.getByTestId('wallet-gate-blur')).toHaveCount(0);

  const marker = JSON.parse(
    (await page.evaluate(() => window.sessionStorage.getItem('admin2faVerified')))!,
  ) as {
    verified: boolean;
    timestamp: number;
  };
  expect(marker.verified).toBe(true);
  expect(Math.abs(Date.now() - marker.timestamp)).toBeLessThan(30_000);

  // Within 5 minutes a reload does not ask again.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Asset' })).toHaveValue('Bitcoin (BTC)');
  await expect(gateDialog(page)).toHaveCount(0);
});

test('the balance list filters, says when nothing matches, and shows a balance in dollars', async () => {
  const list = page.getByRole('list', { name: 'Total Platform Balance' });
  const search = page.getByPlaceholder('Search cryptocurrencies...');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const all = await list.getByRole('listitem').count();
  expect(all).toBe((await wallets()).length);

  // By name or symbol; a generated address may contain the letters too (TLbWM1XRPP…).
  await search.fill('xrp');
  const matching = (await wallets()).filter((w) =>
    [w.currency, w.address].some((value) => value.toLowerCase().includes('xrp')),
  );
  await expect(list.getByRole('listitem')).toHaveCount(matching.length);
  await expect(list.getByRole('button', { name: 'Open XRP wallet' })).toHaveCount(2);

  // By address too.
  const hotBtc = (await wallets()).find((w) => w.currency === 'BTC' && w.current)!;
  await search.fill(hotBtc.address.slice(-12));
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await search.fill('zzz-no-such-coin');
  await expect(page.getByText('No cryptocurrencies found')).toBeVisible();
  await expect(page.getByText('Try a different search')).toBeVisible();

  await search.fill('bitcoin');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('button', { name: 'Show Bitcoin balance' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Bitcoin (BTC)' });
  await expect(modal).toBeVisible();
  // The balance in dollars, under its label.
  await expect(modal.getByText('Wallet balance')).toBeVisible();
  const amount = modal.getByText(/^\$\d{1,3}(,\d{3})*\.\d{2,8}$/);
  await expect(amount).toBeVisible();
  const shown = Number((await amount.textContent())!.replace(/[$,]/g, ''));
  const first = (await wallets()).find((w) => w.currency === 'BTC')!;
  const detail = await callApi<{ balance: number | string }>(
    page.request,
    token,
    'POST',
    '/admin/tokenBalance',
    {
      currency: 'BTC',
      address: first.address,
    },
  );
  expect(shown).toBeCloseTo(Number(detail.body.result!.balance), 2);
  await expect(modal.getByText(first.address)).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
  await search.fill('');
  await expect(list.getByRole('listitem')).toHaveCount(all);
});

test('the asset selector, details and token networks; generating new addresses', async () => {
  const before = await assets();
  const btc = before.find((a) => a.symbol === 'BTC')!;
  const usdt = before.find((a) => a.symbol === 'USDT')!;

  // BTC is the default asset.
  const selector = page.getByRole('combobox', { name: 'Asset' });
  await expect(selector).toHaveValue('Bitcoin (BTC)');
  await expect(page.getByTestId('asset-count')).toHaveText(`${before.length} assets`);
  const details = page.getByRole('region', { name: 'Asset Details' });
  await expect(details.getByText('crypto')).toBeVisible();
  await expect(details.getByText('Active')).toBeVisible();
  await expect(depositAddress()).toHaveText(btc.address!);
  await expect(page.getByText('Wallet Ready')).toBeVisible();

  // A new BTC address: 'Generating...' while the server derives it (slowed down to be seen).
  await page.route('**/api/admin/createAdminWallet', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Generate New Address' }).click();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  await expect(toast('New BTC deposit address generated')).toBeVisible();
  await expect(depositAddress()).not.toHaveText(btc.address!);
  const newBtc = (await depositAddress().textContent())!;
  expect(newBtc).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
  expect((await wallets()).filter((w) => w.currency === 'BTC').map((w) => w.address)).toContain(
    newBtc,
  );
  await page.unroute('**/api/admin/createAdminWallet');

  // USDT: a token, with its networks; nothing to generate until one is chosen.
  await selector.click();
  await selector.fill('teth');
  const options = page.getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options).toContainText('Tether USD');
  await expect(options).toContainText('token');
  await options.click();
  await expect(selector).toHaveValue('Tether USD (USDT)');
  await expect(details.getByText('token')).toBeVisible();
  await expect(details.getByText('USDT', { exact: true })).toBeVisible();
  await expect(details.getByText('Active')).toBeVisible();
  await expect(page.getByText('Please select a network first')).toBeVisible();
  await expect(page.getByText('No Wallet')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(3);

  await page.getByRole('radio', { name: /TRC20/ }).check();
  await expect(page.getByText('Please select a network first')).toHaveCount(0);
  const trc20 = usdt.tokenAddressArray!.find((entry) => entry.tokenType === 'TRC20')!.address;
  await expect(depositAddress()).toHaveText(trc20);
  await page.getByRole('button', { name: 'Generate New Address' }).click();
  await expect(toast('New USDT deposit address generated on TRC20')).toBeVisible();
  await expect(depositAddress()).not.toHaveText(trc20);
  expect(await depositAddress().textContent()).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
});

test('XRP shows its destination tag, copied with a confirmation', async () => {
  const xrp = (await assets()).find((a) => a.symbol === 'XRP')!;
  expect(xrp.tagId).toBeTruthy();
  const selector = page.getByRole('combobox', { name: 'Asset' });
  await selector.click();
  await selector.fill('xrp');
  await page.getByRole('option', { name: /XRP/ }).click();
  await expect(depositAddress()).toHaveText(/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/);
  await expect(page.getByText('Destination Tag')).toBeVisible();
  await expect(page.getByTestId('destination-tag')).toHaveText(String(xrp.tagId));
  await page.getByRole('button', { name: 'Copy destination tag' }).click();
  await expect(toast('Tag ID copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(xrp.tagId));
});

test('address generation re-checks the 5 minutes and asks again once they are over', async () => {
  const count = (await wallets()).length;
  const marker = await page.evaluate(() => window.sessionStorage.getItem('admin2faVerified'));
  // Six minutes later, as far as the browser knows.
  await page.evaluate(() =>
    window.sessionStorage.setItem(
      'admin2faVerified',
      JSON.stringify({ verified: true, timestamp: Date.now() - 6 * 60_000 }),
    ),
  );
  await page.getByRole('button', { name: 'Generate New Address' }).click();
  await expect(gateDialog(page)).toBeVisible();
  await expect(page.getByTestId('wallet-gate-blur')).toBeVisible();
  expect((await wallets()).length).toBe(count);

  // The real verification (minutes ago) still holds: put it back and reload.
  await page.evaluate((value) => window.sessionStorage.setItem('admin2faVerified', value!), marker);
  await page.reload();
  await expect(gateDialog(page)).toHaveCount(0);
  await expect(walletHeader(page)).toBeVisible();
});
