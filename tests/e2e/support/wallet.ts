import { expect, type Page } from '@playwright/test';
import { submitLogin } from './session';
import type { Authenticator } from './totp';

/** Opens /admin/wallet from the sidebar (its 'Wallet' entry sits in the Admin group). */
export async function openWalletFromMenu(page: Page) {
  const link = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Wallet', exact: true });
  if (!(await link.isVisible()))
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await link.click();
  await expect(page).toHaveURL(/\/admin\/wallet$/);
}

/** Signs in when the admin has 2FA on: password, then a current code on /otp_validation. */
export async function signInWithCode(page: Page, authenticator: Authenticator) {
  await page.goto('/login');
  await submitLogin(page);
  await expect(page).toHaveURL(/\/otp_validation$/);
  await page.getByLabel('Authentication code').fill(await authenticator.next());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** The wallet gate's 2FA modal. */
export const gateDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Two-Factor Verification' });

/** The spec's page header of the wallet screens (behind an open modal it is hidden from assistive tech). */
export const walletHeader = (page: Page, { behindModal = false } = {}) =>
  page.getByRole('heading', {
    name: 'Admin Wallet – Manage platform wallets and monitor balances',
    includeHidden: behindModal,
  });
