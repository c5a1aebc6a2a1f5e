import { PGlite } from '@electric-sql/pglite';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteExtensions } from './extensions.ts';

export type Db = PGlite;

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the embedded PostgreSQL under dataDir, or in memory when dataDir is undefined (tests). */
export async function openDb(dataDir?: string): Promise<Db> {
  const options = { extensions: pgliteExtensions };
  const db = dataDir ? new PGlite(path.join(dataDir, 'pg'), options) : new PGlite(options);
  await db.waitReady;
  await migrate(db);
  return db;
}

/** Applies every migrations/NNN_name.sql not applied yet, in order, each in its own transaction. */
export async function migrate(db: Db): Promise<void> {
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
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
  }
}
