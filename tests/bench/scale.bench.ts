import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { apiToken, ensureProductionBuild } from './browser/benchServer';
import { kB, median, ms, type BenchRow, type BenchSection } from './measure';
import { residentMemory, startAppServer, type AppServer } from './scale/appServer';
import { measureCsvExport } from './scale/csvExport';
import { seededDataset } from './scale/dataset';
import { runGridSteps, type GridFigures, type GridSpec, type Step } from './scale/gridSteps';
import { readHistograms, timesBetween } from './scale/serverTimes';

const SIZES = (process.env.BENCH_SCALE_USERS ?? '1000000,10000000')
  .split(',')
  .map((n) => Number(n.trim()))
  .filter((n) => n > 0);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The cluster's port: within 5451–5459, the range kept for throwaway servers of this work. */
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5455);
const CSV_ROWS = 1_000_000;

/**
 * The grids of issue #47, by their admin routes (src/resources: /admin/<resource name>). Users and
 * KYC last: while they are whole lists, ten million users' answer can take the server down.
 */
const GRIDS: GridSpec[] = [
  {
    label: 'withdrawals',
    path: '/admin/withdraw',
    listRoutes: /withdrawList/,
    sortField: 'amount',
    search: 'walker',
  },
  {
    label: 'passbook',
    path: '/admin/passbook_history',
    listRoutes: /getPassbookHistory/,
    sortField: 'createdAt',
    search: 'deposit',
  },
  {
    label: 'users',
    path: '/admin/user',
    listRoutes: /getAllUserData|\/admin\/users?\b/i,
    sortField: 'name',
    search: 'walker',
  },
  {
    label: 'KYC',
    path: '/admin/kyc',
    listRoutes: /getAllKycList|\/admin\/kyc\b/i,
    sortField: 'name',
    search: 'walker',
  },
];

const MB = 1024 * 1024;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
const shown = (step: Step) =>
  typeof step === 'number' ? ms(step) : step === null ? 'n/a' : '> 90 s';

/** One size: the grids' steps in Chromium, their list calls' server times, memory, CSV export. */
async function measureSize(users: number): Promise<BenchRow[]> {
  const dataset = await seededDataset(users, PG_PORT);
  const rows: BenchRow[] = [];
  const size = `${(users / 1e6).toLocaleString('en')}M`;
  try {
    rows.push({
      measure: `[${size}] npm run seed -- --users ${users}`,
      value: dataset.seededSeconds ? `${dataset.seededSeconds.toFixed(0)} s` : 'cached',
      budget: users >= 10_000_000 ? '≤ 15 min' : users >= 1_000_000 ? '≤ 2 min' : undefined,
      note: dataset.seededSeconds
        ? verdict(dataset.seededSeconds <= (users >= 10_000_000 ? 900 : 120))
        : 'seeded by an earlier run (delete the cache to time it)',
    });
    rows.push({ measure: `[${size}] PostgreSQL server`, value: dataset.cluster.settings });
    const start = () => startAppServer(dataset.cluster.url, dataset.dataDir);
    let server = await start();
    const browser = await chromium.launch({
      ...chromiumLaunchOptions,
      // performance.memory in the workers: exact, not rounded to buckets.
      args: [...chromiumLaunchOptions.args, '--enable-precise-memory-info'],
    });
    try {
      const token = await apiToken(server.baseURL);
      for (const grid of GRIDS) {
        if (!server.alive()) {
          const last = server.lastOutput().trim().split('\n').slice(-3).join(' | ');
          rows.push({
            measure: `[${size}] the server stopped; started again`,
            value: '',
            note: last.slice(0, 300),
          });
          server = await start();
        }
        rows.push(...(await measureGrid(browser, size, grid, server, token)));
      }
      const memory = await residentMemory(server.pid);
      rows.push({
        measure: `[${size}] server resident memory after the grids`,
        value: `${(memory.rss / MB).toFixed(0)} MB`,
        note: `peak ${(memory.peak / MB).toFixed(0)} MB (VmHWM)`,
      });
      // On a server started for it: what the grids left in memory (a whole list's cache) and
      // its collection would blur the export's own growth.
      await server.stop();
      server = await start();
      const csv = await measureCsvExport(server, token, CSV_ROWS);
      if (csv) {
        const rate = csv.rows / csv.seconds;
        rows.push(
          {
            measure: `[${size}] CSV export, ${csv.rows.toLocaleString('en')} rows of ${csv.list}`,
            value: `${Math.round(rate).toLocaleString('en')} rows/s`,
            budget: '≥ 100 000 rows/s',
            note: `${verdict(rate >= 100_000)}; ${csv.seconds.toFixed(1)} s${csv.note ? `; ${csv.note}` : ''}`,
          },
          {
            measure: `[${size}]   server memory growth during the export`,
            value: `${(csv.rssGrowth / MB).toFixed(0)} MB`,
            budget: '≤ 50 MB',
            note: verdict(csv.rssGrowth <= 50 * MB),
          },
        );
      } else rows.push({ measure: `[${size}] CSV export`, value: 'none', note: 'see above' });
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    await dataset.release();
  }
  return rows;
}

/** One grid: a warm-up, RUNS timed runs, and the server times of the list calls they made. */
async function measureGrid(
  browser: Browser,
  sizeLabel: string,
  grid: GridSpec,
  server: AppServer,
  token: string,
): Promise<BenchRow[]> {
  // A first run on the freshly started server (its caches and query plans cold) is shown apart;
  // the timed runs follow it, and the server times are theirs.
  const cold = await runGridSteps(browser, server.baseURL, token, grid).catch((error: unknown) => {
    console.log(`(${grid.label} first run failed: ${String(error)})`);
    return null;
  });
  const before = await readHistograms(server);
  const runs: GridFigures[] = [];
  try {
    for (let r = 0; r < RUNS; r++)
      runs.push(await runGridSteps(browser, server.baseURL, token, grid));
  } catch (error) {
    return [{ measure: `[${sizeLabel}] ${grid.label}`, value: 'failed', note: String(error) }];
  }
  const times = timesBetween(before, await readHistograms(server), grid.listRoutes);
  const prefix = `[${sizeLabel}] ${grid.label}`;
  return [
    {
      measure: `${prefix}: first run (its list's caches cold): menu click → first rows`,
      value: cold ? shown(cold.open) : 'failed',
      note: cold ? `sort ${shown(cold.sort)}; not the goals' figures` : undefined,
    },
    ...gridRows(prefix, runs, times),
  ];
}

function gridRows(
  prefix: string,
  runs: GridFigures[],
  times: ReturnType<typeof timesBetween>,
): BenchRow[] {
  const step = (name: string, pick: (run: GridFigures) => Step, limit?: number): BenchRow => {
    const picked = runs.map(pick);
    const values = picked.filter((v): v is number => typeof v === 'number');
    const timeouts = picked.filter((v) => v === 'timeout').length;
    const measure = `${prefix}: ${name}`;
    const budget = limit ? `≤ ${limit} ms` : undefined;
    if (values.length === 0)
      return timeouts
        ? { measure, value: '> 90 s', budget, note: `${verdict(false)}; rows never showed` }
        : { measure, value: 'n/a' };
    // A run whose rows never showed counts as the slowest.
    const m = median([...values, ...Array<number>(timeouts).fill(Infinity)]);
    const all = picked.map((v) => (typeof v === 'number' ? v.toFixed(0) : '>90s')).join('/');
    return {
      measure,
      value: m === Infinity ? '> 90 s' : ms(m),
      budget,
      note: `${limit ? `${verdict(m <= limit)}; ` : ''}runs ${all}`,
    };
  };
  const firstBytes = median(runs.map((r) => r.apiToFirstRows.transferred));
  const heap = Math.max(...runs.map((r) => r.heapUsed));
  const rows: BenchRow[] = [
    step('menu click → first rows', (r) => r.open, 500),
    step('first sort, clicked as the rows appear', (r) => r.sort, 150),
    step('search → matching rows', (r) => r.search, 150),
    step('next page', (r) => r.nextPage, 150),
    step('page 100', (r) => r.page100),
    step('its URL loaded in a new tab → first rows (app start included)', (r) => r.pageLoad),
    {
      measure: `${prefix}: API data to first rows`,
      value: kB(firstBytes),
      budget: '≤ 300 kB',
      note: `${verdict(firstBytes <= 300 * 1024)}; decoded ${kB(median(runs.map((r) => r.apiToFirstRows.decoded)))}; all API on open ${kB(median(runs.map((r) => r.apiOnOpen.transferred)))}`,
    },
    {
      measure: `${prefix}: browser JS heap`,
      value: `${(heap / MB).toFixed(0)} MB`,
      budget: '≤ 150 MB',
      note: `${verdict(heap <= 150 * MB)}; highest of the runs`,
    },
  ];
  if (times.length === 0)
    rows.push({ measure: `${prefix}: list calls on the server`, value: 'none seen' });
  for (const t of times)
    rows.push({
      measure: `${prefix}: server p95 of ${t.route}`,
      value: ms(t.p95),
      budget: '≤ 50 ms',
      note: `${verdict(t.p95 <= 50)}; p50 ${ms(t.p50)}; ${t.calls} calls (metrics histogram)`,
    });
  return rows;
}

/**
 * `BENCH_SECTIONS=scale npm run bench`: issue #47's figures at BENCH_SCALE_USERS users (default
 * 1 000 000 and 10 000 000) on a PostgreSQL cluster seeded once and cached, each against its goal.
 */
export const scaleSection: BenchSection = {
  title: `Grids at scale on PostgreSQL (${SIZES.map((n) => n.toLocaleString('en')).join(' and ')} users; median of ${RUNS} runs)`,
  async run() {
    ensureProductionBuild();
    const rows: BenchRow[] = [];
    for (const users of SIZES) rows.push(...(await measureSize(users)));
    return rows;
  },
};
