import { execFile } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { totalmem } from 'node:os';
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
  /** How the server is set up, for the bench's report: its buffers and their pages. */
  settings: string;
  stop: () => Promise<void>;
}

const MB = 1024 * 1024;
const HUGE_PAGE = 2 * MB;
const NR_HUGEPAGES = '/proc/sys/vm/nr_hugepages';

/**
 * Shared buffers as a production server is given them: a quarter of the memory (PostgreSQL's own
 * advice), at most 8 GB, rather than the 256 MB that held a part of a million users' indexes.
 */
const sharedBuffersMb = () => Math.min(8192, Math.floor(totalmem() / 4 / MB));

/** The host's huge pages: how many there are, and how many no process holds. */
async function hugePages(): Promise<{ total: number; free: number }> {
  const info = await readFile('/proc/meminfo', 'utf8').catch(() => '');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(info)?.[1] ?? 0);
  return { total: field('HugePages_Total'), free: field('HugePages_Free') };
}

/** Sets how many huge pages the host keeps (a failed write leaves the count as it was). */
const setHugePages = (count: number) =>
  writeFile(NR_HUGEPAGES, String(count)).catch(() => undefined);

/**
 * The buffers on huge pages, as a production server has them. Without, each connection's first
 * touch of a buffer is a page fault of its own: on this VM a fresh connection read 4 000 users
 * spread over 4 000 buffers, all in memory, in 119 ms; on huge pages in 4.8 ms. Reserving them is
 * the host's part (root only); the bench reserves what is missing when it may and gives them back
 * on stop. Returns whether they are there, the count to give back to, and a note for the report.
 */
async function reserveHugePages(
  buffersMb: number,
): Promise<{ on: boolean; restore?: number; note: string }> {
  const needed = Math.ceil((buffersMb * MB * 1.05) / HUGE_PAGE) + 64; // + its other shared memory
  const before = await hugePages();
  if (before.free >= needed) return { on: true, note: 'huge pages (reserved by the host)' };
  if (!asRoot)
    return { on: false, note: `no huge pages (as root the bench reserves them: ${NR_HUGEPAGES})` };
  await setHugePages(before.total + needed - before.free);
  if ((await hugePages()).free >= needed)
    return { on: true, restore: before.total, note: 'huge pages (reserved for the bench)' };
  await setHugePages(before.total);
  return { on: false, note: `no huge pages (the host could not reserve ${needed})` };
}

/**
 * A PostgreSQL cluster kept in `dir` (so a seeded database survives between bench runs), with the
 * throwaway script's settings: 127.0.0.1 only, trust authentication, durability off, text ordered
 * by byte (see the script); its memory set up as a production server's (sharedBuffersMb,
 * reserveHugePages). Created with initdb when `dir` has none.
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
  const buffersMb = sharedBuffersMb();
  const pages = await reserveHugePages(buffersMb);
  const restorePages = async () => {
    if (pages.restore !== undefined) await setHugePages(pages.restore);
  };
  const options = [
    `-p ${port} -h 127.0.0.1 -k ${dir}`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
    `-c max_connections=300 -c shared_buffers=${buffersMb}MB -c max_wal_size=4GB`,
    `-c huge_pages=${pages.on ? 'on' : 'off'}`,
  ].join(' ');
  const log = path.join(dir, 'server.log');
  try {
    await asOwner('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', 'start', '-o', options]);
  } catch (error) {
    await restorePages();
    throw new Error(`PostgreSQL did not start in ${dir} (see ${log}): ${String(error)}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    settings: `shared_buffers ${(buffersMb / 1024).toFixed(1)} GB, ${pages.note}`,
    stop: async () => {
      await asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
      await restorePages();
    },
  };
}
