import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { apiToken, ensureProductionBuild, freePort, startBenchServer } from './browser/benchServer';
import { median, ms, percentile, type BenchRow, type BenchSection } from './measure';

/** The busiest grids an operator pages through, by their list route. */
const GRIDS = {
  withdrawals: '/admin/withdraw',
  'withdrawal queue': `/admin/withdraw?filter=${encodeURIComponent('{"status":"pending"}')}`,
  deposits: '/admin/deposit',
  users: '/admin/user',
  tickets: '/admin/support/Support',
};
const FLIPS = Number(process.env.BENCH_FLIPS ?? 24);

/**
 * In the page: press next (or previous) page and resolve with the time until the frame after the
 * first row changed. Both pages are in react-query's cache by then, so no request is made: what
 * is timed is the browser's work on 25 rows (React's render and commit, styles, layout, paint).
 * A string, not a function: tsx would add its helpers to a function's source.
 */
const FLIP = `async (label) => {
  const table = document.querySelector('table');
  const firstRow = () => table.querySelector('tbody tr')?.textContent;
  const before = firstRow();
  const started = performance.now();
  document.querySelector('[aria-label="' + label + '"]').click();
  await new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (firstRow() !== before) { watch.disconnect(); resolve(); }
    });
    watch.observe(table, { subtree: true, childList: true, characterData: true });
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - started;
}`;

/**
 * `BENCH_SECTIONS=pageflip`: a cached page of the busy grids, from the click on next or previous
 * page to the frame that shows it, the median and p90 of BENCH_FLIPS flips (after two that fill
 * the cache), in headless Chromium at 1440×900 on the production build.
 */
export const pageFlipSection: BenchSection = {
  title: `A cached page of the busy grids: click to its frame (${FLIPS} flips, headless chromium)`,
  async run() {
    ensureProductionBuild();
    const server = await startBenchServer({ SEED_USERS: '3000' }, await freePort());
    const browser = await chromium.launch(chromiumLaunchOptions);
    const rows: BenchRow[] = [];
    try {
      const token = await apiToken(server.baseURL);
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${server.baseURL}/login`);
      await page.evaluate((value) => localStorage.setItem('adminToken', value), token);
      for (const [grid, route] of Object.entries(GRIDS)) {
        await page.goto(`${server.baseURL}${route}`);
        await page.locator('tbody tr').nth(10).waitFor({ timeout: 30_000 });
        const times: number[] = [];
        for (let flip = 0; flip < FLIPS + 2; flip++) {
          const label = flip % 2 === 0 ? 'Go to next page' : 'Go to previous page';
          const took = (await page.evaluate(`(${FLIP})(${JSON.stringify(label)})`)) as number;
          if (flip >= 2) times.push(took);
          await page.waitForTimeout(150); // a person reads before the next click
        }
        const cells = await page.locator('tbody tr').first().locator('td').count();
        rows.push({
          measure: grid,
          value: ms(median(times)),
          budget: '≤ 150 ms (a click)',
          note: `p90 ${ms(percentile(times, 90))}; ${cells} cells a row, no request`,
        });
      }
      return rows;
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
