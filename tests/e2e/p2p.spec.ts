import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { callApi } from './support/adminApi';
import { startServer, type RunningServer, SERVER_START_TIMEOUT } from './support/server';
import { enableAdmin2fa } from './support/twoFactorAdmin';
import { adminToken, signIn } from './support/session';
import { Authenticator } from './support/totp';
import { gateDialog } from './support/wallet';

interface Dispute {
  _id: string;
  orderNo: string;
  tradeId: string;
  asset: string;
  amount: string;
  seller: string;
  sellerBalance: string;
  buyerBalance: string;
  escrowHeld: string;
  status: string;
  tradeStatus: string;
}

/**
 * Dispute resolution on a server of its own: its admin turns 2FA on (the resolution needs a live
 * step-up, asked when it is confirmed), opens an open dispute, refunds it to the seller with a
 * reason, and sees the trade, the escrow and the seller's balance change.
 */
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let context: BrowserContext;
let page: Page;
let token: string;
let authenticator: Authenticator;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(SERVER_START_TIMEOUT);
  server = await startServer();
  context = await browser.newContext({ baseURL: server.baseURL });
  page = await context.newPage();
  await signIn(page);
  token = (await adminToken(page))!;
  authenticator = await enableAdmin2fa(page.request, token);
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const disputeById = async (id: string) =>
  (
    await callApi<{ data: Dispute[] }>(
      page.request,
      token,
      'GET',
      `/p2p/getraisedispute?filter=${encodeURIComponent(JSON.stringify({ _id: id }))}`,
    )
  ).body.result!.data[0];

test('the P2P group lists pairs, buy and sell trades and raised disputes, in spec order', async () => {
  await page.goto('/admin/p2p/pairs');
  const group = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
  await expect(group.filter({ hasText: 'P2P pairs' })).toBeVisible();
  const labels = await group.allTextContents();
  const order = ['P2P pairs', 'P2P buy', 'P2P sell', 'Raise dispute'].map((l) =>
    labels.findIndex((t) => t.includes(l)),
  );
  expect(order.every((i) => i >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  await expect(page.getByText('USDT').first()).toBeVisible();
  await page.goto('/admin/p2p/p2p-sell');
  await page.getByText(/^P2P-/).first().click();
  // The trade's details carry its timeline (and chat when there is one).
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Opened');
});

test('create a P2P pair through the form, edit it, then delete it after confirming', async () => {
  await page.goto('/admin/p2p/pairs/create');
  await page.getByRole('combobox', { name: 'Asset' }).click();
  await page.getByRole('option', { name: 'XRP', exact: true }).click();
  await page.getByRole('textbox', { name: 'Fiat' }).fill('CHF');
  await page.getByRole('textbox', { name: 'Min order' }).fill('20');
  await page.getByRole('textbox', { name: 'Max order' }).fill('4000');
  await page.getByRole('spinbutton', { name: 'Fee %' }).fill('0.75');
  await page.getByRole('textbox', { name: 'Payment methods' }).fill('TWINT, SEPA');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/p2p\/pairs\/[0-9a-f-]{36}\/show$/);
  const id = /pairs\/([0-9a-f-]{36})\/show/.exec(page.url())![1];
  await expect(page.getByText('TWINT, SEPA')).toBeVisible();

  await page.goto(`/admin/p2p/pairs/${id}`);
  const max = page.getByRole('textbox', { name: 'Max order' });
  await expect(max).toHaveValue('4000');
  await max.fill('6000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/p2p/pairs/${id}/show$`));
  const pairs = await callApi<{ _id: string; maxOrder: string; paymentMethods: string[] }[]>(
    page.request,
    token,
    'GET',
    '/p2p/getp2passets',
  );
  const saved = pairs.body.result!.find((p) => p._id === id)!;
  expect(saved.maxOrder).toBe('6000');
  expect(saved.paymentMethods).toEqual(['TWINT', 'SEPA']);

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete the P2P pair XRP/CHF?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('P2P pair XRP/CHF deleted')).toBeVisible();
  const after = await callApi<{ _id: string }[]>(page.request, token, 'GET', '/p2p/getp2passets');
  expect(after.body.result!.some((p) => p._id === id)).toBe(false);
});

test('resolve a dispute as a refund with a reason: the trade, escrow and balances change', async () => {
  const open = await callApi<{ data: Dispute[] }>(
    page.request,
    token,
    'GET',
    `/p2p/getraisedispute?filter=${encodeURIComponent(JSON.stringify({ status: 'open' }))}&limit=1`,
  );
  const before = open.body.result!.data[0];
  expect(before.escrowHeld).toBe(before.amount);

  await page.goto('/admin/p2p/raise-dispute');
  await page.getByText(before.orderNo).click();
  await expect(page).toHaveURL(new RegExp(`/admin/p2p/dispute/${before._id}$`));
  // Opening the page only reads: no 2FA is asked until a resolution is confirmed.
  await expect(
    page.getByRole('heading', { name: `Dispute on trade ${before.orderNo}` }),
  ).toBeVisible();
  await expect(gateDialog(page)).toHaveCount(0);
  const seller = page.getByRole('region', { name: 'Seller' });
  await expect(seller).toContainText(before.seller);
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Dispute raised');
  await expect(
    page.getByRole('region', { name: 'Evidence' }).getByRole('img').first(),
  ).toBeVisible();

  // Without a reason nothing is sent.
  await page.getByRole('button', { name: 'Refund to seller' }).click();
  const confirm = page.getByRole('dialog', { name: "Refund this dispute's escrow to the seller?" });
  await expect(confirm).toContainText(
    `Refund ${before.amount} ${before.asset} from the escrow of trade ${before.orderNo} to the seller ${before.seller}?`,
  );
  await confirm.getByRole('button', { name: 'Refund to seller' }).click();
  await expect(confirm.getByText('Enter a reason of 3 to 500 characters.')).toBeVisible();
  await confirm
    .getByRole('textbox', { name: 'Reason' })
    .fill('The buyer never paid: bank statement shows no transfer');
  await confirm.getByRole('button', { name: 'Refund to seller' }).click();

  // The step-up, asked now, names what it guards.
  const gate = gateDialog(page);
  await expect(gate).toContainText(
    "Enter the 6-digit code from your authenticator app to refund this dispute's escrow to the seller.",
  );
  await gate.getByLabel('Verification code').fill(await authenticator.next());
  await gate.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText(`Dispute resolved: ${before.amount} ${before.asset} refunded to the seller`),
  ).toBeVisible();

  const after = await disputeById(before._id);
  expect(after).toMatchObject({ status: 'refunded', tradeStatus: 'cancelled', escrowHeld: '0' });
  expect(Number(after.sellerBalance)).toBeCloseTo(
    Number(before.sellerBalance) + Number(before.amount),
    8,
  );
  // Read back on the page: resolved, the escrow empty, the timeline grown, nothing to resolve.
  await expect(page.getByRole('region', { name: 'Resolution' })).toContainText(
    'The buyer never paid',
  );
  await expect(page.getByText('Refunded to seller').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Dispute resolved');
  await expect(page.getByRole('button', { name: 'Refund to seller' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Release to buyer' })).toHaveCount(0);
});
