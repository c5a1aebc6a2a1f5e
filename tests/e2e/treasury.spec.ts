import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './support/server';
import { adminToken, signIn } from './support/session';
import { enableAdmin2fa } from './support/twoFactorAdmin';
import { callApi } from './support/adminApi';
import { secondOwnerDesk, stepUpIfAsked, type AdminDesk } from './support/secondOwner';
import type { Authenticator } from './support/totp';
import {
  SNAPSHOT_REQUESTED,
  TREASURY_PATHS,
  type ReservesProof,
  type SnapshotPage,
} from '../../src/contracts/treasury';

/**
 * Issue #44 as the owner meets it: the Treasury page from the sidebar, the seeded discrepancy
 * raised as an alarm and a Short status, the short asset opened to its figures; then a user's
 * page, whose proof of reserves downloads as the JSON file the verifier reads. A snapshot is
 * asked for and approved by the second owner first when the seed published none.
 */
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let context: BrowserContext;
let page: Page;
let authenticator: Authenticator;
let owner2: AdminDesk;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  // Its own server: the journey turns the owner's 2FA on and may publish a snapshot.
  server = await startServer();
  context = await browser.newContext({ baseURL: server.baseURL, acceptDownloads: true });
  page = await context.newPage();
  await signIn(page);
  authenticator = await enableAdmin2fa(page.request, (await adminToken(page))!);
  owner2 = await secondOwnerDesk(browser, server.baseURL);
});

test.afterAll(async () => {
  await context?.close();
  await owner2?.context.close();
  await server?.stop();
});

const withIds = (id: string, userId: string) =>
  TREASURY_PATHS.proof.replace(':id', encodeURIComponent(id)).replace(':userId', userId);

async function snapshots(): Promise<SnapshotPage> {
  const answer = await callApi<SnapshotPage>(
    page.request,
    await adminToken(page),
    'GET',
    `${TREASURY_PATHS.snapshots}?page=1&limit=25`,
  );
  expect(answer.status).toBe(200);
  return answer.body.result!;
}

const newestPublished = async () =>
  (await snapshots()).items.find((snapshot) => snapshot.status === 'published');

test('the owner sees the short asset, opens it, and downloads a user’s proof of reserves', async () => {
  test.setTimeout(180_000);

  await test.step('open Treasury from the sidebar', async () => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Admin' }).click();
    await nav.getByRole('link', { name: 'Treasury' }).click();
    await expect(page).toHaveURL(/\/admin\/treasury$/);
    await expect(page.getByRole('heading', { name: 'Treasury', level: 1 })).toBeVisible();
  });

  const table = page.getByRole('table', { name: 'Reconciliation per asset' });
  // Which asset the seed left short is the seed's business: read it from the row marked Short.
  const shortRow = table
    .getByRole('row')
    .filter({ has: page.getByText('Short', { exact: true }) })
    .first();
  let shortAsset = '';

  await test.step('see the alarm and a Short status', async () => {
    await expect(shortRow).toBeVisible({ timeout: 20_000 });
    shortAsset = (await shortRow.getByRole('rowheader').innerText()).trim();
    const alarm = page.getByRole('alert').filter({ hasText: /assets? (is|are) short/ });
    await expect(alarm).toBeVisible();
    await expect(alarm).toContainText(`${shortAsset} is short by `);
  });

  await test.step('drill into the short asset', async () => {
    await shortRow.getByRole('button', { name: `Show ${shortAsset} details` }).click();
    const kinds = page.getByRole('region', { name: `${shortAsset} liabilities by kind` });
    await expect(kinds).toBeVisible();
    await expect(kinds.getByText('Held for withdrawals')).toBeVisible();
    await expect(
      page.getByRole('region', { name: `${shortAsset} holdings by network` }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(`^(All )?${shortAsset} passbook entries`) }),
    ).toBeVisible();
  });

  await test.step('a published snapshot (asked for and approved when the seed has none)', async () => {
    if (await newestPublished()) return;
    const panel = page.getByRole('region', { name: 'Proof-of-reserves snapshots' });
    await panel.getByRole('button', { name: 'Request snapshot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a proof-of-reserves snapshot?' });
    await expect(dialog).toContainText('a second admin must approve it');
    await dialog.getByRole('button', { name: 'Request' }).click();
    await stepUpIfAsked(page, authenticator, SNAPSHOT_REQUESTED);

    // The second owner approves the one pending request whose summary names the snapshot.
    const desk = owner2.page;
    await desk.goto('/admin/approvals');
    const row = desk
      .getByRole('row')
      .filter({ hasText: /snapshot|reserves/i })
      .filter({ hasText: 'Pending' })
      .first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    await row.getByRole('button', { name: 'Approve' }).click();
    const approve = desk.getByRole('dialog', { name: 'Approve this request?' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await stepUpIfAsked(desk, owner2.authenticator, /^Approved: /);
    await expect.poll(async () => Boolean(await newestPublished()), { timeout: 60_000 }).toBe(true);
  });

  await test.step('download a user’s proof from their page', async () => {
    const snapshot = (await newestPublished())!;
    const token = await adminToken(page);
    const users = await callApi<{ _id: string }[]>(
      page.request,
      token,
      'POST',
      '/admin/getAllUserData',
      {},
    );
    // A user with a leaf: the proof answers 200 (a user who never held anything may have none).
    let userId = '';
    for (const user of users.body.result!.slice(0, 40)) {
      const proof = await callApi(page.request, token, 'GET', withIds(snapshot.id, user._id));
      if (proof.status === 200) {
        userId = user._id;
        break;
      }
    }
    expect(userId, 'a seeded user with a leaf in the snapshot').not.toBe('');

    await page.goto(`/admin/user-details/${userId}`);
    const button = page.getByRole('button', { name: 'Download proof of reserves' });
    await expect(button).toBeVisible({ timeout: 20_000 });
    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`proof-of-reserves-${snapshot.id}-${userId}.json`);
    const proof = JSON.parse(await readFile((await file.path())!, 'utf8')) as ReservesProof;
    expect(proof.rootHash).toMatch(/^[0-9a-f]{64}$/);
    expect(proof.rootHash).toBe(snapshot.rootHash);
    expect(proof.leaf.userId).toBe(userId);
    await expect(page.getByText('npm run verify-proof --').first()).toBeVisible();
  });
});
