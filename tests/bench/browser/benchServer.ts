import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildProduction, rebuildReason } from '../../../scripts/productionBuild.mjs';
import { lockDataDir } from './dataDirLock';

export const root = path.resolve(import.meta.dirname, '../../..');
export const ADMIN = { email: 'admin@exchange.local', password: 'Admin@12345' };
/** Admins of other roles the seed adds outside production (server/seed/devAdmins.ts), no 2FA. */
export const FINANCE_ADMIN = { email: 'ops@exchange.local', password: 'Ops@123456' };
export const SUPPORT_ADMIN = { email: 'support@exchange.local', password: 'Support@12345' };
export const AUDITOR_ADMIN = { email: 'auditor@exchange.local', password: 'Auditor@12345' };

/** Where seeded databases are kept between bench runs (seeding 100 000 users takes minutes). */
export const cacheRoot = path.join(
  process.env.BENCH_CACHE_DIR ?? path.join(os.tmpdir(), 'exchange-bench-data'),
);

export interface BenchServer {
  baseURL: string;
  /** Seconds spent seeding on this start (0 when the cached data dir was reused). */
  seededSeconds: number;
  stop: () => Promise<void>;
}

/** `npm start`'s guarantee for the bench too: a current production build in dist/. */
export function ensureProductionBuild(): void {
  const reason = rebuildReason(root);
  if (!reason) return;
  console.log(`(building the admin for production: ${reason})`);
  buildProduction(root, 'ignore');
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * A cached database is reused only for the same seed settings, seed code and (unless `migrated`
 * says the user of the cache applies new migrations itself) migrations.
 */
export function cacheKey(seedEnv: Record<string, string>, migrated = false): string {
  const hash = createHash('sha256');
  for (const dir of migrated ? ['server/seed'] : ['server/seed', 'server/db/migrations'])
    for (const file of filesUnder(path.join(root, dir)).sort())
      hash.update(path.relative(root, file)).update(readFileSync(file));
  const settings = Object.entries(seedEnv)
    .sort()
    .map(([k, v]) => `${k.replace('SEED_', '').toLowerCase()}${v}`)
    .join('-');
  return `${settings}-${hash.digest('hex').slice(0, 10)}`;
}

export async function freePort(): Promise<number> {
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
 * Starts the real server (production build + API) on the cached database for `seedEnv`. A first
 * start seeds into `<key>.partial`, renamed to `<key>` only after a clean stop, so an interrupted
 * seed is never reused.
 */
export async function startBenchServer(
  seedEnv: Record<string, string>,
  port: number,
): Promise<BenchServer> {
  await mkdir(cacheRoot, { recursive: true });
  const ready = path.join(cacheRoot, cacheKey(seedEnv));
  const unlock = await lockDataDir(ready);
  const seeding = !existsSync(ready);
  const dataDir = seeding ? `${ready}.partial` : ready;
  if (seeding) {
    await rm(dataDir, { recursive: true, force: true });
    console.log(`(seeding ${JSON.stringify(seedEnv)} into ${dataDir}: once, cached afterwards)`);
  }
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test', // production refuses the development admin the bench signs in with
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(root, 'dist'),
      LOG_LEVEL: 'warn',
      ...seedEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const deadline = Date.now() + 45 * 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await unlock();
      throw new Error(`server exited early:\n${output}`);
    }
    try {
      if ((await fetch(`${baseURL}/api/openapi.json`)).ok) break;
    } catch {
      // not listening yet (still seeding)
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 45 min:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const seededSeconds = seeding ? (performance.now() - started) / 1000 : 0;
  if (seeding) console.log(`(seeded in ${seededSeconds.toFixed(0)} s)`);
  return {
    baseURL,
    seededSeconds,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (seeding && child.exitCode === 0) await rename(dataDir, ready);
      await unlock();
    },
  };
}

/** Signs in through the API, as the login page does, and answers the admin token. */
export async function apiToken(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/adminlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`sign-in failed: ${body.message ?? response.status}`);
  return body.token;
}
