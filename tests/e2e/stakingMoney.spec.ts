import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { adminToken, signIn } from './support/session';
import { callApi } from './support/adminApi';
import { startServer, type RunningServer } from './support/server';
import { enableAdmin2fa } from './support/twoFactorAdmin';
import { Authenticator } from './support/totp';
import { gateDialog } from './support/wallet';

/**
 * Money journeys on a server of its own whose admin has 2FA on (the step-up gate is real):
 * an admin stake through its spec route, settling one seeded matured stake into the user's
 * passbook, and settling all with the total shown first. Serial: they share the session.
 */
test.describe('staking with the 2FA step-up', () => {
  test.describe.configure({ mode: 'serial' });

  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let authenticator: Authenticator;

  test.beforeAll(async ({ browser }) => {
    // A fresh server seeds first: on a busy machine that outlasts one test's 45 s.
    test.setTimeout(150_000);
    server = await startServer();
    context = await browser.newContext({ baseURL: server.baseURL });
    page = await context.newPage();
    await signIn(page);
    token = (await adminToken(page))!;
    authenticator = await enableAdmin2fa(page.request, token);
  });

  test.afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  test('create an admin stake on staket/createAdminStake: confirmation, step-up, one keyed request', async () => {
    await page.goto('/admin/stake/list');
    await page.getByRole('link', { name: 'New admin stake' }).click();
    await expect(page).toHaveURL(/\/admin\/staket\/createAdminStake$/);
    await expect(page.getByText('New admin stake').first()).toBeVisible();
    // The code is asked before the form, so nothing typed waits on it.
    const gate = gateDialog(page);
    await gate.getByLabel('Verification code').fill(await authenticator.next());
    await gate.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: 'USDT Flexible Savings', exact: true }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('250');
    await page.getByRole('button', { name: 'Save' }).click();

    const dialog = page.getByRole('dialog', { name: 'Stake platform funds?' });
    await expect(
      dialog.getByText(
        'Stake 250 USDT of the platform\'s own funds in "USDT Flexible Savings"? The amount is locked from the platform balance until the stake is settled.',
      ),
    ).toBeVisible();
    const created = page.waitForResponse((r) => r.url().endsWith('/staking/createAdminStak'));
    await dialog.getByRole('button', { name: 'Stake' }).click();
    const response = await created;
    expect(response.status()).toBe(200);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.request().postDataJSON()).toMatchObject({ amount: '250' });

    await expect(page).toHaveURL(/\/admin\/staket\/admin$/);
    await expect(page.getByText('Admin stake created')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'USDT Flexible Savings' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('250.00 USDT');
  });

  test("settle a seeded matured stake after its confirmation; the user's passbook shows the reward", async () => {
    const matured = await callApi<{ data: { _id: string; email: string }[] }>(
      page.request,
      token,
      'POST',
      '/admin/getMaturedStakes',
      {},
    );
    const { _id: stakeId, email } = matured.body.result!.data[0];
    const rewards = `/admin/getPassbookHistory?filter=${encodeURIComponent(JSON.stringify({ email, kind: 'stake_reward' }))}`;
    const before = (await callApi<{ total: number }>(page.request, token, 'GET', rewards)).body
      .result!.total;

    await page.goto('/admin/stake/settle');
    const row = page.getByRole('row').filter({ hasText: email }).first();
    await row.getByRole('button', { name: 'Settle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settle matured stakes?' });
    await expect(
      dialog.getByText(/^Settle 1 stake\? The users receive .+ reward\. This cannot be undone\.$/),
    ).toBeVisible();
    const settled = page.waitForResponse((r) => r.url().endsWith('/admin/settleStake'));
    // The step-up of the previous journey is still live: no second code.
    await dialog.getByRole('button', { name: 'Settle' }).click();
    expect((await settled).status()).toBe(200);
    await expect(page.getByText(/^Settled: .+ principal \+ .+ reward paid$/)).toBeVisible();

    // Idempotent: settling it again pays nothing and says so.
    const again = await callApi(page.request, token, 'POST', '/admin/settleStake', {
      _id: stakeId,
    });
    expect(again.body.message).toBe('Already settled: nothing was paid again');

    await page.goto(
      `/admin/passbook_history?filter=${encodeURIComponent(JSON.stringify({ email, kind: 'stake_reward' }))}`,
    );
    await expect(page.getByText(new RegExp(`of ${before + 1}$`))).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Stake reward' }).first()).toBeVisible();
  });

  test('settle all matured: the total paid per asset before confirming, then progress to none left', async () => {
    test.setTimeout(240_000);
    type Preview = {
      settled: number;
      totals: { asset: string; principal: string; reward: string }[];
    };
    let count = 0;
    let totals: Preview['totals'] = [];
    await page.goto('/admin/stake/settle');
    const dialog = page.getByRole('dialog', { name: 'Settle all matured stakes?' });
    // A stake may mature while the page loads: the dialog's preview is compared with the server's
    // taken once the dialog shows, and opened again if one matured in between.
    await expect(async () => {
      if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Settle all matured' }).click();
      await expect(dialog.getByText(/^Settle \d+ matured stakes\?/)).toBeVisible();
      const preview = await callApi<Preview>(
        page.request,
        token,
        'POST',
        '/admin/settleStakePreview',
        {
          all: true,
        },
      );
      ({ settled: count, totals } = preview.body.result!);
      expect(count).toBeGreaterThan(0);
      await expect(
        dialog.getByText(
          `Settle ${count} matured stakes? This cannot be undone. The users receive:`,
        ),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const table = dialog.getByRole('table', { name: 'Total paid per asset' });
    for (const total of totals) {
      const assetRow = table.getByRole('row').filter({ hasText: total.asset });
      await expect(assetRow).toContainText(total.principal);
      await expect(assetRow).toContainText(total.reward);
    }
    await dialog.getByRole('button', { name: 'Settle all' }).click();
    // ~340 stakes, 50 a call, each stake its own transaction of ~20 queries: 16 s on a quiet
    // machine, but calls of 5.5–11.3 s each (~60 s in all) when CI's other worker shares the cores.
    await expect(page.getByText(`${count} stakes settled`)).toBeVisible({ timeout: 150_000 });
    await expect(page.getByText('No settlement yet')).toBeVisible();

    // A second "settle all" finds nothing and says so.
    await page.getByRole('button', { name: 'Settle all matured' }).click();
    const again = page.getByRole('dialog', { name: 'Settle all matured stakes?' });
    await expect(again.getByText('No matured stake to settle.')).toBeVisible();
    await expect(again.getByRole('button', { name: 'Settle all' })).toBeDisabled();
  });
});
