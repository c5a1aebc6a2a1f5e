import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { callApi, passwordSession } from './support/adminApi';
import { startServer, type RunningServer } from './support/server';
import { enableAdmin2fa } from './support/twoFactorAdmin';
import { adminToken, signIn } from './support/session';
import { Authenticator } from './support/totp';
import { gateDialog, openWalletFromMenu, walletHeader } from './support/wallet';

interface Asset {
  _id: string;
  symbol: string;
  name: string;
  type: string;
  address?: string | null;
  tagId?: string | null;
  tokenAddressArray?: { tokenType: string; address: string }[];
}
interface PlatformWallet {
  _id: string;
  currency: string;
  tokenType: string;
  label: string;
  address: string;
  amount: string;
  current: boolean;
}

/**
 * The wallet screens on a server of their own: its admin turns 2FA on here (the shared server's
 * admin must keep it off), and one page verifies once and keeps its 5-minute step-up for the journeys.
 */
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let context: BrowserContext;
let page: Page;
let token: string;
/** A second session of the same admin that never verifies a code. */
let otherSession: string;
let authenticator: Authenticator;

test.beforeAll(async ({ browser }) => {
  server = await startServer();
  context = await browser.newContext({
    baseURL: server.baseURL,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  page = await context.newPage();
  await signIn(page);
  token = (await adminToken(page))!;
  otherSession = await passwordSession(page.request);
  // 2FA on (the /admin/2fa journey is two-factor.spec.ts): a pending secret, confirmed with a current code.
  authenticator = await enableAdmin2fa(page.request, token);
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const wallets = async () =>
  (
    await callApi<{ wallets: PlatformWallet[] }>(
      page.request,
      token,
      'GET',
      '/admin/getAdminWalletBalance',
    )
  ).body.result!.wallets;
const assets = async () =>
  (await callApi<Asset[]>(page.request, token, 'GET', '/admin/getAdminWallet')).body.result!;
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
  await expect(page.getByRole('button', { name: 'Asset: Bitcoin (BTC)' })).toBeVisible();
  await expect(gateDialog(page)).toHaveCount(0);
});

test('the balance list filters, says when nothing matches, and shows a balance in dollars', async () => {
  const list = page.getByRole('list', { name: 'Total Platform Balance' });
  const search = page.getByPlaceholder('Search cryptocurrencies...');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const all = await list.getByRole('listitem').count();
  expect(all).toBe((await wallets()).length);

  await search.fill('xrp');
  await expect(list.getByRole('listitem')).toHaveCount(2);
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
  const amount = modal.getByTestId('balance-amount');
  await expect(amount).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2,8}$/);
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
  const selector = page.getByRole('button', { name: 'Asset: Bitcoin (BTC)' });
  await expect(selector).toBeVisible();
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
  await page.getByRole('textbox', { name: 'Search coin' }).fill('teth');
  const options = page.getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options).toContainText('Tether USD');
  await expect(options).toContainText('token');
  await options.click();
  await expect(page.getByRole('button', { name: 'Asset: Tether USD (USDT)' })).toBeVisible();
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
  await page.getByRole('button', { name: /^Asset: / }).click();
  await page.getByRole('textbox', { name: 'Search coin' }).fill('xrp');
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

test('the server refuses wallet operations from a session that never verified a code', async () => {
  const btc = (await assets()).find((a) => a.symbol === 'BTC')!;
  const payload = { currencyId: btc._id, currency: 'BTC', type: 'crypto' };
  const refused = await callApi(
    page.request,
    otherSession,
    'POST',
    '/admin/createAdminWallet',
    payload,
  );
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(
    '2FA verification required: verify a current code for wallet and money operations',
  );
  const [cold, hot] = (await wallets()).filter((w) => w.currency === 'BTC');
  const transfer = await callApi(
    page.request,
    otherSession,
    'POST',
    '/admin/selfTransfer',
    { currency: 'BTC', fromAddress: cold.address, toAddress: hot.address, amount: '0.1' },
    { 'idempotency-key': 'never-verified-0001' },
  );
  expect(transfer.status).toBe(403);
  // The verified session's step-up is its own: the same call from it goes through.
  const created = await callApi(page.request, token, 'POST', '/admin/createAdminWallet', payload);
  expect(created.status).toBe(200);
});

test('a balance card opens its coin page; a confirmed self transfer moves the funds once', async () => {
  await page.goto('/admin/wallet');
  const list = page.getByRole('list', { name: 'Total Platform Balance' });
  await list.getByRole('button', { name: 'Open Bitcoin wallet' }).first().click();
  await expect(page).toHaveURL(/\/admin\/wallet\/coin\?symbol=BTC$/);
  const title = page.getByRole('heading', { name: 'Bitcoin', level: 2 });
  await expect(title).toBeVisible();
  // The asset is in the URL: a reload (or a link) opens the same coin, without asking for a code again.
  await page.reload();
  await expect(title).toBeVisible();
  await expect(gateDialog(page)).toHaveCount(0);

  const btcBefore = (await wallets()).filter((w) => w.currency === 'BTC');
  const cold = btcBefore.find((w) => w.label === 'Cold wallet')!;
  const hot = btcBefore.find((w) => w.label === 'Hot wallet')!;
  const table = page.getByRole('table', { name: 'Platform wallets' });
  await expect(table.getByRole('row')).toHaveCount(btcBefore.length + 1);

  await page.getByRole('combobox', { name: 'From wallet' }).click();
  await page.getByRole('option', { name: /^Cold wallet · BTC/ }).click();
  await expect(page.getByText(`Available: ${Number(cold.amount)} BTC`)).toBeVisible();
  await page.getByRole('combobox', { name: 'To wallet' }).click();
  await page.getByRole('option', { name: /^Hot wallet · BTC/ }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('1.25');

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/admin/selfTransfer'))
      sent.push(request.headers()['idempotency-key']);
  });
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the transfer' });
  await expect(confirm).toContainText('Move 1.25 BTC on BTC from Cold wallet');
  await expect(confirm).toContainText('This moves funds and cannot be undone.');
  // An impatient double click on the confirmation.
  await confirm.getByRole('button', { name: 'Transfer' }).dblclick();
  await expect(toast('Transferred 1.25 BTC')).toBeVisible();
  await expect(confirm).toHaveCount(0);

  const after = async () => {
    const btc = (await wallets()).filter((w) => w.currency === 'BTC');
    return [
      btc.find((w) => w._id === cold._id)!.amount,
      btc.find((w) => w._id === hot._id)!.amount,
    ].map(Number);
  };
  const moved = [Number(cold.amount) - 1.25, Number(hot.amount) + 1.25];
  const [coldAfter, hotAfter] = await after();
  expect(coldAfter).toBeCloseTo(moved[0], 8);
  expect(hotAfter).toBeCloseTo(moved[1], 8);
  expect(sent.length).toBeGreaterThanOrEqual(1);
  expect(new Set(sent).size).toBe(1);
  await expect(table.getByRole('row').filter({ hasText: 'Cold wallet' })).toContainText(
    `${coldAfter} BTC`,
  );

  // A retry of that submission (same key) is answered from the first one: nothing moves again.
  const retry = await callApi(
    page.request,
    token,
    'POST',
    '/admin/selfTransfer',
    {
      currency: 'BTC',
      fromAddress: cold.address,
      toAddress: hot.address,
      amount: '1.25',
      tokenType: 'BTC',
    },
    { 'idempotency-key': sent[0] },
  );
  expect(retry.status).toBe(200);
  expect(retry.headers['idempotent-replayed']).toBe('true');
  const [coldAgain, hotAgain] = await after();
  expect(coldAgain).toBeCloseTo(moved[0], 8);
  expect(hotAgain).toBeCloseTo(moved[1], 8);
});

test('coin icons are drawn with plain letters (no glyph a font may lack)', async () => {
  for (const symbol of ['BTC', 'ETH', 'USDT']) {
    const svg = await (await page.request.get(`/api/public/coin-icon/${symbol}.svg`)).text();
    expect(svg).toMatch(/>[A-Z]{1,3}<\/text>/);
  }
});
