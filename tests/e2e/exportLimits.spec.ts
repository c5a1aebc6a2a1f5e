import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { adminToken, signIn } from './support/session';

const RUNNING = 'An export is already running: try again when it finishes';
const PASSBOOK_CSV = '/api/admin/getPassbookHistory?format=csv';

/**
 * An export the admin started elsewhere (another tab, a script) that is still downloading: the
 * answer's head has arrived and nothing more is read, so the server keeps it open, as it does for
 * a slow link. `end()` walks away from it.
 */
async function startExport(baseURL: string, token: string) {
  let sent: ClientRequest | undefined;
  const answer = await new Promise<IncomingMessage>((resolve, reject) => {
    sent = httpRequest(
      new URL(PASSBOOK_CSV, baseURL),
      // Uncompressed, so the whole passbook is far more than the sockets' buffers hold.
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } },
      resolve,
    );
    sent.on('error', reject);
    sent.end();
  });
  answer.pause();
  return { status: answer.statusCode, end: () => sent!.destroy() };
}

async function clickExport(page: Page) {
  await page.getByRole('button', { name: 'Export' }).click();
}

test('a third export while two of the admin’s are running is refused, and works once they end', async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Passbook History' })
    .click();
  // The admin's own export is of the withdrawal holds: the others are of the whole passbook.
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Withdrawal hold', exact: true }).click();
  await expect(page.locator('tbody tr').first()).toContainText('Withdrawal hold');

  const token = (await adminToken(page))!;
  const running = [await startExport(baseURL!, token), await startExport(baseURL!, token)];
  expect(running.map((e) => e.status)).toEqual([200, 200]);

  await clickExport(page);
  await expect(page.getByText(RUNNING)).toBeVisible();
  // The refusal is an error to read, not a sign-out: the admin is still on the passbook.
  await expect(page).toHaveURL(/\/admin\/passbook_history/);
  await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();

  for (const e of running) e.end();
  // The server gives the slots back as it sees the connections close: the admin tries again.
  await expect(async () => {
    const download = page.waitForEvent('download', { timeout: 10_000 });
    await clickExport(page);
    expect((await download).suggestedFilename()).toMatch(/^passbook_history-.*\.csv$/);
  }).toPass({ timeout: 30_000 });
});
