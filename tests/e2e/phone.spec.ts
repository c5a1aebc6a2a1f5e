import { expect, test, type Page } from '@playwright/test';
import { schemas } from '../../src/resources/registry';
import { opensRecord } from '../../src/resources/shared/routes';
import { signIn } from './support/session';

/**
 * On a 390 × 844 phone no screen is wider than the viewport: every list (as cards) and the record
 * page its first card opens. Failures are soft, so one run names every screen that overflows.
 */
test.use({ viewport: { width: 390, height: 844 }, actionTimeout: 10_000 });

const listScreens = schemas.filter((schema) => !schema.singleton);

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('every list and record page fits a phone', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  for (const schema of listScreens) {
    await test.step(schema.name, async () => {
      await page.goto(`/admin/${schema.name}`);
      const cards = page.locator('main ul > li.MuiCard-root');
      const settled = cards
        .first()
        .or(page.locator('main table tbody tr').first())
        .or(page.getByText(/^No .* (yet|found)$/).first());
      await expect(settled).toBeVisible();
      expect
        .soft(await overflow(page), `${schema.name}: list wider than the phone`)
        .toBeLessThanOrEqual(0);
      if (!opensRecord(schema) || !(await cards.first().isVisible())) return;
      const area = cards.first().locator('.MuiCardActionArea-root');
      if (!(await area.isVisible())) return;
      // On a label: a value may be a link of its own (an e-mail).
      await area.locator('dt').first().click();
      await expect(page).not.toHaveURL(new RegExp(`/admin/${schema.name}$`));
      // Its page, or its dialog (a dialog-form resource).
      await expect(
        page.getByRole('dialog').or(page.locator('main').getByRole('heading').first()),
      ).toBeVisible();
      expect
        .soft(await overflow(page), `${schema.name}: record page wider than the phone`)
        .toBeLessThanOrEqual(0);
    });
  }
});
