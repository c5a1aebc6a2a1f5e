import { expect, test } from '@playwright/test';
import { apiResult } from './support/api';
import { signIn } from './support/session';

interface Page {
  data: { _id: string; orderId: string; pair: string; side: string }[];
  total: number;
}

const rowsOf = (page: import('@playwright/test').Page) =>
  page.locator('.RaDataTable-table tbody tr, table tbody tr');

test('an admin filters buy trades by pair and pages through them, then pending sells', async ({
  page,
  request,
}) => {
  await signIn(page);
  const expected = await apiResult<Page>(page, request, '/admin/gettradehistory', {
    side: 'buy',
    status: 'filled',
    filter: { pair: 'ETH_BTC' },
    limit: 25,
  });
  expect(expected.total).toBeGreaterThan(50);

  await page.getByRole('button', { name: 'Trading' }).click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Buy trades' })
    .click();
  await expect(page).toHaveURL(/\/admin\/trade\/buy/);
  await expect(page.getByRole('columnheader', { name: 'Order ID' })).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(25);

  await page.getByRole('combobox', { name: 'Pair' }).click();
  await page.getByRole('option', { name: 'ETH/BTC' }).click();
  await expect(page).toHaveURL(/ETH_BTC/);
  await expect(page.getByText(`1-25 of ${expected.total}`)).toBeVisible();
  await expect(rowsOf(page).first()).toContainText(expected.data[0].orderId);
  for (const row of await rowsOf(page).all()) {
    await expect(row).toContainText('ETH/BTC');
    await expect(row).toContainText('Buy');
  }

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(`26-50 of ${expected.total}`)).toBeVisible();
  await expect(rowsOf(page).first()).not.toContainText(expected.data[0].orderId);
  await expect(rowsOf(page).first()).toContainText('ETH/BTC');

  // Pending orders: open and partially filled, filtered by side.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Pending orders' })
    .click();
  await expect(page).toHaveURL(/\/admin\/trade\/pending-order/);
  await page.getByRole('combobox', { name: 'Side' }).click();
  await page.getByRole('option', { name: 'Sell' }).click();
  await expect(page).toHaveURL(/sell/);
  // The grid has reloaded once no buy order is left in it.
  await expect(page.locator('tbody').getByText('Buy', { exact: true })).toHaveCount(0);
  await expect(rowsOf(page).first()).toBeVisible();
  for (const row of await rowsOf(page).all()) {
    await expect(row).toContainText('Sell');
    await expect(row).toContainText(/Open|Partially filled/);
  }
});
