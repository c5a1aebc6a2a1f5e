import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { ADMIN, startServer } from '../e2e/support/server';
import { ensureProductionBuild } from './browser/benchServer';
import type { BenchRow, BenchSection } from './measure';

/** The busiest grids an operator works through, by their list route. */
const GRIDS = {
  tickets: '/admin/support/Support',
  disputes: '/admin/p2p/raise-dispute',
  withdrawals: '/admin/withdraw',
  users: '/admin/user',
};
const VIEWPORT = { width: 1440, height: 900 };

interface Fit {
  rows: number;
  visible: number;
  rowHeight: number;
  scrollsSideways: boolean;
  pageOverflows: boolean;
}

/** Rows wholly on screen: inside the window and the table's own scroll box, below its header. */
function measureFit(): Fit {
  const rows = [...document.querySelectorAll('table tbody tr')];
  const wrap = document.querySelector('.RaDataTable-tableWrapper');
  const head = document.querySelector('table thead');
  if (!wrap || !head) throw new Error('no DataTable on the page');
  const box = wrap.getBoundingClientRect();
  const top = Math.max(0, box.top, head.getBoundingClientRect().bottom);
  const bottom = Math.min(window.innerHeight, box.bottom);
  const visible = rows.filter((row) => {
    const b = row.getBoundingClientRect();
    return b.top >= top - 1 && b.bottom <= bottom + 1;
  }).length;
  return {
    rows: rows.length,
    visible,
    rowHeight: Math.max(...rows.map((row) => row.getBoundingClientRect().height)),
    scrollsSideways: wrap.scrollWidth > wrap.clientWidth,
    pageOverflows: document.documentElement.scrollWidth > document.documentElement.clientWidth,
  };
}

async function signIn(page: Page, baseURL: string, theme: string) {
  await page.goto(`${baseURL}/login`);
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}

/**
 * How much of each busy grid a laptop screen shows (1440×900, light and dark theme): the rows
 * wholly visible without scrolling, the tallest row, and whether anything scrolls sideways.
 */
export const gridRowsSection: BenchSection = {
  title: `Rows on one screen (${VIEWPORT.width}×${VIEWPORT.height}, production build, headless chromium)`,
  async run() {
    ensureProductionBuild();
    const server = await startServer({ SEED_USERS: '300' });
    const browser = await chromium.launch(chromiumLaunchOptions);
    const rows: BenchRow[] = [];
    try {
      for (const theme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport: VIEWPORT });
        const page = await context.newPage();
        await signIn(page, server.baseURL, theme);
        for (const [grid, route] of Object.entries(GRIDS)) {
          await page.goto(`${server.baseURL}${route}`);
          await page.locator('tbody tr').nth(5).waitFor({ timeout: 30_000 });
          await page.waitForTimeout(800); // fonts and the sticky header settle
          const fit = await page.evaluate(measureFit);
          rows.push({
            measure: `${grid} (${theme})`,
            value: `${fit.visible} rows`,
            note: `of ${fit.rows} on the page; row ${fit.rowHeight.toFixed(0)} px${
              fit.scrollsSideways ? '; table scrolls sideways' : ''
            }${fit.pageOverflows ? '; PAGE OVERFLOWS sideways' : ''}`,
          });
        }
        await context.close();
      }
      return rows;
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
