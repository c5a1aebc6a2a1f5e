import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { PlatformWallet, WalletAsset } from '../../../src/contracts/wallet';
import { callApi, passwordSession } from './adminApi';
import { startServer, type RunningServer } from './server';
import { enableAdmin2fa } from './twoFactorAdmin';
import { adminToken, signIn } from './session';
import type { Authenticator } from './totp';
import { gateDialog, openWalletFromMenu } from './wallet';

/** What a wallet journey works with: its page, the admin's token, a second session, the 2FA app. */
export interface WalletJourney {
  page: Page;
  token: string;
  /** A second session of the same admin that never verifies a code. */
  otherSession: string;
  authenticator: Authenticator;
}

/**
 * The wallet screens on a server of their own: its admin turns 2FA on here (the shared server's
 * admin must keep it off). Registers the file's beforeAll / afterAll; `journey()` is set by then.
 */
export function useWalletJourney(): () => WalletJourney {
  let server: RunningServer;
  let context: BrowserContext;
  let journey: WalletJourney;
  test.beforeAll(async ({ browser }) => {
    server = await startServer();
    context = await browser.newContext({
      baseURL: server.baseURL,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await signIn(page);
    const token = (await adminToken(page))!;
    const otherSession = await passwordSession(page.request);
    // 2FA on (the /admin/2fa journey is two-factor.spec.ts): a pending secret, confirmed with a current code.
    const authenticator = await enableAdmin2fa(page.request, token);
    journey = { page, token, otherSession, authenticator };
  });
  test.afterAll(async () => {
    await context?.close();
    await server?.stop();
  });
  return () => journey;
}

/** Opens the wallet from the menu and verifies a current code in its gate. */
export async function verifyWalletGate({ page, authenticator }: WalletJourney) {
  await page.goto('/admin/dashboard');
  await openWalletFromMenu(page);
  const dialog = gateDialog(page);
  await dialog.getByLabel('Verification code').fill(await authenticator.next());
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The platform wallets and the wallet's assets, as the API answers the journey's admin. */
export const walletsOf = async ({ page, token }: WalletJourney) =>
  (
    await callApi<{ wallets: PlatformWallet[] }>(
      page.request,
      token,
      'GET',
      '/admin/getAdminWalletBalance',
    )
  ).body.result!.wallets;
export const assetsOf = async ({ page, token }: WalletJourney) =>
  (await callApi<WalletAsset[]>(page.request, token, 'GET', '/admin/getAdminWallet')).body.result!;
