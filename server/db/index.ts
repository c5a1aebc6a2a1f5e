import { PGlite } from '@electric-sql/pglite';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BackgroundLane } from './backgroundLane.ts';
import { pgliteExtensions } from './extensions.ts';
import { installRowBounds } from './rowBounds.ts';
import { installTableResources } from '../http/tableIndexes.ts';
import { tableContracts } from '../../src/contracts/resources/tables.generated.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';
import { recordMigrations } from '../metrics/registry.ts';

export type { Db, PoolStats, Querier, Queryable, Results } from './types.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DbLocation {
  /** postgres://… : a PostgreSQL server through a pool; otherwise PGlite. */
  databaseUrl?: string;
  /** Connections of the pool (DATABASE_POOL_MAX). */
  poolMax?: number;
  /** PGlite's files (under it, in `pg/`), or for a server where the keys live; none: in memory. */
  dataDir?: string;
  /** A server's count budget (Db.countBudgetMs), if not the product's. */
  countBudgetMs?: number;
}

/**
 * Opens the database and brings its schema up to date: a PostgreSQL server when `databaseUrl` is
 * set, else the embedded PostgreSQL under dataDir, or in memory when dataDir is undefined (tests).
 */
export async function openDb(location: DbLocation | string = {}): Promise<Db> {
  const where = typeof location === 'string' ? { dataDir: location } : location;
  const db = where.databaseUrl
    ? openPostgres(where.databaseUrl, {
        poolMax: where.poolMax ?? 10,
        dataDir: where.dataDir,
        countBudgetMs: where.countBudgetMs,
      })
    : await openPglite(where.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

async function openPglite(dataDir?: string): Promise<Db> {
  const options = { extensions: pgliteExtensions };
  const pglite = dataDir ? new PGlite(path.join(dataDir, 'pg'), options) : new PGlite(options);
  await pglite.waitReady;
  // PGlite is one connection that runs one statement or transaction at a time and queues the rest:
  // the calls under way beyond the first are the ones waiting.
  let active = 0;
  const background = new BackgroundLane(() => active === 0);
  const counted = <T>(run: () => Promise<T>): Promise<T> => {
    active++;
    return run().finally(() => {
      active--;
      background.wake();
    });
  };
  return {
    dataDir: pglite.dataDir,
    query: (sql, params, options) => counted(() => pglite.query(sql, params, options)),
    exec: (sql) => counted(() => pglite.exec(sql)),
    transaction: (fn) => counted(() => pglite.transaction(fn)),
    // One process owns a PGlite directory (it is not shared), so there is no one to exclude.
    exclusive: (_name, fn) => fn(),
    // In-process: notifications reach this one process, which is every listener there is.
    listen: (channel, onNotify) => pglite.listen(channel, onNotify),
    close: () => pglite.close(),
    poolStats: () => ({ size: 1, inUse: Math.min(active, 1), waiting: Math.max(active - 1, 0) }),
    background: {
      query: (sql, params, options) => background.run(() => pglite.query(sql, params, options)),
    },
  };
}

/** The first line of a migration that is one statement PostgreSQL cannot run in a transaction. */
const OUTSIDE_A_TRANSACTION = '-- migrate: outside a transaction';

/**
 * Applies every migrations/NNN_name.sql not applied yet, in order, each in its own transaction
 * (or, opening on OUTSIDE_A_TRANSACTION, as its one statement alone). Under a lock, so processes
 * starting together against one server apply each file once.
 */
export async function migrate(db: Db): Promise<void> {
  const started = performance.now();
  let appliedNow = 0;
  await db.exclusive('migrations', async () => {
    await db.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map(
        (r) => r.name,
      ),
    );
    const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
    for (const file of files) {
      if (applied.has(file)) continue;
      const sql = await readFile(path.join(migrationsDir, file), 'utf8');
      if (sql.startsWith(OUTSIDE_A_TRANSACTION)) {
        // One statement PostgreSQL refuses in a transaction (VACUUM); run again if interrupted.
        await db.exec(sql);
        await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      } else
        await db.transaction(async (tx) => {
          await tx.exec(sql);
          await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        });
      appliedNow++;
    }
    await installRowBounds(db);
    await installTableResources(db, tableContracts);
  });
  recordMigrations(appliedNow, (performance.now() - started) / 1000);
}
