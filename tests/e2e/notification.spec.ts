import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiResult } from './support/api';
import { adminToken, signIn } from './support/session';

interface User {
  _id: string;
  email: string;
  status: 'active' | 'blocked';
}
interface LogPage {
  data: { description: string }[];
  total: number;
}

/**
 * /admin/notification is server-paged: every page, sort, search and the CSV export are answered
 * by POST /admin/getAdminActionHistory on the real server.
 */
test('the action log pages, sorts, searches and exports on the server', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const token = await adminToken(page);
  // Enough admin actions for two pages: block then re-activate 12 users (24 log entries).
  const users = await apiResult<User[]>(page, request, '/admin/getAllUserData');
  // The last active users: specs before this one on the shared server (audit, users-kyc) change
  // the first ones, and their log entries would join this search's.
  const targets = users.filter((u) => u.status === 'active').slice(-12);
  for (const user of targets) {
    for (const status of ['blocked', 'active']) {
      const res = await request.post('/api/admin/updateUser', {
        data: { _id: user._id, status },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.ok()).toBe(true);
    }
  }
  const { total } = await apiResult<LogPage>(page, request, '/admin/getAdminActionHistory');
  expect(total).toBeGreaterThan(25);

  const calls: Record<string, unknown>[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/admin/getAdminActionHistory'))
      calls.push(req.postDataJSON() as Record<string, unknown>);
  });
  await page.goto('/admin/notification');
  const rows = page.getByRole('row');
  const descriptions = () =>
    rows.evaluateAll((all) =>
      all.slice(1).map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''),
    );
  await expect(page.getByText(`1-25 of ${total}`)).toBeVisible();
  await expect(rows.nth(1)).toContainText(`User ${targets[11].email} activated`);

  // Sort by description: the rows come back in that order, from the server.
  await page.getByRole('button', { name: /sort by description/i }).click();
  await expect
    .poll(async () => {
      const shown = await descriptions();
      return shown.length === 25 && shown.every((d, i) => i === 0 || shown[i - 1] <= d);
    })
    .toBe(true);
  expect(calls).toContainEqual(
    expect.objectContaining({ page: 1, limit: 25, sort: { description: 1 } }),
  );

  // Next page: page 2 of the same order.
  const page1 = await descriptions();
  const lastOfPage1 = page1[24];
  // The label moves with the click; the rows change when page 2's answer has arrived.
  const page2Answer = page.waitForResponse(
    (res) =>
      res.url().endsWith('/api/admin/getAdminActionHistory') &&
      (res.request().postDataJSON() as { page?: number }).page === 2,
  );
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await page2Answer;
  await expect(page.getByText(`26-${Math.min(50, total)} of ${total}`)).toBeVisible();
  await expect.poll(async () => (await descriptions()).join('\n')).not.toBe(page1.join('\n'));
  const page2 = await descriptions();
  expect(page2[0] >= lastOfPage1).toBe(true);

  // Search: the server filters and counts.
  await page.getByRole('textbox', { name: 'Search' }).fill(targets[0].email);
  await expect(page.getByText('1-2 of 2')).toBeVisible();
  expect(await descriptions()).toEqual([
    `User ${targets[0].email} activated`,
    `User ${targets[0].email} blocked`,
  ]);

  // Export: the server streams every filtered row, in the grid's order.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^notification-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Date,Description,User');
  expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
    `User ${targets[0].email} activated`,
    `User ${targets[0].email} blocked`,
  ]);
  expect(calls.at(-1)).toEqual({
    format: 'csv',
    filter: { q: targets[0].email },
    sort: { description: 1 },
  });
});
