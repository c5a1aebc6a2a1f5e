import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTsx } from './tsxProcess';

/**
 * Seeded DATA_DIRs, one per set of seed settings, for the specs' own servers. Seeding is most of
 * such a server's start (initdb, migrations and ~12 s of demo data on two cores), and most specs
 * ask for the same seed: each server now starts on a copy of the template seeded for its settings.
 * The templates live as long as the test run, in a folder every worker shares (global setup's).
 */
const seedScript = path.join(import.meta.dirname, 'seedDataDir.ts');
const templates = new Map<string, Promise<string>>();

/** Where templates go: the run's folder (global setup makes it and removes it), else a new one. */
let folder: Promise<string> | undefined;
function templatesFolder(): Promise<string> {
  folder ??= process.env.E2E_TEMPLATES_DIR
    ? Promise.resolve(process.env.E2E_TEMPLATES_DIR)
    : mkdtemp(path.join(os.tmpdir(), 'exchange-e2e-templates-')).then((dir) => {
        process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
        return dir;
      });
  return folder;
}

/**
 * The template DATA_DIR seeded with `env`: the server's settings beyond its port and folders.
 * Any of them may shape the seed, so all of them name the template.
 */
export function seededTemplate(env: Record<string, string>): Promise<string> {
  const key = createHash('sha256')
    .update(JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b))))
    .digest('hex')
    .slice(0, 16);
  let template = templates.get(key);
  if (!template) {
    template = templatesFolder().then(async (dir) => {
      const dataDir = path.join(dir, key);
      await seedOnce(dataDir, env);
      return dataDir;
    });
    // A seed that failed is tried again by the next server that asks.
    template.catch(() => templates.delete(key));
    templates.set(key, template);
  }
  return template;
}

/** How long a worker waits for another to finish seeding a template it needs too. */
const SEED_WAIT_MS = 240_000;

/**
 * Seeds the template once for every worker: the process that creates `<dataDir>.lock` (mkdir is
 * atomic) seeds, then marks it `<dataDir>.ready`; the others wait for the mark. A seed that
 * failed leaves no mark and frees the lock, so the next process to ask tries again.
 */
async function seedOnce(dataDir: string, env: Record<string, string>): Promise<void> {
  const ready = `${dataDir}.ready`;
  const lock = `${dataDir}.lock`;
  const deadline = Date.now() + SEED_WAIT_MS;
  while (!existsSync(ready)) {
    const claimed = await mkdir(lock).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return false;
        throw error;
      },
    );
    if (claimed) {
      try {
        await rm(dataDir, { recursive: true, force: true });
        await seedInto(dataDir, env);
        await writeFile(ready, '');
      } finally {
        await rm(lock, { recursive: true, force: true });
      }
    } else {
      if (Date.now() > deadline) throw new Error(`${dataDir} was not seeded in time`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function seedInto(dataDir: string, env: Record<string, string>): Promise<void> {
  const { child, output } = startTsx(seedScript, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`seeding ${dataDir} failed (exit ${code}):\n${output()}`)),
    );
  });
}
