import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cacheKey, cacheRoot, root } from '../browser/benchServer';
import { lockDataDir } from '../browser/dataDirLock';
import { startCluster, type Cluster } from './cluster';

export interface Dataset {
  users: number;
  cluster: Cluster;
  /** The server's DATA_DIR of this database (its secrets key and wallet seed). */
  dataDir: string;
  /** Seconds `npm run seed` took on this run; 0 when the cached cluster was reused. */
  seededSeconds: number;
  /** Stops the cluster and releases the cache directory. */
  release: () => Promise<void>;
}

/**
 * A PostgreSQL cluster with `users` seeded by `npm run seed -- --users N` (the operator's command,
 * with its default ledger and trades), kept under the bench cache and keyed by the seed's code: a
 * later run reuses it, migrated to the current schema. A first run seeds into `<key>.partial`, renamed only
 * after the seed succeeded and the cluster stopped cleanly.
 */
export async function seededDataset(users: number, port: number): Promise<Dataset> {
  await mkdir(cacheRoot, { recursive: true });
  // Keyed by the seed's code only: a later migration is applied to the cached database, as it
  // would be to an exchange's (ten million users take ~15 minutes to seed again).
  const ready = path.join(cacheRoot, `scale-${cacheKey({ SEED_USERS: String(users) }, true)}`);
  const unlock = await lockDataDir(ready);
  try {
    let seededSeconds = 0;
    if (!existsSync(ready)) {
      const partial = `${ready}.partial`;
      await rm(partial, { recursive: true, force: true });
      console.log(`(seeding ${users.toLocaleString('en')} users into ${partial}: once, cached)`);
      const cluster = await startCluster(partial, port);
      try {
        const started = performance.now();
        await seed(users, cluster.url, path.join(partial, 'app'));
        seededSeconds = (performance.now() - started) / 1000;
        console.log(`(seeded in ${seededSeconds.toFixed(0)} s)`);
      } finally {
        await cluster.stop();
      }
      await rename(partial, ready);
    }
    const cluster = await startCluster(ready, port);
    const migrating = performance.now();
    await migrate(cluster.url);
    const migrated = (performance.now() - migrating) / 1000;
    if (migrated > 2) console.log(`(new migrations applied in ${migrated.toFixed(0)} s)`);
    return {
      users,
      cluster,
      dataDir: path.join(ready, 'app'),
      seededSeconds,
      release: async () => {
        await cluster.stop();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** `npm run seed -- --users N` against the cluster; its progress goes to this terminal's stderr. */
function seed(users: number, databaseUrl: string, dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'seed', '--', '--users', String(users)], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run seed exited with ${code}`)),
    );
  });
}

/** Brings the cluster's schema up to date (openDb applies what is new) in a process of its own. */
function migrate(databaseUrl: string): Promise<void> {
  const script =
    "const { openDb } = await import('./server/db/index.ts');" +
    'await (await openDb({ databaseUrl: process.env.DATABASE_URL, poolMax: 2 })).close();';
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`migrating the cached database exited with ${code}`)),
    );
  });
}
