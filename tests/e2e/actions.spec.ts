import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

/** Declared edit forms and actions of the market resources, against the real server. */

test('edits an asset withdrawal fee and still sees it after a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/coin-list');
  await page.getByRole('row').filter({ hasText: 'Ethereum' }).first().click();
  await expect(page).toHaveURL(/\/admin\/coin-list\/[^/]+\/show$/);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/admin\/coin-list\/[^/]+$/);
  const editUrl = page.url();

  const fee = page.getByRole('textbox', { name: /Withdrawal fee/ });
  await fee.fill('-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a positive amount with at most 18 decimals.')).toBeVisible();

  // 0.0015 → 0.0042 is more than 2×: the server asks for a reason.
  await fee.fill('0.0042');
  await page.getByRole('button', { name: 'Save' }).click();
  // Said on the reason field (and in a toast); nothing is saved.
  const reason = page.getByRole('textbox', { name: /Reason/ });
  await expect(reason).toHaveAccessibleDescription(
    /Withdrawal fee changes from 0\.0015 to 0\.0042, more than 2×/,
  );

  await reason.fill('Network fees tripled this week');
  const saved = page.waitForResponse((r) => r.url().endsWith('/admin/updateAssets'));
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);

  await page.goto(editUrl);
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Withdrawal fee/ })).toHaveValue('0.0042');
});

test('pauses a pair (not the main one) after its confirmation, and resumes it', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/tradepairs');
  const row = page.getByRole('row').filter({ hasText: 'ETH_USDT' });
  await row.getByRole('button', { name: 'Pause' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Pause ETH_USDT?')).toBeVisible();
  await expect(
    dialog.getByText('Trading on ETH_USDT stops until the pair is resumed.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('ETH_USDT paused')).toBeVisible();

  await page.reload();
  const after = page.getByRole('row').filter({ hasText: 'ETH_USDT' });
  await expect(after.getByText('Paused')).toBeVisible();
  await after.getByRole('button', { name: 'Resume' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('ETH_USDT resumed')).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'ETH_USDT' }).getByText('Active'),
  ).toBeVisible();
});

test('pausing the main pair says it is the main pair', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/tradepairs');
  await page
    .getByRole('row')
    .filter({ hasText: 'BTC_USDT' })
    .getByRole('button', { name: 'Pause' })
    .click();
  await expect(
    page
      .getByRole('dialog')
      .getByText(
        "BTC_USDT is the main pair. Pausing it stops trading on the exchange's main market. Pause BTC_USDT?",
      ),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});
