import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { apiToken, cacheRoot, ensureProductionBuild } from './browser/benchServer';
import { runGridJourney, SEARCH_TERM, type JourneyFigures } from './browser/gridJourney';
import { kB, median, ms, ratio, type BenchRow, type BenchSection } from './measure';
import { buildPeer, servePeer } from './peer/serve';
import { benchPort, datasetServer, USERS } from './sharedServer';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

type StepKey = 'firstRows' | 'sort' | 'search' | 'nextPage';
const STEPS: { key: StepKey; measure: string; budget: string; taskBudget?: string }[] = [
  {
    key: 'firstRows',
    measure: 'sign-in done → first rows of /admin/user',
    budget: '≤ 500 ms, < peer',
  },
  {
    key: 'sort',
    measure: 'click Name header → re-sorted rows',
    budget: '≤ 100 ms, ≥ 4× peer',
    taskBudget: '≤ 50 ms',
  },
  {
    key: 'search',
    measure: `search "${SEARCH_TERM}" → filtered rows`,
    budget: '≤ 150 ms',
    taskBudget: '≤ 50 ms',
  },
  {
    key: 'nextPage',
    measure: 'next page → rows',
    budget: '≤ 50 ms',
    taskBudget: '≤ 50 ms',
  },
];

async function journeys(baseURL: string, token: string): Promise<JourneyFigures[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const runs: JourneyFigures[] = [];
    // One untimed warm-up: the server's list cache and Chromium's process pool, for both apps alike.
    await runGridJourney(browser, baseURL, token);
    for (let r = 0; r < RUNS; r++) runs.push(await runGridJourney(browser, baseURL, token));
    return runs;
  } finally {
    await browser.close();
  }
}

/**
 * The users grid in Chromium, ours against the plain react-admin peer (tests/bench/peer), both
 * on the same server and database with `SEED_USERS` users, median of RUNS fresh-context runs.
 */
export const usersGridSection: BenchSection = {
  title: `Users grid in headless Chromium, ${USERS.toLocaleString('en')} users: ours vs plain react-admin (median of ${RUNS} runs)`,
  async run() {
    ensureProductionBuild();
    const peerDist = path.join(cacheRoot, 'peer-dist');
    buildPeer(peerDist);
    const server = await datasetServer('users');
    const peer = await servePeer(peerDist, server.baseURL, await benchPort('peer'));
    try {
      const token = await apiToken(server.baseURL);
      const ours = await journeys(server.baseURL, token);
      const theirs = await journeys(peer.baseURL, token);
      const rows: BenchRow[] = [];
      for (const step of STEPS) {
        const o = median(ours.map((run) => run[step.key].ms));
        const p = median(theirs.map((run) => run[step.key].ms));
        rows.push({
          measure: step.measure,
          value: ms(o),
          peer: ms(p),
          ratio: ratio(o, p),
          budget: step.budget,
          note: `ours ${ours.map((run) => run[step.key].ms.toFixed(0)).join('/')}`,
        });
      }
      for (const step of STEPS) {
        const longest = (runs: JourneyFigures[]) =>
          Math.max(...runs.map((run) => run[step.key].longestTask));
        rows.push({
          measure: `  longest main-thread task: ${step.key}`,
          value: ms(longest(ours)),
          peer: ms(longest(theirs)),
          budget: step.taskBudget,
          note: 'longest over all runs (PerformanceObserver longtask)',
        });
      }
      const bytes = (
        runs: JourneyFigures[],
        key: 'transferred' | 'apiTransferred' | 'apiDecoded',
      ) => median(runs.map((run) => run[key]));
      rows.push(
        {
          measure: 'bytes transferred, page load with the list',
          value: kB(bytes(ours, 'transferred')),
          peer: kB(bytes(theirs, 'transferred')),
          ratio: ratio(bytes(ours, 'transferred'), bytes(theirs, 'transferred')).replace(
            'faster',
            'smaller',
          ),
          note: 'resource timing transferSize, all requests',
        },
        {
          measure: '  of which /api (decoded size)',
          value: `${kB(bytes(ours, 'apiTransferred'))} (${kB(bytes(ours, 'apiDecoded'))})`,
          peer: `${kB(bytes(theirs, 'apiTransferred'))} (${kB(bytes(theirs, 'apiDecoded'))})`,
        },
      );
      return rows;
    } finally {
      await peer.stop();
    }
  },
};
