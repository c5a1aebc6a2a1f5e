import { expect, test } from '@playwright/test';
import { adminToken, signIn } from './support/session';
import { callApi } from './support/adminApi';
import { pngBytes } from '../fixtures/images';
import { APR_MESSAGE } from '../../src/contracts/resources/stakingPlans';

interface Plan {
  _id: string;
  name: string;
}

test('the Staking group lists plans, user stakes and settlement; staket/* are reachable', async ({
  page,
}) => {
  await signIn(page);
  const token = await adminToken(page);
  const plans = await callApi<Plan[]>(page.request, token, 'GET', '/admin/getStaking');
  expect(plans.status).toBe(200);
  expect(plans.body.result!.length).toBeGreaterThanOrEqual(10);

  // A plan created through the API shows in the list.
  const created = await callApi<Plan>(page.request, token, 'POST', '/admin/addsStaking', {
    asset: 'ETH',
    name: 'E2E ETH 7-day Fixed',
    type: 'fixed',
    lockDays: 7,
    apr: '3.25',
    minAmount: '0.01',
    maxAmount: '10',
    totalCap: '1000',
    status: 'active',
  });
  expect(created.status, created.body.message).toBe(200);

  // The sidebar's Staking group: the spec's three entries, in its order.
  await page.getByRole('button', { name: 'Staking' }).click();
  const group = ['Staking plans', 'User stakes', 'Settlement'];
  for (const name of group)
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name }),
    ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Staking plans' })
    .click();
  await expect(page).toHaveURL(/\/admin\/stake\/list/);
  await expect(page.getByText('E2E ETH 7-day Fixed')).toBeVisible();
  for (const name of ['Name', 'Asset', 'Type', 'Lock days', 'APR %'])
    await expect(page.getByRole('columnheader', { name })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settlement' })
    .click();
  await expect(page).toHaveURL(/\/admin\/stake\/settle/);
  const matured = await callApi<{ total: number }>(
    page.request,
    token,
    'POST',
    '/admin/getMaturedStakes',
    {},
  );
  await expect(page.getByText(new RegExp(`of ${matured.body.result!.total}`))).toBeVisible();

  await page.goto('/admin/staket/history');
  await expect(page.getByRole('columnheader', { name: 'Event' })).toBeVisible();

  // Seeded settlements are in the users' passbook as stake rewards.
  const rewards = await callApi<{ total: number }>(
    page.request,
    token,
    'GET',
    `/admin/getPassbookHistory?filter=${encodeURIComponent(JSON.stringify({ kind: 'stake_reward' }))}`,
  );
  expect(rewards.body.result!.total).toBeGreaterThan(0);
});

test('create a staking plan through the form and see it listed', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/stake/list');
  await page.getByRole('link', { name: /create/i }).click();
  await expect(page).toHaveURL(/\/admin\/stake\/list\/create$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E USDT 14-day Form');
  await page.getByRole('combobox', { name: 'Asset' }).click();
  await page.getByRole('option', { name: 'USDT', exact: true }).click();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Fixed', exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Lock days' }).fill('14');
  const apr = page.getByRole('spinbutton', { name: 'APR %' });
  await apr.fill('1500');
  await page.getByRole('textbox', { name: 'Minimum' }).fill('5');
  await page.getByRole('textbox', { name: 'Maximum' }).fill('500');
  await page.getByRole('textbox', { name: 'Total cap' }).fill('20000');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  // The declared rule stops it before it is sent.
  await expect(page.getByText(APR_MESSAGE)).toBeVisible();
  await apr.fill('4.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/stake\/list\/[^/]+\/show$/);

  await page.goto('/admin/stake/list');
  const row = page.getByRole('row').filter({ hasText: 'E2E USDT 14-day Form' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('14');
  await expect(row).toContainText('4.5');
});

test("staket/banner: image, title and text with the users' preview; saved, and back after a reload", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/stake/list');
  await page.getByRole('link', { name: 'Staking banner' }).click();
  await expect(page).toHaveURL(/\/admin\/staket\/banner$/);
  const title = 'Earn up to 12% APR on USDT';
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Text' }).fill('Lock your USDT for 90 days.');
  // The preview follows the form before anything is saved.
  const preview = page.getByRole('region', { name: 'Banner preview' });
  await expect(preview.getByText(title)).toBeVisible();
  await expect(preview.getByText('Lock your USDT for 90 days.')).toBeVisible();
  await page.getByLabel('Banner image file').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: pngBytes(1483, 989),
  });
  await expect(page.getByRole('button', { name: 'Replace banner image' })).toBeVisible();
  await expect(preview.getByRole('img', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Staking banner saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/staket\/banner$/);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(preview.getByRole('img', { name: title })).toBeVisible();
});
