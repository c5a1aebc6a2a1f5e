import { chromium, type Page } from 'playwright-core';

/**
 * The users grid as the admin feels it, in headless Chromium against a running server
 * (`SEED_USERS=100000 … STATIC_DIR=$PWD/dist npx tsx server/main.ts`):
 *   BENCH_URL=http://localhost:5342 npx tsx tests/bench/wholeListChromium.ts [runs]
 * Prints the median of each figure over the runs: sidebar click → first rows, column sort,
 * search keystroke → filtered rows, next page, and the longest main-thread task around each.
 * Every run is a fresh browser context (empty cache, fresh sign-in).
 */

const BASE = process.env.BENCH_URL ?? 'http://localhost:5342';
const RUNS = Number(process.argv[2] ?? 5);
const EMAIL = process.env.ADMIN_EMAIL ?? 'admin@exchange.local';
const PASSWORD = process.env.ADMIN_PASSWORD ?? 'Admin@12345';
const SEARCH = process.env.BENCH_SEARCH ?? 'okafor';

interface Run {
  firstRows: number;
  firstRowsLongest: number;
  settleLongest: number;
  sort: number;
  sortLongest: number;
  search: number;
  searchLongest: number;
  nextPage: number;
  nextPageLongest: number;
  bytes: number;
}

/** In the page: long tasks are recorded from the start; `__mark()` opens a window for the longest. */
const INIT = () => {
  const w = window as unknown as { __tasks: { start: number; duration: number }[] };
  w.__tasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
};

async function longestSince(page: Page, since: number): Promise<number> {
  await page.waitForTimeout(300); // the observer reports a task after it ends
  return page.evaluate(
    (t) =>
      Math.max(
        0,
        ...(window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks
          .filter((x) => x.start + x.duration >= t)
          .map((x) => x.duration),
      ),
    since,
  );
}

/** Runs `act` in the page and resolves with the ms until the first body row's text differs. */
async function timeRowsChange(page: Page, act: string): Promise<{ ms: number; at: number }> {
  return page.evaluate(async (actName) => {
    const firstRow = () => document.querySelector('table tbody tr')?.textContent ?? '';
    const before = firstRow();
    const start = performance.now();
    const w = window as unknown as Record<string, () => void>;
    w[actName]();
    await new Promise<void>((resolve) => {
      const check = () => {
        const now = firstRow();
        if (now && now !== before) resolve();
        else requestAnimationFrame(check);
      };
      check();
    });
    return { ms: performance.now() - start, at: start };
  }, act);
}

async function oneRun(browser: import('playwright-core').Browser): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(INIT);
  let bytes = 0;
  page.on('response', async (response) => {
    if (!response.url().includes('getAllUserData')) return;
    const sizes = await response.request().sizes();
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  });
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /login|sign in/i }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await page.waitForLoadState('networkidle');

  // Sidebar click → the first data rows of /admin/user.
  const first = await page.evaluate(async () => {
    const link = [...document.querySelectorAll('nav[aria-label="Main navigation"] a')].find((a) =>
      a.getAttribute('href')?.endsWith('/admin/user'),
    ) as HTMLAnchorElement;
    const start = performance.now();
    link.click();
    await new Promise<void>((resolve) => {
      const check = () => {
        const cells = document.querySelectorAll('table tbody tr td');
        if (cells.length > 5 && (document.querySelector('table tbody tr')?.textContent ?? ''))
          resolve();
        else requestAnimationFrame(check);
      };
      check();
    });
    return { ms: performance.now() - start, at: start };
  });
  const firstRowsLongest = await longestSince(page, first.at);
  // Let the whole list arrive and settle before the interactions.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  const settleLongest = await longestSince(page, first.at);

  await page.evaluate(() => {
    const w = window as unknown as Record<string, () => void>;
    const header = (label: string) =>
      [...document.querySelectorAll('table thead th')].find(
        (th) => th.textContent?.trim() === label,
      );
    w.__sortEmail = () =>
      (
        header('Email')!.querySelector('[role=button], .MuiTableSortLabel-root') as HTMLElement
      ).click();
    w.__next = () =>
      (document.querySelector('button[aria-label="Go to next page"]') as HTMLElement).click();
  });
  const sort = await timeRowsChange(page, '__sortEmail');
  const sortLongest = await longestSince(page, sort.at);
  await page.waitForTimeout(500);

  // Search: the whole term typed at once (a paste), timed from the input event to new rows.
  const search = await page.evaluate(async (term) => {
    const input = document.querySelector('input[aria-label="Search"]') as HTMLInputElement;
    const firstRow = () => document.querySelector('table tbody tr')?.textContent ?? '';
    const before = firstRow();
    const start = performance.now();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, term);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise<void>((resolve) => {
      const check = () => {
        const now = firstRow().toLowerCase();
        if (now && now !== before.toLowerCase() && now.includes(term)) resolve();
        else requestAnimationFrame(check);
      };
      check();
    });
    return { ms: performance.now() - start, at: start };
  }, SEARCH);
  const searchLongest = await longestSince(page, search.at);
  await page.waitForTimeout(800);

  const next = await timeRowsChange(page, '__next');
  const nextPageLongest = await longestSince(page, next.at);
  await context.close();
  return {
    firstRows: first.ms,
    firstRowsLongest,
    settleLongest,
    sort: sort.ms,
    sortLongest,
    search: search.ms,
    searchLongest,
    nextPage: next.ms,
    nextPageLongest,
    bytes,
  };
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

async function main() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await oneRun(browser);
    runs.push(run);
    console.log(
      JSON.stringify(Object.fromEntries(Object.entries(run).map(([k, v]) => [k, Math.round(v)]))),
    );
  }
  await browser.close();
  console.log(`median of ${RUNS} runs:`);
  for (const key of Object.keys(runs[0]) as (keyof Run)[])
    console.log(`  ${key.padEnd(18)} ${Math.round(median(runs.map((r) => r[key])))}`);
}

void main();
