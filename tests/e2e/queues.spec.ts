import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/session';

/**
 * Queue work: a declared queue opens from the menu with its count (pending withdrawals, oldest
 * first); a record opened from it goes back to the same view in one click, and "Next in queue"
 * opens the following record in one click.
 */
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  server = await startServer();
  context = await browser.newContext({ baseURL: server.baseURL });
  page = await context.newPage();
  await signIn(page);
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const rows = () => page.locator('tbody tr');
const statusCells = () => page.locator('tbody td.column-status');

test('the withdrawal queue opens from the menu: pending only, oldest first, with its count', async () => {
  const entry = page.getByRole('link', { name: /^Withdrawal queue/ });
  await expect(entry.getByLabel(/^\d+ waiting$/)).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/\/admin\/withdraw\?/);
  await expect(statusCells().first()).toHaveText('Pending');
  const statuses = await statusCells().allInnerTexts();
  expect(new Set(statuses)).toEqual(new Set(['Pending']));
  // Sorted oldest first: the header offers the other way.
  await expect(
    page.getByRole('columnheader', { name: 'Sort by requested descending' }),
  ).toBeVisible();
});

test('back from a record keeps the queue; Next opens the following record', async () => {
  const firstRow = (await rows().first().textContent())!;
  await rows().first().click();
  await expect(page).toHaveURL(/\/admin\/withdraw\/[^/]+\/show$/);
  const opened = page.url();

  await page.getByRole('link', { name: 'All withdrawals' }).click();
  await expect(statusCells().first()).toHaveText('Pending');
  await expect(rows().first()).toHaveText(firstRow);
  expect(new Set(await statusCells().allInnerTexts())).toEqual(new Set(['Pending']));

  await rows().first().click();
  await expect(page).toHaveURL(opened);
  await page.getByRole('button', { name: 'Next in queue' }).click();
  await expect(page).not.toHaveURL(opened);
  await expect(page).toHaveURL(/\/admin\/withdraw\/[^/]+\/show$/);
  await expect(page.getByRole('button', { name: 'Next in queue' })).toBeVisible();
});
