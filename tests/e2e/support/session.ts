import { expect, type Page } from '@playwright/test';
import { ADMIN } from './server';

/** Signs in through the real login form, as an admin would. */
export async function signIn(page: Page, credentials = ADMIN) {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(credentials.email);
  await page.getByLabel(/password/i).fill(credentials.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
