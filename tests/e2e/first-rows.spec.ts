import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { passwordSession } from './support/adminApi';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FirstPageManifest } from '../../src/boot/firstPageManifest';

/**
 * The users grid's first page, painted by the boot script (src/boot/firstRows.ts) before the
 * admin has loaded, then replaced by the real grid: the same rows on the same pixels, from one
 * request. The admin's scripts are held back so the painted page can be read first.
 */
test.use({ viewport: { width: 1440, height: 900 } });

/** Each header and the first rows' cells: text and box, rounded to the pixel. */
const gridOf = (page: Page, root: string) =>
  page.evaluate((selector) => {
    const box = (cell: Element) => {
      const r = cell.getBoundingClientRect();
      return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width) };
    };
    const cells = (row: Element) =>
      Array.from(row.children, (cell) => ({ text: cell.textContent?.trim(), ...box(cell) }));
    const table = document.querySelector(`${selector} table`)!;
    const rows = Array.from(table.querySelectorAll('tbody tr')).slice(0, 5);
    return { header: cells(table.querySelector('thead tr')!), rows: rows.map(cells) };
  }, root);

/** A browser that signed in before: the token is in localStorage when the page opens. */
async function signedIn(page: Page, request: APIRequestContext) {
  const token = await passwordSession(request);
  await page.addInitScript((t) => window.localStorage.setItem('adminToken', t), token);
}

/** Records, from the first script on, whether the painted page was ever in the document. */
const watchPainting = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.getElementById('first-rows')) (window as { painted?: boolean }).painted = true;
    }).observe(document, { childList: true, subtree: true });
  });
const wasPainted = (page: Page) =>
  page.evaluate(() => (window as { painted?: boolean }).painted === true);

// Read as data: Playwright's ESM loader wants an import attribute for JSON, the app's build none.
const firstPages = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../src/boot/firstPages.json'), 'utf8'),
) as Record<string, FirstPageManifest>;

// Every list the boot script may paint (src/boot/firstPages.json, derived from the schemas).
for (const [name, { request: call, perPage }] of Object.entries(firstPages)) {
  test(`/admin/${name}: the first page shows before the admin has loaded; the grid takes it over in place, from the one request`, async ({
    page,
    request,
  }) => {
    const firstPage = `/api${call.path}?${new URLSearchParams(
      Object.entries(call.query).map(([key, value]) => [key, String(value)]),
    )}`;
    await signedIn(page, request);
    const firstPageRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(firstPage)) firstPageRequests.push(r.url());
    });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      if (!/\/first-rows-/.test(route.request().url())) await held;
      await route.continue();
    });

    // Not until "load": the held scripts keep the page loading.
    await page.goto(`/admin/${name}`, { waitUntil: 'commit' });
    await expect(page.locator('#first-rows tbody tr')).toHaveCount(perPage);
    const painted = await gridOf(page, '#first-rows');
    // The grid's header, checked cell by cell against the real one below.
    expect(painted.header.length).toBeGreaterThan(1);

    release();
    // Every script of the admin went through the route above: slower than a plain load.
    await expect(page.locator('#root tbody tr')).toHaveCount(perPage, { timeout: 30_000 });
    await expect(page.locator('#first-rows')).toHaveCount(0);
    const real = await gridOf(page, '#root');
    // The same texts in the same boxes (±1 px: MUI's sort label sits half a pixel lower).
    for (const [r, row] of [real.header, ...real.rows].entries()) {
      const before = [painted.header, ...painted.rows][r];
      expect(row.map((cell) => cell.text)).toEqual(before.map((cell) => cell.text));
      for (const [c, cell] of row.entries()) {
        expect(Math.abs(cell.x - before[c].x), `row ${r} cell ${c} x`).toBeLessThanOrEqual(1);
        expect(Math.abs(cell.y - before[c].y), `row ${r} cell ${c} y`).toBeLessThanOrEqual(1);
        expect(
          Math.abs(cell.width - before[c].width),
          `row ${r} cell ${c} width`,
        ).toBeLessThanOrEqual(1);
      }
    }
    expect(firstPageRequests).toHaveLength(1);
  });
}

test('an invalid token paints nothing: the admin ends the session as it always has', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('adminToken', 'not-a-token'));
  await watchPainting(page);
  await page.goto('/admin/user');
  await expect(page).toHaveURL(/\/login/);
  expect(await wasPainted(page)).toBe(false);
});

test('a list URL with its own sort is left to the grid: nothing painted, its rows as asked', async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await watchPainting(page);
  await page.goto('/admin/user?sort=name&order=ASC');
  await expect(page.locator('#root tbody tr').first()).toBeVisible();
  expect(await wasPainted(page)).toBe(false);
});
