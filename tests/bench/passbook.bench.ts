import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { apiToken, ensureProductionBuild } from './browser/benchServer';
import { probeScript } from './browser/probe';
import { outcome, settle, timedClick, type StepFigure } from './browser/gridJourney';
import { median, ms, type BenchRow, type BenchSection } from './measure';
import { datasetServer, LEDGER } from './sharedServer';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface PassbookFigures {
  firstRows: StepFigure;
  nextPage: StepFigure;
  sort: StepFigure;
  filter: StepFigure;
}

/** One run of the server-paged passbook in a fresh context: open, next page, filter by kind, sort by time. */
async function passbookJourney(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript((t) => window.localStorage.setItem('adminToken', t), token);
    await context.addInitScript({ content: probeScript() });
    const page = await context.newPage();
    await page.goto(`${baseURL}/admin/passbook_history`);
    const first = await outcome(page, 'passbook first rows');
    const firstRows = { ms: first.visible, longestTask: first.longestTask };
    await settle(page);
    const nextPage = await timedClick(
      page,
      'passbook next page',
      page.getByRole('button', { name: /next page/i }),
      {
        kind: 'changed',
      },
    );
    await settle(page);
    // Filter before sorting: the oldest entries are all deposits, so a Kind = Deposit filter after
    // an oldest-first sort would show the same rows and time nothing.
    await page.getByRole('combobox', { name: 'Kind' }).click();
    const filter = await timedClick(
      page,
      'passbook filter',
      page.getByRole('option', { name: 'Deposit' }),
      {
        kind: 'contains',
        term: 'deposit',
      },
    );
    await settle(page);
    const sort = await timedClick(
      page,
      'passbook sort',
      page.locator('thead [role="button"][data-field="createdAt"]'),
      {
        kind: 'changed',
      },
    );
    return { firstRows, nextPage, sort, filter } satisfies PassbookFigures;
  } finally {
    await context.close();
  }
}

const STEPS: { key: keyof PassbookFigures; measure: string }[] = [
  { key: 'firstRows', measure: 'open /admin/passbook_history → first rows' },
  { key: 'nextPage', measure: 'next page → rows' },
  { key: 'sort', measure: 'click Time header → re-sorted rows' },
  { key: 'filter', measure: 'pick Kind = Deposit → filtered rows' },
];

/** The server-paged passbook in Chromium at LEDGER ledger entries: click-to-rows per step. */
export const passbookSection: BenchSection = {
  title: `Server-paged passbook in headless Chromium, ${LEDGER.toLocaleString('en')} ledger entries (median and worst of ${RUNS} runs)`,
  async run() {
    ensureProductionBuild();
    const server = await datasetServer('ledger');
    const token = await apiToken(server.baseURL);
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      await passbookJourney(browser, server.baseURL, token); // untimed warm-up
      const runs: PassbookFigures[] = [];
      for (let r = 0; r < RUNS; r++)
        runs.push(await passbookJourney(browser, server.baseURL, token));
      return STEPS.map(({ key, measure }): BenchRow => {
        const times = runs.map((run) => run[key].ms);
        return {
          measure,
          value: ms(median(times)),
          budget: key === 'firstRows' ? undefined : '≤ 200 ms click-to-rows',
          note: `worst ${ms(Math.max(...times))}; longest task ${ms(Math.max(...runs.map((run) => run[key].longestTask)))}`,
        };
      });
    } finally {
      await browser.close();
    }
  },
};
