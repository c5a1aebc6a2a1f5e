import { expect, test } from '@playwright/test';
import { apiResult } from './support/api';
import { signIn } from './support/session';

interface User {
  _id: string;
  email: string;
  status: 'active' | 'blocked';
}

/**
 * Issue #24 as an owner lives it: a change made on a record shows at once in that record's
 * History, and on the Audit trail, whose chain the server has just verified.
 */
test('a block shows in the user’s History and on the Audit trail, and the chain verifies', async ({
  page,
  request,
}) => {
  await signIn(page);
  const users = await apiResult<User[]>(page, request, '/admin/getAllUserData');
  const target = users.find((user) => user.status === 'active')!;

  await page.goto(`/admin/user-details/${target._id}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toBeVisible();
  await page.getByRole('button', { name: 'Block user' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('User blocked')).toBeVisible();

  // The History reads again after the change: who, what, and the status before → after.
  const latest = history.locator('dl').first();
  await expect(latest.getByText('Status', { exact: true })).toBeVisible();
  await expect(latest).toContainText('active → blocked');
  await expect(
    history.getByText(/admin@exchange\.local · User changed · POST \/admin\/updateUser/).first(),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Admin' })
    .click();
  await page.getByRole('link', { name: 'Audit trail' }).click();
  await expect(page).toHaveURL(/\/admin\/audit/);
  await expect(page.getByRole('status').filter({ hasText: /^Verified: [\d\s]+ entr/ })).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  // The newest entry reads as a sentence: who blocked whom, the user linked to their page.
  const newest = page.getByRole('row').nth(1);
  await expect(newest).toContainText(`blocked the user ${target.email}`);
  await expect(newest.getByRole('link', { name: target.email })).toHaveAttribute(
    'href',
    `/admin/user-details/${target._id}`,
  );
  await expect(newest).toContainText('active → blocked');
  await page.screenshot({ path: test.info().outputPath('audit-trail.png'), fullPage: true });

  // Back as it was, for the specs that follow: activating is one more entry.
  await page.goto(`/admin/user-details/${target._id}`);
  await page.getByRole('button', { name: 'Activate user' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(page.getByText('User activated')).toBeVisible();
  await expect(history.locator('dl').first()).toContainText('blocked → active');
});
