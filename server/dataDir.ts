import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { openDb, type Db } from './db/index.ts';

/**
 * DATA_DIR holds the database, the wallet seed and the secrets key: only the server's user may
 * read it. The folder (and every folder inside) is 0700 and files are 0600; what the process
 * creates is owner-only (umask 077), and what an older version left readable is tightened.
 */
export async function prepareDataDir(dir: string): Promise<void> {
  process.umask(0o077);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await tighten(dir);
}

/**
 * Opens the database under a prepared DATA_DIR. PGlite's file system sets its files' modes itself
 * (0666, past the umask), so they are tightened again once it has created them; files it adds
 * later sit in 0700 folders, out of other users' reach either way. With a PostgreSQL server
 * (`databaseUrl`) DATA_DIR keeps only the generated keys (when they are not configured).
 */
export async function openDataDir(
  dir: string,
  server: { databaseUrl?: string; databasePoolMax?: number } = {},
): Promise<Db> {
  await prepareDataDir(dir);
  const db = await openDb({
    dataDir: dir,
    databaseUrl: server.databaseUrl,
    poolMax: server.databasePoolMax,
  });
  await tighten(dir);
  return db;
}

async function tighten(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await tighten(full);
    else if (entry.isFile()) await chmod(full, 0o600);
  }
}
