import { expect, test } from '@playwright/test';
import { columnsOf, type PagedListContract } from '../../src/contracts/resources/types';
import { withdrawContract } from '../../src/contracts/resources/withdraw';
import { depositContract } from '../../src/contracts/resources/deposit';
import { kycContract } from '../../src/contracts/resources/kyc';
import { supportTicketsContract } from '../../src/contracts/resources/support';
import { raiseDisputeContract } from '../../src/contracts/resources/p2pDisputes';
import { tradeBuyContract } from '../../src/contracts/resources/trade';
import { signIn } from './support/session';

/**
 * The columns a person decides on (each contract's `decisions`) are on screen at 1440×900
 * without a sideways scroll: left of the row actions pinned to the right edge, inside the
 * table's box.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const GRIDS: PagedListContract[] = [
  withdrawContract,
  depositContract,
  kycContract,
  supportTicketsContract,
  raiseDisputeContract,
  tradeBuyContract,
];

test('every decision column fits beside the row actions at 1440×900', async ({ page }) => {
  await signIn(page);
  for (const contract of GRIDS) {
    const decisions = contract.decisions ?? [];
    expect(decisions.length, contract.name).toBeGreaterThan(0);
    await page.goto(`/admin/${contract.name}`);
    await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 });
    const labels = columnsOf(contract)
      .filter((field) => decisions.includes(field.key))
      .map((field) => field.label);
    const figures = await page.evaluate((names) => {
      const box = document.querySelector('.RaDataTable-tableWrapper')!.getBoundingClientRect();
      const actions = document.querySelector('table thead th.SchemaGrid-actions');
      const edge = Math.min(box.right, actions?.getBoundingClientRect().left ?? box.right);
      const heads = [...document.querySelectorAll('table thead th')];
      return names.map((name) => {
        const th = heads.find((h) => h.textContent?.trim() === name);
        return { name, right: th ? Math.round(th.getBoundingClientRect().right) : null, edge };
      });
    }, labels);
    for (const { name, right, edge } of figures) {
      expect(right, `${contract.name}: ${name} is a column`).not.toBeNull();
      expect(
        right!,
        `${contract.name}: ${name} ends at ${right} px, the view at ${edge} px`,
      ).toBeLessThanOrEqual(edge + 1);
    }
  }
});
