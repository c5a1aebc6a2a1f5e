import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/browser';

/**
 * Whole journeys in Debian's chromium against the real server (built admin + API + PGlite on a
 * temporary DATA_DIR). Specs that need a different server (e.g. an admin with 2FA on) start
 * their own through tests/e2e/support/server.ts.
 *
 * Spec files run two at a time, each worker against a shared server of its own (ports E2E_PORT
 * and E2E_PORT + 1, started by globalSetup): a file never sees another worker's changes, and most
 * of a journey's time is spent waiting, so two workers fit this machine's two cores.
 */
const basePort = Number(process.env.E2E_PORT ?? 4180);
// This file is read again in every worker, which learns its own index from Playwright.
const workerPort = basePort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export default defineConfig({
  testDir: 'tests/e2e',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './tests/e2e/support/globalSetup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${workerPort}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
