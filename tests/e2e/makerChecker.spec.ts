import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN, mailedLink, startServer, type RunningServer } from './support/server';
import { enableAdmin2fa } from './support/twoFactorAdmin';
import { adminToken, signIn } from './support/session';
import { callApi } from './support/adminApi';
import { Authenticator } from './support/totp';
import { gateDialog } from './support/wallet';
import {
  approveInApprovals,
  secondOwnerDesk,
  SENT_FOR_APPROVAL,
  stepUpIfAsked,
  type AdminDesk,
} from './support/secondOwner';

/**
 * Issue #28, as the attacker tried it in a browser: one admin invites a second account of their
 * own, registers it, turns its 2FA on and tries to give the second approval of their own first
 * approval. The second approval fails with a clear message and nothing moves. Since issue #41 the
 * invitation itself waits for the second owner's approval, and the inviter cannot be the one who
 * approves the invitee's activation.
 */
test.describe.configure({ mode: 'serial' });

const PUPPET = { email: 'second.me@exchange.local', password: 'Second-Me-2026!' };
let server: RunningServer;
let context: BrowserContext;
let page: Page;
let authenticator: Authenticator;
let withdrawalId: string;
let owner2: AdminDesk;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  // Every withdrawal needs two admins, so any seeded pending one will do.
  server = await startServer({
    WITHDRAWAL_DUAL_APPROVAL_USD: '0',
    SEED_USERS: '60',
    SEED_LEDGER: '3000',
    SEED_TRADES: '1000',
  });
  context = await browser.newContext({ baseURL: server.baseURL });
  page = await context.newPage();
  await signIn(page);
  authenticator = await enableAdmin2fa(page.request, (await adminToken(page))!);
  owner2 = await secondOwnerDesk(browser, server.baseURL);
});

test.afterAll(async () => {
  await context?.close();
  await owner2?.context.close();
  await server?.stop();
});

async function stepUp() {
  const gate = gateDialog(page);
  await gate.getByLabel('Verification code').fill(await authenticator.next());
  await gate.getByRole('button', { name: 'Verify' }).click();
}

test('an invitation needs the 2FA step-up and a second owner, and its link never reaches either', async () => {
  test.setTimeout(90_000); // two desks: the owner asks, the second owner approves
  await page.goto('/admin/admins');
  await page.getByRole('link', { name: 'Invite admin' }).click();
  // The code is asked before the form, so nothing typed waits on it.
  await stepUp();
  await page.getByRole('textbox', { name: 'Email' }).fill(PUPPET.email);
  await page.getByRole('radio', { name: /^owner/ }).check();
  await page.getByRole('textbox', { name: 'Reason' }).fill('A second desk for the night shift');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Ask to invite this admin?' });
  await expect(confirm).toContainText(`${PUPPET.email} (role owner) receives`);
  await expect(confirm).toContainText('valid 72 hours');
  const sent = page.waitForResponse((r) => r.url().endsWith('/admin/createInvitation'));
  await confirm.getByRole('button', { name: 'Ask to invite' }).click();
  const answer = await sent;
  expect(answer.status()).toBe(202);
  expect(await answer.text()).not.toContain('token');
  await expect(page.getByText(SENT_FOR_APPROVAL)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/invitations$/);
  // No invitation until a second admin approves it.
  await expect(page.getByRole('row').filter({ hasText: PUPPET.email })).toHaveCount(0);

  await approveInApprovals(owner2, PUPPET.email, 'Invite an admin');
  expect(await owner2.page.content()).not.toContain('/register?token=');
  await page.reload();
  // A whole admin starting again beside two other browsers on two busy cores: seen taking 9 s.
  await expect(page.getByRole('row').filter({ hasText: PUPPET.email })).toContainText('Pending', {
    timeout: 20_000,
  });
  expect(await page.content()).not.toContain('/register?token=');
});

test('the invited account registers, and can do nothing until another admin activates it', async ({
  browser,
}) => {
  test.setTimeout(120_000); // two browsers, a registration and two 2FA set-ups
  // The admin gives the first approval of a pending withdrawal.
  await page.goto('/admin/withdraw');
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Pending', has: page.getByRole('button', { name: 'Approve' }) })
    .filter({ hasNotText: 'awaiting second approval' })
    // One within its KYC level's limits: approving it needs no reason (risk.spec.ts covers those).
    .filter({ hasNotText: 'Needs review' })
    .first();
  await row.getByRole('button', { name: 'Approve' }).click();
  const moved = page.waitForResponse((r) => r.url().endsWith('/admin/withdrawAmountMove'));
  await page
    .getByRole('dialog', { name: 'Approve this withdrawal?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  const first = await moved;
  withdrawalId = first.request().postDataJSON()._id;
  expect((await first.json()).message).toMatch(/^Approved once — waiting for a second admin/);

  // The same person, as their second account, in a browser of its own.
  const link = await mailedLink(server, PUPPET.email, '/register');
  expect(link).toBeTruthy();
  const puppetContext = await browser.newContext({ baseURL: server.baseURL });
  const puppet = await puppetContext.newPage();
  const registration = new URL(link!).pathname + new URL(link!).search;
  await puppet.goto(registration);
  await expect(puppet.getByRole('heading', { name: 'Create your admin account' })).toBeVisible();
  await expect(puppet.getByLabel('Email', { exact: true })).toHaveValue(PUPPET.email);
  await puppet.getByLabel('Password', { exact: true }).fill('short');
  await puppet.getByLabel('Confirm password').fill('short');
  await puppet.getByRole('button', { name: 'Create account' }).click();
  await expect(puppet.getByRole('alert')).toHaveText(
    'The new password does not meet every rule below.',
  );
  await puppet.getByLabel('Password', { exact: true }).fill(PUPPET.password);
  await puppet.getByLabel('Confirm password').fill(PUPPET.password);
  await puppet.getByRole('button', { name: 'Create account' }).click();
  await expect(puppet.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
  await expect(puppet.getByText(/another admin must activate the account/)).toBeVisible();
  // The link works once.
  await puppet.goto(registration);
  await expect(puppet.getByText('Registration is by invitation only.')).toBeVisible();
  await signIn(puppet, PUPPET);
  await expect(puppet.getByText('Your account is awaiting activation')).toBeVisible();
  await puppet.goto('/admin/withdraw');
  await expect(puppet.getByText(/awaiting activation by another admin/).first()).toBeVisible();

  // With 2FA on and a live step-up, the second approval is still refused, and nothing moves.
  const token = (await adminToken(puppet))!;
  const puppet2fa = await enableAdmin2fa(puppet.request, token);
  const verify = { email: PUPPET.email, secret: await puppet2fa.next(), type: 'email' };
  expect(
    (await callApi(puppet.request, token, 'POST', '/admin/adminVerifyOtp', verify)).status,
  ).toBe(200);
  const second = await callApi(
    puppet.request,
    token,
    'POST',
    '/admin/withdrawAmountMove',
    { _id: withdrawalId, status: 'approved' },
    { 'idempotency-key': 'second-approval-0001' },
  );
  expect(second.status).toBe(403);
  expect(second.body.message).toMatch(
    /^Your admin account is awaiting activation by another admin/,
  );
  await puppetContext.close();

  await page.goto(`/admin/withdraw/${withdrawalId}/show`);
  await expect(page.getByText('awaiting second approval').first()).toBeVisible();
});

test('the inviter cannot approve the activation of their own invitee', async () => {
  // The second owner asks for the activation; it waits for a second admin.
  const desk = owner2.page;
  await desk.goto('/admin/admins');
  const row = desk.getByRole('row').filter({ hasText: PUPPET.email });
  await expect(row).toContainText('Awaiting activation');
  await expect(row).toContainText(ADMIN.email);
  await row.getByRole('button', { name: 'Activate' }).click();
  const asked = desk.getByRole('dialog', { name: `Activate ${PUPPET.email}?` });
  await asked.getByRole('textbox', { name: 'Reason' }).fill('Looks fine to me');
  await asked.getByRole('button', { name: 'Activate' }).click();
  await stepUpIfAsked(desk, owner2.authenticator, SENT_FOR_APPROVAL);

  // The inviter is offered the request (they did not ask for it), and the server refuses them.
  await page.goto('/admin/approvals');
  const request = page
    .getByRole('row')
    .filter({ hasText: PUPPET.email })
    .filter({ hasText: 'Activate an admin' });
  await request.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this request?' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await stepUpIfAsked(page, authenticator, 'a different admin must activate the account');
  await expect(
    dialog.getByText(`You invited ${PUPPET.email}: a different admin must activate the account`, {
      exact: false,
    }),
  ).toBeVisible();
  await page.goto('/admin/admins');
  await expect(page.getByRole('row').filter({ hasText: PUPPET.email })).toContainText(
    'Awaiting activation',
  );
});
