import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import type { BenchSection } from './measure';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The login route's first-load JavaScript, as a browser really loads it: every script the page
 * fetches until it is idle (entry, preloads and the lazy chunks the route pulls in), gzipped.
 */
export const loginBundleSection: BenchSection = {
  title: 'Login route first load (built admin, headless chromium)',
  async run() {
    if (!existsSync(path.join(root, 'dist', 'index.html'))) {
      const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'ignore' });
      if (build.status !== 0) throw new Error('vite build failed');
    }
    const server = await startServer({ SEED_USERS: '10' });
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      const scripts: { url: string; gzip: number; raw: number }[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body();
        scripts.push({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        });
      });
      await page.goto(`${server.baseURL}/login`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
      const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
      return [
        {
          measure: 'login first-load JS',
          value: `${kB(gzip)} gzip`,
          budget: '≤ 80 kB gzip',
          note: `${scripts.length} scripts, ${kB(raw)} raw: ${scripts.map((s) => path.basename(s.url)).join(', ')}`,
        },
      ];
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
