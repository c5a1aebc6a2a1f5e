import { chromium, type Page } from '@playwright/test';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { ADMIN, startServer } from '../e2e/support/server';
import { ensureProductionBuild } from './browser/benchServer';
import { kB, ms, type BenchRow, type BenchSection } from './measure';
import { benchPort } from './sharedServer';

interface Script {
  name: string;
  raw: number;
  gzip: number;
}

const sized = (name: string, body: Buffer): Script => ({
  name,
  raw: body.length,
  gzip: gzipSync(body, { level: 9 }).length,
});

/**
 * Records every script the page fetches, with its size raw and gzipped (level 9); a page's inline
 * scripts count as scripts too.
 */
function recordScripts(page: Page): () => Promise<Script[]> {
  const pending: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    const name = path.basename(new URL(response.url()).pathname);
    if (response.request().resourceType() !== 'script') return;
    // A revalidated script (304, e.g. /theme-init.js when sign-in loads the admin's page) has no
    // body: the browser reuses the copy it fetched earlier in this session, counted then.
    if (response.status() === 304) return;
    pending.push(response.body().then((body) => sized(name, body)));
  });
  return async () => (await Promise.all(pending)).filter((script) => script !== null);
}

function row(measure: string, scripts: Script[], budget: string): BenchRow {
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  return {
    measure,
    value: `${kB(gzip)} gzip`,
    budget,
    note: `${scripts.length} scripts, ${kB(raw)} raw: ${scripts
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 6)
      .map((s) => `${s.name} ${kB(s.gzip)}`)
      .join(', ')}${scripts.length > 6 ? ', …' : ''}`,
  };
}

/**
 * First-load JavaScript as a browser really loads it (entry, preloads and the lazy chunks a route
 * pulls in, until the network is idle), gzipped: the login route, then signing in through the
 * form until the dashboard shows (login + dashboard together).
 */
export const loginBundleSection: BenchSection = {
  title: 'First-load JavaScript (production build, headless chromium)',
  async run() {
    ensureProductionBuild();
    const server = await startServer({ SEED_USERS: '10' }, await benchPort('login'));
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      const scripts = recordScripts(page);
      await page.goto(`${server.baseURL}/login`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      const login = await scripts();
      await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      const clicked = performance.now();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/admin\/dashboard$/);
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      const signInMs = performance.now() - clicked;
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000); // chunks a lazy route asks for after its first render
      return [
        row('login route first load', login, '≤ 60 kB gzip'),
        row('login + dashboard', await scripts(), '≤ 250 kB gzip'),
        {
          measure: 'click Sign in → the admin menu shows',
          value: ms(signInMs),
          note: 'one run; the admin prefetched while the login page was idle (src/adminPrefetch.ts)',
        },
      ];
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
