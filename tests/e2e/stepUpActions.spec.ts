import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startServer, type RunningServer, SERVER_START_TIMEOUT } from './support/server';
import { enableAdmin2fa } from './support/twoFactorAdmin';
import { adminToken, signIn } from './support/session';
import { Authenticator } from './support/totp';
import { gateDialog } from './support/wallet';

/**
 * Declared actions that move money, on a server of its own whose admin has 2FA on: approving a
 * withdrawal asks for the step-up first, then sends once; cancelling a pending order reuses the
 * live step-up.
 */
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let context: BrowserContext;
let page: Page;
let authenticator: Authenticator;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(SERVER_START_TIMEOUT);
  server = await startServer();
  context = await browser.newContext({ baseURL: server.baseURL });
  page = await context.newPage();
  await signIn(page);
  const token = (await adminToken(page))!;
  authenticator = await enableAdmin2fa(page.request, token);
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test('approve a pending withdrawal: confirmation, 2FA step-up, one request, toast', async () => {
  await page.goto('/admin/withdraw');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Approve' }) })
    // One within its KYC level's limits: approving it needs no reason (risk.spec.ts covers those).
    .filter({ hasNotText: 'Needs review' })
    .first();
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this withdrawal?' });
  await expect(dialog.getByText(/^Move the withdrawal of .+ to "approved"\?/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();

  const moved = page.waitForResponse((r) => r.url().endsWith('/admin/withdrawAmountMove'));
  const gate = gateDialog(page);
  await gate.getByLabel('Verification code').fill(await authenticator.next());
  await gate.getByRole('button', { name: 'Verify' }).click();
  const response = await moved;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.request().postDataJSON()).toMatchObject({ status: 'approved' });
  // Above the two-admin threshold the first approval leaves it pending, and the toast says so.
  const { result } = await response.json();
  await expect(
    page.getByText(
      result.approval ? 'Approved once — waiting for a second admin' : 'Withdrawal approved',
    ),
  ).toBeVisible();
});

test('cancel a pending order after its confirmation (the step-up is still live)', async () => {
  await page.goto('/admin/trade/pending-order');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Cancel order' }) })
    .first();
  await row.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog.getByText(/go back to the user's available balance\.$/)).toBeVisible();
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/admin/cancelOrder'));
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(page.getByText(/^Order .+ cancelled$/)).toBeVisible();
});
