import type { FullConfig } from '@playwright/test';
import { startServer } from './server';

/**
 * One shared server per worker, for specs that need no special configuration: ports E2E_PORT
 * (default 4180), E2E_PORT + 1, …, each on fresh data (playwright.config.ts picks a worker's).
 */
export default async function globalSetup(config: FullConfig) {
  if (process.env.E2E_BASE_URL) return undefined;
  const basePort = Number(process.env.E2E_PORT ?? 4180);
  const servers = await Promise.all(
    Array.from({ length: config.workers }, (_, index) => startServer({}, basePort + index)),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
