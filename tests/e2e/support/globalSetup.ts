import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server';

/**
 * The shared server for specs that need no special configuration (port E2E_PORT, default 4180,
 * fresh data), and the folder of the run's seeded templates (dataDirTemplates.ts): workers inherit
 * its path, and it goes when the run ends.
 */
export default async function globalSetup() {
  const templates = await mkdtemp(path.join(os.tmpdir(), 'exchange-e2e-templates-'));
  process.env.E2E_TEMPLATES_DIR = templates;
  const removeTemplates = () => rm(templates, { recursive: true, force: true });
  if (process.env.E2E_BASE_URL) return removeTemplates;
  const server = await startServer({}, Number(process.env.E2E_PORT ?? 4180), {
    fullHistory: true,
  });
  return async () => {
    await server.stop();
    await removeTemplates();
  };
}
