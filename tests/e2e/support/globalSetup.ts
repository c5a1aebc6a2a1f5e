import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startServer } from './server';
import { checkServerLogs } from './serverLogs';

/**
 * The shared servers for specs that need no special configuration, one per worker (worker n's at
 * port E2E_PORT + n, default 4180: playwright.config.ts points its baseURL there), each on a copy
 * of one full-history seed; the folder of the run's seeded templates (dataDirTemplates.ts); and
 * the folder of the run's server logs (serverLogs.ts), checked for live secrets when the run
 * ends. Workers inherit both paths.
 */
export default async function globalSetup(config: FullConfig) {
  const templates = await mkdtemp(path.join(os.tmpdir(), 'exchange-e2e-templates-'));
  process.env.E2E_TEMPLATES_DIR = templates;
  const logs = await mkdtemp(path.join(os.tmpdir(), 'exchange-e2e-logs-'));
  process.env.E2E_LOG_DIR = logs;
  // Last: fails the run when a server log holds a live secret (kept then, to read).
  const removeTemplates = async () => {
    await rm(templates, { recursive: true, force: true });
    await checkServerLogs(logs);
    await rm(logs, { recursive: true, force: true });
  };
  if (process.env.E2E_BASE_URL) return removeTemplates;
  const firstPort = Number(process.env.E2E_PORT ?? 4180);
  const starts = await Promise.allSettled(
    Array.from({ length: config.workers }, (_, worker) =>
      startServer({}, firstPort + worker, { fullHistory: true }),
    ),
  );
  const servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const teardown = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await removeTemplates();
  };
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}
