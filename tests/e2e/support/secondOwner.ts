import {
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { adminToken, signIn } from './session';
import { enableAdmin2fa } from './twoFactorAdmin';
import type { Authenticator } from './totp';
import { gateDialog } from './wallet';

/** The development seed's second owner (README; `SECOND_OWNER` in the server's seed). */
export const SECOND_OWNER = { email: 'owner2@exchange.local', password: 'Owner2@12345' };

/** An admin at a browser of their own, with 2FA on and the authenticator that answers it. */
export interface AdminDesk {
  context: BrowserContext;
  page: Page;
  authenticator: Authenticator;
}

/**
 * The development seed's second owner (issue #41: what one owner asks, a second approves), signed
 * in at a browser of their own with 2FA turned on, so their step-ups can be answered.
 */
export async function secondOwnerDesk(browser: Browser, baseURL: string): Promise<AdminDesk> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, SECOND_OWNER);
  const authenticator = await enableAdmin2fa(page.request, (await adminToken(page))!);
  return { context, page, authenticator };
}

/** Answers the step-up when the gate asks (a verification stays live for a few minutes). */
export async function stepUpIfAsked(
  page: Page,
  authenticator: Authenticator,
  done: string | RegExp,
) {
  const gate = gateDialog(page);
  const toast = page.getByText(done).first();
  await expect(gate.or(toast).first()).toBeVisible();
  // The toast seen first: done, no step-up asked (looking again could meet it leaving, at 5 s).
  if (!(await gate.isVisible())) return;
  await gate.getByLabel('Verification code').fill(await authenticator.next());
  await gate.getByRole('button', { name: 'Verify' }).click();
  await expect(toast).toBeVisible();
}

/**
 * A form behind the step-up asks for the code as it opens, unless a verification is still live:
 * answers it, then waits for the form's first input (shown only once verified).
 */
export async function stepUpBeforeForm(page: Page, authenticator: Authenticator, first: Locator) {
  const gate = gateDialog(page);
  await expect(gate.or(first).first()).toBeVisible();
  if (await gate.isVisible()) {
    await gate.getByLabel('Verification code').fill(await authenticator.next());
    await gate.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(first).toBeVisible();
}

/** The toast of a change that became a request (HTTP 202), in the server's words. */
export const SENT_FOR_APPROVAL = /sent for approval\. A second admin must approve it in Approvals/;

/**
 * The desk's admin approves, in the Approvals screen, the pending request about `target` (one
 * open request per kind and target), and sees the server's "Approved: …".
 */
export async function approveInApprovals(desk: AdminDesk, target: string, kind: string) {
  const { page, authenticator } = desk;
  await page.goto('/admin/approvals');
  const row = page.getByRole('row').filter({ hasText: target }).filter({ hasText: kind });
  // A whole admin starting in a second browser on two busy cores: seen taking 9 s in a full run.
  await expect(row).toContainText('Pending', { timeout: 20_000 });
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this request?' });
  await expect(dialog).toContainText(target);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await stepUpIfAsked(page, authenticator, /^Approved: /);
}
