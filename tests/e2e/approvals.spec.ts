import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SERVER_START_TIMEOUT, startServer, type RunningServer } from './support/server';
import { enableAdmin2fa } from './support/twoFactorAdmin';
import { adminToken, signIn } from './support/session';
import { callApi } from './support/adminApi';
import type { Authenticator } from './support/totp';
import {
  approveInApprovals,
  secondOwnerDesk,
  SENT_FOR_APPROVAL,
  stepUpIfAsked,
  type AdminDesk,
} from './support/secondOwner';

/**
 * Issue #41 as two owners live it: one asks for an admin's role change in Admins, cannot approve
 * it themselves (the screen offers no Approve, the server refuses it), and the second owner
 * approves it in Approvals; the new role then holds.
 */
test.describe.configure({ mode: 'serial' });

const SUPPORT = 'support@exchange.local';
const ROLE_CHANGE = "Change an admin's role";
let server: RunningServer;
let owner: { context: BrowserContext; page: Page; authenticator: Authenticator };
let owner2: AdminDesk;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(SERVER_START_TIMEOUT);
  server = await startServer();
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signIn(page);
  owner = {
    context,
    page,
    authenticator: await enableAdmin2fa(page.request, (await adminToken(page))!),
  };
  owner2 = await secondOwnerDesk(browser, server.baseURL);
});

test.afterAll(async () => {
  await owner?.context.close();
  await owner2?.context.close();
  await server?.stop();
});

test('the owner asks to move support to auditor: sent for approval, nothing changes yet', async () => {
  const { page, authenticator } = owner;
  await page.goto('/admin/admins');
  const row = page.getByRole('row').filter({ hasText: SUPPORT });
  await row.getByRole('button', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog', { name: `Change the role of ${SUPPORT}?` });
  await expect(dialog).toContainText('A second admin must approve the change in Approvals');
  // Each role by its name and what it may do.
  await dialog.getByRole('radio', { name: /^auditor/ }).check();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Moved to the audit team');
  const sent = page.waitForResponse((r) => r.url().endsWith('/admin/admins'));
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await stepUpIfAsked(page, authenticator, SENT_FOR_APPROVAL);
  expect((await sent).status()).toBe(202);
  await expect(row).toContainText('support');
  await expect(row).not.toContainText('auditor');
});

test('the requester sees their request in Approvals with no Approve, and the server refuses it', async () => {
  const { page } = owner;
  await page.goto('/admin/approvals');
  const row = page.getByRole('row').filter({ hasText: SUPPORT });
  // The whole admin starting again beside a second browser on two busy cores: seen taking 9 s.
  await expect(row).toContainText(ROLE_CHANGE, { timeout: 20_000 });
  await expect(row).toContainText('role support → auditor');
  await expect(row).toContainText('Moved to the audit team');
  await expect(row).toContainText('Pending');
  // The requester may withdraw it (Reject), never approve it.
  await expect(row.getByRole('button', { name: 'Reject' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Nor through the API, with a live step-up and a key.
  const token = (await adminToken(page))!;
  const filter = encodeURIComponent(JSON.stringify({ target: SUPPORT, status: 'pending' }));
  const list = await callApi<{ data: { _id: string }[] }>(
    page.request,
    token,
    'GET',
    `/admin/approvals?filter=${filter}`,
  );
  const requestId = list.body.result!.data[0]._id;
  const refused = await callApi(
    page.request,
    token,
    'POST',
    '/admin/approvals/approve',
    { _id: requestId },
    { 'idempotency-key': 'own-approval-0001' },
  );
  expect(refused.status).toBe(409);
  expect(refused.body.message).toMatch(/you asked for this change, so a second, different admin/);
});

test('the second owner approves it in Approvals, and the new role holds', async () => {
  await approveInApprovals(owner2, SUPPORT, ROLE_CHANGE);
  // Decided: it leaves the pending inbox, and reads approved under All.
  const pending = owner2.page.getByRole('row').filter({ hasText: SUPPORT });
  await expect(pending).toHaveCount(0);

  const { page } = owner;
  await page.goto('/admin/admins');
  await expect(page.getByRole('row').filter({ hasText: SUPPORT })).toContainText('auditor', {
    timeout: 20_000,
  });
  const admins = await callApi<{ email: string; role: string }[]>(
    page.request,
    (await adminToken(page))!,
    'GET',
    '/admin/admins',
  );
  expect(admins.body.result!.find((admin) => admin.email === SUPPORT)!.role).toBe('auditor');
});
