import { createWriteStream } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { seededTemplate } from './dataDirTemplates';
import { root, startTsx } from './tsxProcess';
import { logDir, noteMailedTokens } from './serverLogs';
import { latestLinkTo } from '../../../server/mail/outbox';

export const ADMIN = { email: 'admin@exchange.local', password: 'Admin@12345' };

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  /** Everything the server wrote to stdout/stderr (also in a file of the run: serverLogs.ts). */
  output: () => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A spec's own server needs the records it drives, not the exchange-scale history: seeding
 * 100 000 ledger entries and 100 000 trades takes most of a minute on CI's two cores, once per
 * server. The shared server (globalSetup) keeps the full history.
 */
/**
 * What a beforeAll hook that starts a spec server gives itself (`test.setTimeout`): the copy takes
 * seconds, but the first server of a settings seeds its template, or waits while the other worker
 * does, on two busy cores.
 */
export const SERVER_START_TIMEOUT = 150_000;

const SMALL_HISTORY = { SEED_LEDGER: '5000', SEED_TRADES: '2000' };

/**
 * Starts the real server (built admin + API) on a copy of the template seeded with its settings
 * (a spec's server with the small history, the shared ones with the full one) and waits until it
 * answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  port?: number,
  { fullHistory = false }: { fullHistory?: boolean } = {},
): Promise<RunningServer> {
  const settings = { ...(fullHistory ? {} : SMALL_HISTORY), ...env };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'exchange-e2e-'));
  await cp(await seededTemplate(settings), dataDir, { recursive: true });
  const listenPort = port ?? (await freePort());
  const { child, output } = startTsx('server/main.ts', {
    PORT: String(listenPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(root, 'dist'),
    // Warnings and errors, where links were once logged; every request's line at info costs the
    // two cores the browsers need (logging.test.ts proves info-level lines are redacted too).
    LOG_LEVEL: 'warn',
    ...settings,
  });
  const dir = logDir();
  if (dir) {
    const file = createWriteStream(path.join(dir, `server-${listenPort}-${Date.now()}.log`));
    child.stdout?.on('data', (chunk) => file.write(chunk));
    child.stderr?.on('data', (chunk) => file.write(chunk));
    child.once('exit', () => file.end());
  }
  const baseURL = `http://127.0.0.1:${listenPort}`;
  // A loaded machine (CI shares 2 cores) can take over a minute to migrate and seed.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${baseURL}/api/openapi.json`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 120 s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseURL,
    dataDir,
    output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await noteMailedTokens(dataDir);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The newest link `server` e-mailed to `email` whose path starts with `pathPrefix` (e.g.
 * '/reset_password'): without SMTP_URL the server writes its mail to DATA_DIR/outbox.
 */
export function mailedLink(
  server: RunningServer,
  email: string,
  pathPrefix: string,
): Promise<string | undefined> {
  return latestLinkTo(path.join(server.dataDir, 'outbox'), email, pathPrefix);
}
