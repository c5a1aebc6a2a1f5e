import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { probeScript } from './probe';

export type Expectation =
  | { kind: 'rows' }
  | { kind: 'changed' }
  | { kind: 'sorted'; column: number }
  | { kind: 'contains'; term: string }
  | { kind: 'lacks'; term: string };

interface Outcome {
  input: number;
  visible: number;
  longestTask: number;
}

/** One step's figures: input (or navigation start) to rows visible, and the longest task meanwhile. */
export interface StepFigure {
  ms: number;
  longestTask: number;
}

export interface JourneyFigures {
  firstRows: StepFigure;
  sort: StepFigure;
  search: StepFigure;
  nextPage: StepFigure;
  /** Everything the page load transferred (compressed bytes), and the API part before/after decoding. */
  transferred: number;
  apiTransferred: number;
  apiDecoded: number;
}

/** The search term: a surname of the seeded population (a few thousand of 100 000 users). */
export const SEARCH_TERM = 'walker';

type BenchWindow = Window & {
  __bench: {
    arm: (e: Expectation) => void;
    columnIndex: (label: string) => number;
    bytes: () => { transferred: number; apiTransferred: number; apiDecoded: number };
  };
  __benchDone: Promise<Outcome>;
};

/** Where a step that never shows its rows leaves a screenshot. */
const failureShots = path.join(os.tmpdir(), 'exchange-bench-failures');

/** The armed step's outcome; after 90 s without the expected rows, a screenshot and an error. */
export async function outcome(page: Page, label: string): Promise<Outcome> {
  const result = await page.evaluate(() =>
    Promise.race([
      (window as unknown as BenchWindow).__benchDone,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 90_000)),
    ]),
  );
  if (result) return result;
  await mkdir(failureShots, { recursive: true });
  const shot = path.join(failureShots, `${label.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path: shot });
  throw new Error(`${label}: the expected rows never showed (see ${shot})`);
}
export const arm = (page: Page, expectation: Expectation) =>
  page.evaluate((e) => (window as unknown as BenchWindow).__bench.arm(e), expectation);
export const step = (o: Outcome): StepFigure => ({
  ms: o.visible - o.input,
  longestTask: o.longestTask,
});

/** Waits until the network and the main thread are quiet, so the next step starts from rest. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // Quiet: timers fire on time (no task over 100 ms) for 400 ms in a row.
        let quietSince = performance.now();
        let lastTick = quietSince;
        const tick = () => {
          const now = performance.now();
          if (now - lastTick > 100) quietSince = now;
          lastTick = now;
          if (now - quietSince > 400) return resolve();
          setTimeout(tick, 20);
        };
        setTimeout(tick, 20);
      }),
  );
}

/** Clicks `target` and answers the figures of the rows it leads to. */
export async function timedClick(
  page: Page,
  label: string,
  target: Locator,
  expectation: Expectation,
) {
  await target.waitFor({ timeout: 20_000 });
  await arm(page, expectation);
  await target.click();
  return step(await outcome(page, label));
}

/**
 * One run of the users grid in a fresh browser context (cold cache): signed in (token in
 * localStorage) → open /admin/user → sort by name → next page → search. The same steps and the
 * same DOM checks for ours and the peer: both render a MUI table with the same column names.
 */
export async function runGridJourney(
  browser: Browser,
  baseURL: string,
  token: string,
): Promise<JourneyFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript((t) => window.localStorage.setItem('adminToken', t), token);
    await context.addInitScript({ content: probeScript() });
    const page = await context.newPage();
    page.on('crash', () => console.log(`(${baseURL}: the page crashed)`));
    if (process.env.BENCH_DEBUG)
      page.on('console', (message) => console.log(`[page] ${message.text()}`));
    await page.goto(`${baseURL}/admin/user`);
    const first = await outcome(page, `${baseURL} users first rows`);
    const firstRows = { ms: first.visible, longestTask: first.longestTask };
    await settle(page);
    const bytes = await page.evaluate(() => (window as unknown as BenchWindow).__bench.bytes());

    const nameColumn = await page.evaluate(() =>
      (window as unknown as BenchWindow).__bench.columnIndex('name'),
    );
    if (nameColumn < 0) throw new Error(`${baseURL}: no Name column in the users grid`);
    // react-admin's DataTable (ours and the peer's) labels the sort control "Sort by name …".
    const nameSort = page.locator('thead [role="button"][data-field="name"]');
    const sort = await timedClick(page, `${baseURL} users sort`, nameSort, {
      kind: 'sorted',
      column: nameColumn,
    });
    await settle(page);

    const nextPage = await timedClick(
      page,
      `${baseURL} users next page`,
      page.getByRole('button', { name: /next page/i }),
      {
        kind: 'changed',
      },
    );
    await settle(page);

    const searchBox = page.getByRole('textbox', { name: /search/i }).first();
    await searchBox.click();
    await arm(page, { kind: 'contains', term: SEARCH_TERM });
    await searchBox.fill(SEARCH_TERM);
    const search = step(await outcome(page, `${baseURL} users search`));

    return { firstRows, sort, search, nextPage, ...bytes };
  } finally {
    await context.close();
  }
}
