import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * One server per cached data directory at a time: PGlite does not lock its directory, and two
 * processes writing one cluster corrupt it (two bench runs side by side, e.g. two worktrees).
 * A second run waits for the first (which also keeps their timings apart). A lock left by a
 * process that died is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lock = `${dataDir}.lock`;
  let told = false;
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(`${lock}/pid`, String(process.pid));
      return () => rm(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(await readFile(`${lock}/pid`, 'utf8').catch(() => '0'));
    if (owner && !alive(owner)) {
      await rm(lock, { recursive: true, force: true });
      continue;
    }
    if (!told)
      console.log(`(waiting: another bench run (pid ${owner || '?'}) is using ${dataDir})`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
