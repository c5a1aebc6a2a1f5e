import { expect, test } from '@playwright/test';
import { apiResult } from './support/api';
import { signIn } from './support/session';

interface User {
  _id: string;
  name: string;
  email: string;
  status: 'active' | 'blocked';
}
interface Kyc {
  _id: string;
  name: string;
  email: string;
  status: 'pending' | 'approved' | 'rejected';
}

test('an admin finds a user, opens the details and blocks them after confirming', async ({
  page,
  request,
}) => {
  await signIn(page);
  const users = await apiResult<User[]>(page, request, '/admin/getAllUserData');
  const target = users.find((u) => u.status === 'active')!;

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page).toHaveURL(/\/admin\/user/);
  await expect(page.getByRole('columnheader', { name: /email/i })).toBeVisible();

  // Sorting by a column reorders the rows: the first page is the alphabetically first emails
  // (the default order is newest first, so this only passes once the grid has re-sorted).
  // Each e-mail links to its user's record page.
  const emailsShown = () => page.locator('tbody a[href*="/admin/user-details/"]').allTextContents();
  const byEmail = users.map((u) => u.email).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  await page.getByRole('columnheader', { name: /email/i }).getByRole('button').click();
  await expect
    .poll(async () => {
      const shown = await emailsShown();
      return shown.length > 1 && shown.every((email, i) => email === byEmail[i]);
    })
    .toBe(true);

  await page.getByRole('textbox', { name: 'Search' }).fill(target.email);
  const row = page.getByRole('row').filter({ hasText: target.email });
  await expect(row).toHaveCount(1);
  await row.click();

  await expect(page).toHaveURL(new RegExp(`/admin/user-details/${target._id}$`));
  await expect(page.getByText(target.email).first()).toBeVisible();

  // A reload keeps the details: the route is addressable.
  await page.reload();
  await expect(page.getByText(target.email).first()).toBeVisible();

  await page.getByRole('button', { name: 'Block user' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Block this user?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('User blocked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate user' })).toBeVisible();

  const after = await apiResult<User[]>(page, request, '/admin/getAllUserData');
  expect(after.find((u) => u._id === target._id)?.status).toBe('blocked');
});

test('cancelling the confirmation changes nothing', async ({ page, request }) => {
  await signIn(page);
  const users = await apiResult<User[]>(page, request, '/admin/getAllUserData');
  const target = users.find((u) => u.status === 'active')!;
  await page.goto(`/admin/user-details/${target._id}`);
  await page.getByRole('button', { name: 'Block user' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /cancel/i })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const after = await apiResult<User[]>(page, request, '/admin/getAllUserData');
  expect(after.find((u) => u._id === target._id)?.status).toBe('active');
});

test('an admin rejects a KYC submission with a reason and approves another', async ({
  page,
  request,
}) => {
  await signIn(page);
  const pending = (await apiResult<Kyc[]>(page, request, '/admin/getAllKycList')).filter(
    (k) => k.status === 'pending',
  );
  const [toReject, toApprove] = pending;

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'KYC', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/kyc/);
  await page.getByRole('textbox', { name: 'Search' }).fill(toReject.email);
  // The search is debounced into the URL: click once it landed, or the late filter update would
  // navigate back to the list after the row click.
  await expect(page).toHaveURL(/[?&]filter=%7B%22q%22/);
  await page.getByRole('row').filter({ hasText: toReject.email }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/kyc-details/${toReject._id}$`));
  // The document images load through the authenticated API.
  await expect(page.getByRole('img', { name: /front/i }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /reject/i }).click();
  await expect(dialog.getByText(/reason/i).first()).toBeVisible();
  await dialog.getByLabel(/reason/i).fill('Document photo is blurred');
  await dialog.getByRole('button', { name: /reject/i }).click();
  await expect(page.getByText('KYC rejected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeHidden();

  await page.goto(`/admin/kyc-details/${toApprove._id}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /approve/i })
    .click();
  await expect(page.getByText('KYC approved')).toBeVisible();

  const after = await apiResult<Kyc[]>(page, request, '/admin/getAllKycList');
  expect(after.find((k) => k._id === toReject._id)?.status).toBe('rejected');
  expect(after.find((k) => k._id === toApprove._id)?.status).toBe('approved');
});
