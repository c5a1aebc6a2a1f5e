import { execFile } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL binaries (the newest installed), as scripts/throwaway-postgres.sh finds them. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(a) - Number(b)) : [];
  const dir = versions.length ? path.join(base, versions[versions.length - 1], 'bin') : '';
  if (!dir || !existsSync(path.join(dir, 'postgres')))
    throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return dir;
}

const asRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the package's `postgres` user. */
function asOwner(command: string, args: string[]) {
  const bin = path.join(binDir(), command);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', bin, ...args]) : run(bin, args);
}

async function ownedDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
}

export interface Cluster {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A PostgreSQL cluster kept in `dir` (so a seeded database survives between bench runs), with the
 * throwaway script's settings: 127.0.0.1 only, trust authentication, durability off, text ordered
 * by byte (see the script). Created with initdb when `dir` has none.
 */
export async function startCluster(dir: string, port: number): Promise<Cluster> {
  const data = path.join(dir, 'data');
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    await ownedDir(dir);
    await asOwner('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--lc-collate=C',
    ]);
  }
  const options = [
    `-p ${port} -h 127.0.0.1 -k ${dir}`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
    '-c max_connections=300 -c shared_buffers=256MB -c max_wal_size=4GB',
  ].join(' ');
  const log = path.join(dir, 'server.log');
  try {
    await asOwner('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', 'start', '-o', options]);
  } catch (error) {
    throw new Error(`PostgreSQL did not start in ${dir} (see ${log}): ${String(error)}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    },
  };
}
