import { expect, test } from '@playwright/test';
import { apiResult } from './support/api';
import { callApi } from './support/adminApi';
import { adminToken, signIn } from './support/session';

interface User {
  _id: string;
  name: string;
  email: string;
  status: 'active' | 'blocked';
}
interface Withdrawal {
  _id: string;
  userId: string;
}
interface Page<T> {
  data: T[];
  total: number;
}

/**
 * Issue #25's record page as an operator uses it: a user's page with its header and chip, the
 * user's withdrawals paged by the server inside it, the timeline of the user's changes; then one
 * of those withdrawals, whose page lists the same user's recent withdrawals.
 */
test('a user’s page pages their withdrawals and shows their timeline; a withdrawal lists the user’s others', async ({
  page,
  request,
}) => {
  await signIn(page);
  const token = await adminToken(page);
  // A user with more withdrawals than one embedded page holds (5).
  const recent = await callApi<Page<Withdrawal>>(
    request,
    token,
    'GET',
    `/admin/withdrawList?page=1&limit=200`,
  );
  const perUser = new Map<string, number>();
  for (const row of recent.body.result!.data)
    perUser.set(row.userId, (perUser.get(row.userId) ?? 0) + 1);
  const users = await apiResult<User[]>(page, request, '/admin/getAllUserData');
  const target = users.find((u) => u.status === 'active' && (perUser.get(u._id) ?? 0) > 5)!;
  expect(target, 'a seeded user with more than 5 withdrawals').toBeDefined();
  const mine = await callApi<Page<Withdrawal>>(
    request,
    token,
    'GET',
    `/admin/withdrawList?${new URLSearchParams({ filter: JSON.stringify({ userId: target._id }), limit: '1' })}`,
  );
  const total = mine.body.result!.total;

  // Two state changes for the timeline: blocked, then active again (as the specs after expect).
  for (const status of ['blocked', 'active'])
    expect(
      (await callApi(request, token, 'POST', '/admin/updateUser', { _id: target._id, status }))
        .status,
    ).toBe(200);

  await page.goto(`/admin/user-details/${target._id}`);
  const heading = page.getByRole('heading', { level: 1, name: target.name });
  await expect(heading).toBeVisible();
  await expect(heading.locator('..').getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block user' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();

  // The withdrawals, five at a time, the next five from the server on request.
  const withdrawals = page.getByRole('region', { name: 'Withdrawals', exact: true });
  const rows = withdrawals.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(withdrawals.getByText(`1-5 of ${total}`)).toBeVisible();
  const firstPage = await rows.allTextContents();
  await withdrawals.getByRole('button', { name: /next page/i }).click();
  await expect(withdrawals.getByText(`6-${Math.min(10, total)} of ${total}`)).toBeVisible();
  await expect(rows).toHaveCount(Math.min(5, total - 5));
  // The range label moves as the click lands; the rows follow once page 2 has answered.
  await expect(rows).not.toHaveText(firstPage);
  await expect(withdrawals.getByRole('link', { name: 'View all withdrawals' })).toHaveAttribute(
    'href',
    `/admin/withdraw?${new URLSearchParams({ filter: JSON.stringify({ email: target.email }) })}`,
  );

  // The timeline: the two changes, newest first, with who.
  const timeline = page.getByRole('region', { name: 'History' });
  await expect(timeline.locator('li').first()).toContainText('blocked → active');
  await expect(timeline.locator('li').nth(1)).toContainText('active → blocked');
  await expect(timeline.locator('li').first()).toContainText('admin@exchange.local');

  // A withdrawal of the list opens its own page, which lists the user's recent withdrawals.
  await rows.first().click();
  await expect(page).toHaveURL(/\/admin\/withdraw\/[^/]+\/show$/);
  await expect(page.getByRole('heading', { level: 1, name: /withdrawal$/ })).toBeVisible();
  await expect(page.getByText(target.email).first()).toBeVisible();
  const others = page.getByRole('region', { name: "This user's recent withdrawals" });
  await expect(others.locator('tbody tr')).toHaveCount(5);
  await expect(others.getByText(`1-5 of ${total}`)).toBeVisible();
});
