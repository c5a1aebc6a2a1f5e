import type { Browser, BrowserContext, Page } from '@playwright/test';
import { probeScript } from '../browser/probe';
import { arm, outcome, settle, type Expectation } from '../browser/gridJourney';
import { jsHeapUsed, toPage } from './pageTools';

/** A grid the scale bench opens, and what its steps click. */
export interface GridSpec {
  label: string;
  /** The admin's route (src/resources: the resource's name under /admin); the menu links to it. */
  path: string;
  /** The server routes of its list calls, for their server times. */
  listRoutes: RegExp;
  /** A sortable column, clicked the moment the first rows show. */
  sortField: string;
  /** What the search box is given; the rows must then all show it. */
  search: string;
}

/** Milliseconds; 'timeout' when the rows never showed (90 s), null when the grid has no such step. */
export type Step = number | 'timeout' | null;

export interface GridFigures {
  /** Menu click in a running admin → first rows, and the sort clicked the moment they show. */
  open: Step;
  sort: Step;
  search: Step;
  nextPage: Step;
  page100: Step;
  /** Loading the grid's URL in a fresh tab → first rows (app start included). */
  pageLoad: Step;
  /** API bytes (compressed, decoded) from the menu click until the first rows showed. */
  apiToFirstRows: { transferred: number; decoded: number };
  /** API bytes from the click until the grid was quiet (a whole list's download included). */
  apiOnOpen: { transferred: number; decoded: number };
  /** JS heap in use after the steps, the page's and its workers' (bytes). */
  heapUsed: number;
}

type Bytes = { transferred: number; decoded: number };

async function signedInContext(browser: Browser, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((t) => window.localStorage.setItem('adminToken', t), token);
  await context.addInitScript({ content: probeScript() });
  return context;
}

/** A step's milliseconds, 'timeout' if its rows never showed; after a timeout, later steps skip. */
class Steps {
  broken = false;
  constructor(private readonly page: Page) {}

  async run(label: string, act: () => Promise<unknown>, expectation: Expectation): Promise<Step> {
    if (this.broken) return 'timeout';
    await arm(this.page, expectation);
    await act();
    try {
      const o = await outcome(this.page, label);
      return o.visible - o.input;
    } catch (error) {
      console.log(`(${String(error instanceof Error ? error.message : error)})`);
      this.broken = true;
      return 'timeout';
    }
  }
}

/**
 * One run in fresh browser contexts (cold caches), signed in by token. In a running admin (the
 * dashboard loaded and quiet): click the grid's menu link → first rows; at once, with no
 * settling, click a column's sort → re-sorted rows; then, each from rest: search → matching
 * rows, next page, page 100 (set through the grid's pagination, as its page buttons would), and
 * the heap. Apart, in another fresh tab: the grid's URL loaded → first rows.
 */
export async function runGridSteps(
  browser: Browser,
  baseURL: string,
  token: string,
  grid: GridSpec,
): Promise<GridFigures> {
  const context = await signedInContext(browser, token);
  try {
    const page = await context.newPage();
    if (process.env.BENCH_DEBUG)
      page.on('console', (message) => console.log(`[page] ${message.text()}`));
    await page.goto(`${baseURL}/admin`);
    await settle(page);
    const steps = new Steps(page);
    const link = page.locator(`a[href="${grid.path}"]`).first();
    await link.waitFor({ timeout: 20_000 });
    const clickedAt = await page.evaluate(() => performance.now());
    const open = await steps.run(`${grid.label} open`, () => link.click(), { kind: 'changed' });
    const firstRowsAt = await page.evaluate(() => performance.now());
    const sortHeader = page.locator(`thead [role="button"][data-field="${grid.sortField}"]`);
    const sort = await steps.run(`${grid.label} sort`, () => sortHeader.click(), {
      kind: 'changed',
    });
    const apiToFirstRows = await apiBytes(page, clickedAt, firstRowsAt);
    if (!steps.broken) await settle(page);
    const apiOnOpen = await apiBytes(page, clickedAt, Infinity);

    let search: Step = null;
    const searchBox = page.getByRole('textbox', { name: /search/i }).first();
    if (!steps.broken && (await searchBox.count()) > 0) {
      await searchBox.click();
      search = await steps.run(`${grid.label} search`, () => searchBox.fill(grid.search), {
        kind: 'contains',
        term: grid.search,
      });
      // Cleared, and its rows back, before the next step: a server list applies a typed value
      // after a pause, which would otherwise land after the next click and undo it.
      await steps.run(`${grid.label} search cleared`, () => searchBox.fill(''), {
        kind: 'lacks',
        term: grid.search,
      });
      if (!steps.broken) await settle(page);
    }
    const nextPage = await steps.run(
      `${grid.label} next page`,
      () => page.getByRole('button', { name: /next page/i }).click(),
      { kind: 'changed' },
    );
    if (!steps.broken) await settle(page);
    const page100 = steps.broken ? 'timeout' : await toPage(page, 100, grid.label);
    const heapUsed = await jsHeapUsed(page);
    return {
      open,
      sort,
      search,
      nextPage,
      page100,
      pageLoad: await pageLoad(browser, baseURL, token, grid),
      apiToFirstRows,
      apiOnOpen,
      heapUsed,
    };
  } finally {
    await context.close();
  }
}

/** The grid's URL in a fresh tab: navigation start → first rows. */
async function pageLoad(browser: Browser, baseURL: string, token: string, grid: GridSpec) {
  const context = await signedInContext(browser, token);
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}${grid.path}`);
    return (await outcome(page, `${grid.label} page load`)).visible;
  } catch (error) {
    console.log(`(${String(error instanceof Error ? error.message : error)})`);
    return 'timeout' as const;
  } finally {
    await context.close();
  }
}

/** API resources started after `from` and finished by `until` (performance.now() times), summed. */
function apiBytes(page: Page, from: number, until: number): Promise<Bytes> {
  return page.evaluate(
    ([start, end]) => {
      const api = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (e) =>
          new URL(e.name).pathname.startsWith('/api/') &&
          e.startTime >= start &&
          e.responseEnd <= end,
      );
      return {
        transferred: api.reduce((sum, e) => sum + e.transferSize, 0),
        decoded: api.reduce((sum, e) => sum + e.decodedBodySize, 0),
      };
    },
    [from, until],
  );
}
