import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { adminToken, signIn } from './support/session';
import { apiResult } from './support/api';

interface Page_<T> {
  data: T[];
  total: number;
  totalCapped?: boolean;
}

async function apiGet<T>(page: Page, request: APIRequestContext, path: string) {
  const response = await request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${await adminToken(page)}` },
  });
  const json = (await response.json()) as { success: boolean; result: T };
  expect(json.success).toBe(true);
  return json.result;
}

const filterOf = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

test('the passbook pages and filters on the server, and leads to the convert history', async ({
  page,
  request,
}) => {
  await signIn(page);
  const all = await apiGet<Page_<{ _id: string }>>(page, request, '/admin/getPassbookHistory');
  const deposits = await apiGet<Page_<unknown>>(
    page,
    request,
    `/admin/getPassbookHistory?${filterOf({ kind: 'deposit' })}`,
  );
  expect(all.total).toBeGreaterThan(deposits.total);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Passbook History' })
    .click();
  await expect(page).toHaveURL(/\/admin\/passbook_history/);
  for (const name of ['Time', 'User', 'Kind', 'Amount', 'Balance after', 'Reference'])
    await expect(page.getByRole('columnheader', { name })).toBeVisible();
  // Past the server's count cap the grid says "more than" (server/http/paging.ts).
  const of = all.totalCapped
    ? `of more than ${all.total.toLocaleString('en-US')}`
    : `of ${all.total}`;
  await expect(page.getByText(`1-25 ${of}`, { exact: true })).toBeVisible();

  // Page 2 comes from the server.
  const pageTwo = page.waitForResponse(
    (r) => r.url().includes('getPassbookHistory') && r.url().includes('page=2'),
  );
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await pageTwo;
  await expect(page.getByText(`26-50 ${of}`, { exact: true })).toBeVisible();

  // Filtering by kind: every row is a deposit and the total is the server's.
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText(new RegExp(`of ${deposits.total}`))).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('Deposit');
  const kinds = await rows.locator('td:nth-child(4)').allInnerTexts();
  expect(kinds.length).toBeGreaterThan(0);
  expect(new Set(kinds)).toEqual(new Set(['Deposit']));

  await page.getByRole('link', { name: 'Convert history' }).click();
  await expect(page).toHaveURL(/\/admin\/convert_history/);
  await expect(page.getByRole('columnheader', { name: 'From amount' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
});

test('deposits and withdrawals are listed, filtered by status and open their details', async ({
  page,
  request,
}) => {
  await signIn(page);
  const pending = await apiGet<Page_<{ _id: string; address: string }>>(
    page,
    request,
    `/admin/withdrawList?${filterOf({ status: 'pending' })}`,
  );
  expect(pending.total).toBeGreaterThan(0);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Withdrawals' })
    .click();
  await expect(page).toHaveURL(/\/admin\/withdraw/);
  await expect(page.getByRole('columnheader', { name: 'Destination' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  await expect(page.getByText(new RegExp(`of ${pending.total}`))).toBeVisible();
  await expect(page.locator('tbody tr').first()).toContainText('Pending');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Deposits' })
    .click();
  await expect(page).toHaveURL(/\/admin\/deposit/);
  // Withdrawals have a Tx hash column too: Confirmations is the deposits' own.
  await expect(
    page.getByRole('columnheader', { name: 'Confirmations', exact: true }),
  ).toBeVisible();
  // Export covers every row (read page by page from the server), not only the page on screen.
  const deposits = await apiResult<Page_<unknown>>(page, request, '/admin/depositDetails');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.trim().split('\n')).toHaveLength(deposits.total + 1);
  const first = page.locator('tbody tr').first();
  const hash = (
    await first
      .locator('td')
      .filter({ hasText: /^(0x)?[0-9a-fA-F]{64}$/ })
      .innerText()
  ).trim();
  await first.click();
  await expect(page).toHaveURL(/\/admin\/deposit\/[0-9a-f-]{36}\/show$/);
  await expect(page.getByText(hash).first()).toBeVisible();
  await expect(page.getByText('Required confirmations')).toBeVisible();
});

test('the dashboard links pending withdrawals to the filtered list', async ({ page, request }) => {
  await signIn(page);
  const pending = await apiGet<Page_<unknown>>(
    page,
    request,
    `/admin/withdrawList?${filterOf({ status: 'pending' })}`,
  );
  await page.getByRole('link', { name: /Pending withdrawals/ }).click();
  await expect(page).toHaveURL(/\/admin\/withdraw\?filter=/);
  await expect(page.getByText(new RegExp(`of ${pending.total}`))).toBeVisible();

  // The 24 h deposit volume opens the deposits credited in the last 24 hours.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await page.getByRole('link', { name: /Deposits \(24 h\)/ }).click();
  await expect(page).toHaveURL(/\/admin\/deposit\?filter=.*creditedAt_gte/);
  const url = new URL(page.url());
  const filter = JSON.parse(url.searchParams.get('filter')!) as Record<string, string>;
  const recent = await apiResult<Page_<unknown>>(page, request, '/admin/depositDetails', {
    filter,
  });
  expect(recent.total).toBeGreaterThan(0);
  await expect(page.getByText(new RegExp(`of ${recent.total}$`))).toBeVisible();
  await expect(page.locator('tbody tr').first()).toContainText('Credited');
  await page.screenshot({ path: 'test-results/money-deposits-24h.png' });
});
