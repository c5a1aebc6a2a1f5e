import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './support/server';
import { enableAdmin2fa } from './support/twoFactorAdmin';
import { adminToken, signIn } from './support/session';
import { Authenticator } from './support/totp';
import { gateDialog } from './support/wallet';
import { callApi } from './support/adminApi';

/**
 * The withdrawal risk review, on a server of its own (its seed has one withdrawal per risk flag,
 * sent to TRiskCase<name>x): the grid's Risk filter narrows to flagged rows; a withdrawal above its
 * KYC level's monthly limit shows its flags beside Approve, and approving it takes a reason and
 * the 2FA step-up.
 */
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let context: BrowserContext;
let page: Page;
let authenticator: Authenticator;
let token: string;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
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

test("the grid's Risk filter narrows to the withdrawals that need review", async () => {
  await page.goto('/admin/withdraw');
  await expect(page.getByRole('columnheader', { name: 'Risk' })).toBeVisible();
  const all = page.getByText(/^1-\d+ of (\d+)/);
  const before = Number((await all.innerText()).match(/of (\d+)/)![1]);
  await page.getByRole('combobox', { name: 'Risk' }).click();
  await page.getByRole('option', { name: 'Needs review', exact: true }).click();
  await expect(page).toHaveURL(/risk/);
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('Needs review');
  const after = Number((await page.getByText(/^1-\d+ of (\d+)/).innerText()).match(/of (\d+)/)![1]);
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  for (const row of await rows.all()) await expect(row).toContainText('Needs review');
});

test('a flagged withdrawal shows its flags and figures, and is approved with a reason', async () => {
  await page.getByRole('textbox', { name: 'Search' }).fill('TRiskCaseMonthlyLimitx');
  const row = page.locator('tbody tr').filter({ hasText: 'Pending' });
  await expect(row).toHaveCount(1);
  await row.getByText('4,000.00 USDT').click();
  await expect(page).toHaveURL(/\/admin\/withdraw\/[0-9a-f-]{36}\/show$/);

  const review = page.getByRole('region', { name: 'Risk review' });
  const flags = review.getByRole('list', { name: 'Risk flags' });
  await expect(flags).toContainText(
    /Withdrawn in 30 days \(\$[\d,.]+\) is above the monthly limit of \$20,000 for KYC pending review/,
  );
  await expect(flags).toContainText('KYC is pending review');
  const figures = review.getByRole('definition');
  await expect(figures.first()).toHaveText('pending review');
  await expect(review).toContainText('Withdrawn 30 days');
  await expect(review).toContainText(/ of \$20,000\.00/);
  await expect(review).toContainText(/→ [\d,.]+ USDT/);

  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this withdrawal?' });
  await expect(dialog).toContainText(
    "Needs review: above the withdrawal limit of the user's KYC level",
  );
  // Without a reason nothing is sent.
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await dialog
    .getByRole('textbox', { name: /Reason/ })
    .fill('Salary payout, checked with the user');
  const moved = page.waitForResponse((r) => r.url().endsWith('/admin/withdrawAmountMove'));
  await dialog.getByRole('button', { name: 'Approve' }).click();
  const gate = gateDialog(page);
  await gate.getByLabel('Verification code').fill(await authenticator.next());
  await gate.getByRole('button', { name: 'Verify' }).click();
  const response = await moved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({
    status: 'approved',
    reason: 'Salary payout, checked with the user',
  });
  await expect(page.getByText('Withdrawal approved')).toBeVisible();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();

  // The server is the lock: another one that needs review, approved without a reason, is refused.
  const flagged = await callApi<{ data: { _id: string }[] }>(
    page.request,
    token,
    'GET',
    `/admin/withdrawList?filter=${encodeURIComponent(JSON.stringify({ risk: 'review', status: 'pending' }))}`,
  );
  const other = flagged.body.result!.data[0]._id;
  const refused = await callApi(
    page.request,
    token,
    'POST',
    '/admin/withdrawAmountMove',
    { _id: other, status: 'approved' },
    { 'idempotency-key': 'risk-e2e-no-reason-0001' },
  );
  expect(refused.status).toBe(400);
  expect(refused.body.message).toMatch(/Needs review\): a reason of at least 3 characters/);
});
