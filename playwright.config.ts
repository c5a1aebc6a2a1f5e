import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/browser';

/**
 * Whole journeys in Debian's chromium against the real server (built admin + API + PGlite on a
 * temporary DATA_DIR). Specs that need a different server (e.g. an admin with 2FA on) start
 * their own through tests/e2e/support/server.ts.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './tests/e2e/support/globalSetup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 4180}`,
    launchOptions: chromiumLaunchOptions,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
