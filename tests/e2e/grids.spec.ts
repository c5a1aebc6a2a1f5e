import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn } from './support/session';

/**
 * Grids that fit a laptop screen (#25): one line per row at 1440×900 with a sticky header, and the
 * admin's own view of a grid (hidden columns, saved queries, density) kept in this browser across
 * reloads. Played on the support tickets, the grid whose subjects used to wrap into tall rows.
 */
const TICKETS = '/admin/support/Support';

test.use({ viewport: { width: 1440, height: 900 } });

const SUPPORT = { email: 'support@exchange.local', password: 'Support@12345' };

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page
    .getByRole('menu', { name: 'Profile menu' })
    .getByRole('menuitem', { name: 'Logout' })
    .click();
  await page
    .getByRole('dialog', { name: 'Log out?' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

const rows = (page: Page) => page.locator('table tbody tr');
const header = (page: Page, name: string) => page.locator('table thead th', { hasText: name });

async function openTickets(page: Page) {
  await page.goto(TICKETS);
  await expect(rows(page)).toHaveCount(25, { timeout: 30_000 });
}

/** The heights of the rendered rows, and how many are wholly inside the table's scroll box. */
async function rowFigures(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('.RaDataTable-tableWrapper')!.getBoundingClientRect();
    const head = document.querySelector('table thead')!.getBoundingClientRect();
    const top = Math.max(0, box.top, head.bottom);
    const bottom = Math.min(window.innerHeight, box.bottom);
    const rects = [...document.querySelectorAll('table tbody tr')].map((row) =>
      row.getBoundingClientRect(),
    );
    return {
      heights: rects.map((rect) => rect.height),
      onScreen: rects.filter((rect) => rect.top >= top - 1 && rect.bottom <= bottom + 1).length,
    };
  });
}

test('tickets at 1440×900: one line per row, 12+ rows on screen, a cut subject whole on hover, a sticky header', async ({
  page,
}) => {
  await signIn(page);
  await openTickets(page);
  const { heights, onScreen } = await rowFigures(page);
  expect(Math.max(...heights)).toBeLessThanOrEqual(60);
  expect(onScreen).toBeGreaterThanOrEqual(12);

  // A subject longer than its column ends in an ellipsis; hovering it gives the whole text.
  const cut = page.locator('tbody td.column-subject');
  const index = await cut.evaluateAll((cells) =>
    cells.findIndex((cell) => cell.scrollWidth > cell.clientWidth),
  );
  expect(index, 'a subject is cut on this page').toBeGreaterThanOrEqual(0);
  const cell = cut.nth(index);
  await cell.hover();
  await expect(cell).toHaveAttribute('title', (await cell.textContent())!.trim());

  // The table scrolls under its header: after scrolling, the header is still at the box's top.
  const wrapper = page.locator('.RaDataTable-tableWrapper');
  await wrapper.evaluate((box) => box.scrollTo({ top: 400 }));
  const [boxTop, headTop] = await Promise.all([
    wrapper.evaluate((box) => box.getBoundingClientRect().top),
    header(page, 'Subject').evaluate((th) => th.getBoundingClientRect().top),
  ]);
  expect(Math.abs(headTop - boxTop)).toBeLessThan(2);
});

test('a column hidden in the chooser stays hidden after a reload and a sign-out, for that admin only, until shown again', async ({
  page,
}) => {
  // Four sign-ins and five openings of the grid: on a busy 2-core runner each opening took 8-12 s,
  // and the journey ran past the default 90 s at its last step (CI, 2 Dec).
  test.setTimeout(180_000);
  await signIn(page);
  await openTickets(page);
  await expect(header(page, 'Category')).toBeVisible();

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Category' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(header(page, 'Category')).toHaveCount(0);

  await page.reload();
  await expect(rows(page)).toHaveCount(25, { timeout: 30_000 });
  await expect(header(page, 'Subject')).toBeVisible();
  await expect(header(page, 'Category')).toHaveCount(0);
  await expect(page.locator('tbody td.column-category')).toHaveCount(0);

  // Kept per admin: signing out keeps it, and another admin on this browser has their own grid.
  await signOut(page);
  await signIn(page);
  await openTickets(page);
  await expect(header(page, 'Category')).toHaveCount(0);
  await signOut(page);
  await signIn(page, SUPPORT);
  await openTickets(page);
  await expect(header(page, 'Category')).toBeVisible();
  await signOut(page);
  await signIn(page);
  await openTickets(page);

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Category' }).check();
  await page.keyboard.press('Escape');
  await expect(header(page, 'Category')).toBeVisible();
});

test('a saved query (filter and sort) re-applies from the list, after a reload too, and can be deleted', async ({
  page,
}) => {
  await signIn(page);
  await openTickets(page);

  // Closed tickets, oldest first.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Closed' }).click();
  // The sort is clicked at once, before the filter has rendered: it must not undo the filter
  // (react-admin#4189, closed by paramsInOrder.tsx).
  await header(page, 'Created').getByRole('button').click();
  await expect(page).toHaveURL(/filter=.*closed.*order=ASC/);
  const firstClosed = await rows(page).first().textContent();

  await page.getByRole('button', { name: 'Saved queries' }).click();
  await page.getByRole('button', { name: 'Save current query...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save current query as' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByLabel(/Query name/).fill('Closed, oldest first');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Coming back, the list opens where the admin left it (closed, oldest first) ...
  await page.goto('/admin/dashboard');
  await page.goto(TICKETS);
  await expect(rows(page).first()).toHaveText(firstClosed!);
  // ... a link to another view opens that view (every status, newest first) ...
  await page.goto(`${TICKETS}?filter=${encodeURIComponent('{}')}&sort=createdAt&order=DESC`);
  await expect(rows(page)).toHaveCount(25, { timeout: 30_000 });
  await expect(rows(page).first()).not.toHaveText(firstClosed!);

  // ... and the saved one brings back its filter and its sort.
  await page.getByRole('button', { name: 'Saved queries' }).click();
  await page.getByRole('button', { name: 'Closed, oldest first', exact: true }).click();
  await expect(rows(page).first()).toHaveText(firstClosed!);
  await expect(page.locator('tbody td.column-status', { hasNotText: 'Closed' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Closed');
  await expect(page).toHaveURL(/filter=.*closed.*order=ASC/);

  // Deleted, it is gone from the list (and from this browser).
  await page.getByRole('button', { name: 'Saved queries' }).click();
  await page.getByRole('button', { name: 'Remove query "Closed, oldest first"' }).click();
  await expect(page.getByRole('button', { name: 'Closed, oldest first', exact: true })).toHaveCount(
    0,
  );
  await page.reload();
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Saved queries' }).click();
  await expect(page.getByText('Filter the list and save this query for later')).toBeVisible();
});

test('compact rows are shorter and stay chosen after a reload', async ({ page }) => {
  await signIn(page);
  await openTickets(page);
  const comfortable = Math.max(...(await rowFigures(page)).heights);
  const toggle = page.getByRole('button', { name: 'Compact rows' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => Math.max(...(await rowFigures(page)).heights))
    .toBeLessThan(comfortable - 4);
  await page.reload();
  await expect(rows(page)).toHaveCount(25, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Compact rows' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(Math.max(...(await rowFigures(page)).heights)).toBeLessThan(comfortable - 4);
});

/**
 * axe's serious and critical findings on the page (the screens themselves are held to every impact by a11y.*.spec.ts), or only on
 * what was just opened over it (the page under it was checked already; a whole-page pass costs
 * seconds on a busy machine).
 */
async function seriousFindings(page: Page, opened?: string) {
  await page.waitForTimeout(400); // transitions done: contrast is measured on final colours
  const axe = new AxeBuilder({ page });
  if (opened) axe.include(opened);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const POPOVER = '.MuiPopover-paper';

for (const theme of ['light', 'dark'] as const) {
  test(`${theme} theme: the grid's chooser, saved queries and their dialog are axe clean and keyboard reachable`, async ({
    page,
  }) => {
    // Four axe scans of a full grid and its popovers: 35–50 s on two busy cores.
    test.setTimeout(120_000);
    await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    await signIn(page);
    await openTickets(page);
    await page.getByRole('button', { name: 'Compact rows' }).click();
    expect(await seriousFindings(page)).toEqual([]);

    // Columns, from the keyboard: focus the button, open it, switch a column off and on.
    await page.getByRole('button', { name: 'Columns' }).focus();
    await page.keyboard.press('Enter');
    const subject = page.getByRole('checkbox', { name: 'Subject' });
    await expect(subject).toBeVisible();
    expect(await seriousFindings(page, POPOVER)).toEqual([]);
    await subject.focus();
    await page.keyboard.press('Space');
    await expect(header(page, 'Subject')).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(header(page, 'Subject')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Saved queries' }).focus();
    await page.keyboard.press('Enter');
    const save = page.getByRole('button', { name: 'Save current query...' });
    await expect(save).toBeVisible();
    expect(await seriousFindings(page, POPOVER)).toEqual([]);
    await save.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save current query as' });
    await expect(dialog.getByLabel(/Query name/)).toBeFocused();
    expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.type('Everything');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Saved queries' }).click();
    await expect(page.getByRole('button', { name: 'Everything', exact: true })).toBeVisible();
    expect(await seriousFindings(page, POPOVER)).toEqual([]);
  });
}
