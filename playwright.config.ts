import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/browser';

/**
 * Whole journeys in Debian's chromium against the real server (built admin + API + PGlite on a
 * temporary DATA_DIR). Specs that need a different server (e.g. an admin with 2FA on) start
 * their own through tests/e2e/support/server.ts.
 *
 * Two workers, one per core, each with a shared server of its own (globalSetup starts worker n's
 * at E2E_PORT + n). Playwright loads this file again in each worker process, where
 * TEST_PARALLEL_INDEX says which worker it is. Against an external server (E2E_BASE_URL), one.
 */
const external = process.env.E2E_BASE_URL || undefined;
const workers = external ? 1 : 2;
const sharedPort =
  Number(process.env.E2E_PORT ?? 4180) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export default defineConfig({
  testDir: 'tests/e2e',
  workers,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  // The longest journeys sign in and out several times: 41–52 s on a loaded 2-core machine.
  timeout: 90_000,
  // A screen opened cold in a fresh context, beside the other worker's journeys, took up to 16 s
  // on a loaded 2-core machine (sessions.spec's profile page, a CI run of 30 Nov): 10 s failed it.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './tests/e2e/support/globalSetup.ts',
  use: {
    baseURL: external ?? `http://127.0.0.1:${sharedPort}`,
    launchOptions: chromiumLaunchOptions,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The admin honours reduced motion (muiThemes.ts): a click lands on where an element is, not
    // where a sidebar group's opening animation is moving it (audit.spec clicked a link mid-way).
    reducedMotion: 'reduce',
  },
});
