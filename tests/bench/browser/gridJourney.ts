import type { Browser, Locator, Page } from '@playwright/test';
import { probeScript } from './probe';

export type Expectation =
  | { kind: 'rows' }
  | { kind: 'changed' }
  | { kind: 'sorted'; column: number }
  | { kind: 'contains'; term: string };

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

export const outcome = (page: Page) =>
  page.evaluate(() => (window as unknown as BenchWindow).__benchDone);
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
        let quietSince = performance.now();
        const tick = () => {
          const now = performance.now();
          if (now - quietSince > 120) quietSince = now; // a long frame: not quiet yet
          if (now - quietSince > 400) return resolve();
          setTimeout(tick, 50);
        };
        quietSince = performance.now();
        setTimeout(tick, 50);
      }),
  );
}

/** Clicks `target` and answers the figures of the rows it leads to. */
export async function timedClick(page: Page, target: Locator, expectation: Expectation) {
  await target.waitFor();
  await arm(page, expectation);
  await target.click();
  return step(await outcome(page));
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
    await page.goto(`${baseURL}/admin/user`);
    const first = await outcome(page);
    const firstRows = { ms: first.visible, longestTask: first.longestTask };
    await settle(page);
    const bytes = await page.evaluate(() => (window as unknown as BenchWindow).__bench.bytes());

    const nameColumn = await page.evaluate(() =>
      (window as unknown as BenchWindow).__bench.columnIndex('name'),
    );
    if (nameColumn < 0) throw new Error(`${baseURL}: no Name column in the users grid`);
    const nameHeader = page.getByRole('columnheader', { name: /^name$/i });
    const sort = await timedClick(page, nameHeader.getByRole('button').first(), {
      kind: 'sorted',
      column: nameColumn,
    });
    await settle(page);

    const nextPage = await timedClick(page, page.getByRole('button', { name: /next page/i }), {
      kind: 'changed',
    });
    await settle(page);

    const searchBox = page.getByRole('textbox', { name: /search/i }).first();
    await searchBox.click();
    await arm(page, { kind: 'contains', term: SEARCH_TERM });
    await searchBox.fill(SEARCH_TERM);
    const search = step(await outcome(page));

    return { firstRows, sort, search, nextPage, ...bytes };
  } finally {
    await context.close();
  }
}
