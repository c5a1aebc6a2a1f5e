import { expect, type Page } from '@playwright/test';
import { ADMIN } from './server';

/** Fills and submits the real login form, as an admin would. */
export async function submitLogin(page: Page, credentials = ADMIN) {
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in from /login and waits for the dashboard. */
export async function signIn(page: Page, credentials = ADMIN) {
  await page.goto('/login');
  await submitLogin(page, credentials);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export const adminToken = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('adminToken'));
