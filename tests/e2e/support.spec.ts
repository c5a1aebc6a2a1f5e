import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, signIn } from './support/session';

interface TicketPage {
  data: { _id: string; ticketNo: string; status: string }[];
  total: number;
}

async function openTickets(page: Page, request: APIRequestContext): Promise<TicketPage> {
  const token = await adminToken(page);
  const res = await request.get(
    `/api/admin/ticketList?limit=1&filter=${encodeURIComponent('{"status":"open"}')}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return ((await res.json()) as { result: TicketPage }).result;
}

/**
 * Support: the dashboard's open-ticket figure opens the filtered ticket list; a ticket opens on its
 * own route, the admin replies and sees the reply and the new status, closes it after confirming;
 * a category is created in the dialog over the category list.
 */
test('a ticket is opened from the list, answered, and closed with a confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const open = await openTickets(page, request);
  expect(open.total).toBeGreaterThan(0);

  // The dashboard's figure counts the open tickets and links to them.
  const figure = page.getByRole('link', { name: /Open tickets/ });
  await expect(figure).toContainText(open.total.toLocaleString('en-US'));
  await figure.click();
  await expect(page).toHaveURL(/\/admin\/support\/Support\?filter=.*open/);
  await expect(
    page.getByText(new RegExp(`of ${open.total.toLocaleString('en-US')}`)),
  ).toBeVisible();

  const first = open.data[0];
  await page.getByRole('cell', { name: first.ticketNo, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/support/reply/${first._id}$`));
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem').first()).toBeVisible();
  const before = await conversation.getByRole('listitem').count();

  const text = `We checked it: all fine (${Date.now()}).`;
  await page.getByRole('textbox', { name: 'Reply' }).fill(text);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`Reply sent: ticket ${first.ticketNo} is answered`)).toBeVisible();
  await expect(conversation.getByRole('listitem')).toHaveCount(before + 1);
  const last = conversation.getByRole('listitem').last();
  await expect(last).toContainText(text);
  await expect(last).toContainText('admin@exchange.local');
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();

  // The route carries the ticket: a reload shows the same thread.
  await page.reload();
  await expect(conversation.getByRole('listitem').last()).toContainText(text);

  await page.getByRole('button', { name: 'Close ticket' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Close ticket ${first.ticketNo}?`);
  await dialog.getByRole('button', { name: 'Close ticket' }).click();
  await expect(page.getByText(`Ticket ${first.ticketNo} closed`)).toBeVisible();
  await expect(page.getByText(/This ticket is closed by admin@exchange.local/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveCount(0);
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
});

test('a support category is created in the dialog over the list', async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Support' }).click();
  await nav.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/admin\/support\/support-category/);
  await expect(page.getByText(/1-20 of \d+/)).toBeVisible();

  await page.getByRole('link', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'New support category' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/support\/support-category\/create$/);
  // A name taken in another case is refused under the input; what was typed stays.
  await dialog.getByRole('textbox', { name: 'Name' }).fill('withdrawals');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText("A support category named 'Withdrawals' already exists"),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('withdrawals');

  const name = `E2E category ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Made by the e2e journey');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/support\/support-category$/);
  // Newest first: the new category heads the first page.
  await expect(page.getByRole('row').nth(1)).toContainText(name);
});
