import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

/**
 * A resource built from its contract alone (src/contracts/resources/blockedAddresses.ts): an admin
 * blocks a withdrawal destination, is told what is wrong before anything is sent, changes the
 * reason, finds it by search, and removes it after a confirmation.
 */
const ADDRESS = `TBlocklistJourney${Date.now()}`;

test('an admin blocks a destination, changes why, finds it and unblocks it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Admin' }).click();
  await nav.getByRole('link', { name: 'Blocklist' }).click();
  await expect(page).toHaveURL(/\/admin\/blocked_addresses$/);

  await page.getByRole('link', { name: 'Create' }).first().click();
  await expect(page).toHaveURL(/\/admin\/blocked_addresses\/create$/);
  await page.getByRole('textbox', { name: 'Address' }).fill('short');
  await page.getByLabel('Reason').fill('x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter 25 to 128 letters and digits.')).toBeVisible();
  await expect(page.getByText('Network is required.')).toBeVisible();
  await expect(page.getByText('Enter a reason of 3 to 500 characters.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Address' }).fill(ADDRESS);
  await page.getByLabel('Network').click();
  await page.getByRole('option', { name: 'TRON (TRC20)' }).click();
  await page.getByLabel('Reason').fill('Scam report #4411');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/blocked_addresses\/[\w-]+\/show$/);
  await expect(page.getByText(ADDRESS).first()).toBeVisible();
  await expect(page.getByText('Scam report #4411', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveCount(0); // typed only when created
  await page.getByLabel('Reason').fill('Scam report #4411, confirmed by the owner');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Scam report #4411, confirmed by the owner', { exact: true }),
  ).toBeVisible();

  await page.goto('/admin/blocked_addresses');
  await page.getByRole('textbox', { name: /search/i }).fill(ADDRESS);
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('TRON (TRC20)');
  await rows.first().click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/admin\/blocked_addresses$/);
  await page.getByRole('textbox', { name: /search/i }).fill(ADDRESS);
  await expect(page.getByText(/No blocked addresses found/i)).toBeVisible();
});
