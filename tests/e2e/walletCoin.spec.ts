import { expect, test, type Page } from '@playwright/test';
import { callApi } from './support/adminApi';
import { gateDialog } from './support/wallet';
import { assetsOf, useWalletJourney, verifyWalletGate, walletsOf } from './support/walletJourney';

/** A coin's page and the server's own step-up check, on a page verified once at the start. */
test.describe.configure({ mode: 'serial' });

const journey = useWalletJourney();
let page: Page;
let token: string;
let otherSession: string;
test.beforeAll(async () => {
  ({ page, token, otherSession } = journey());
  await verifyWalletGate(journey());
});

const wallets = () => walletsOf(journey());
const assets = () => assetsOf(journey());
const toast = (text: string) => page.getByRole('status').filter({ hasText: text });

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
