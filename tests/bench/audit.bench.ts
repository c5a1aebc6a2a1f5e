import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchRow, BenchSection } from './measure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PG_PORT = process.env.BENCH_AUDIT_PG_PORT ?? '5449';

/** tests/server/auditBench.ts in a process of its own (it runs the server's code). */
function measure(label: string, env: Record<string, string>): BenchRow[] {
  const output = execFileSync('npx', ['tsx', 'tests/server/auditBench.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, AUDIT_LABEL: label, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as BenchRow[];
}

/** A throwaway PostgreSQL (scripts/throwaway-postgres.sh), or null where none is installed. */
function startPostgres(): string | null {
  try {
    return execFileSync('scripts/throwaway-postgres.sh', ['start', PG_PORT], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}

/**
 * The audit trail's costs (issue #24): on PostgreSQL, the database several processes share in
 * production, at the 1 000 000 entries; on PGlite, the embedded default, at 200 000
 * (appending a million entries through the chain trigger alone takes minutes there).
 */
export const auditSection: BenchSection = {
  title: 'Audit trail',
  run() {
    const rows: BenchRow[] = [];
    const databaseUrl = startPostgres();
    if (databaseUrl) {
      try {
        rows.push(...measure('PostgreSQL', { TEST_DATABASE_URL: databaseUrl }));
      } finally {
        execFileSync('scripts/throwaway-postgres.sh', ['stop', PG_PORT], { cwd: root });
      }
    } else rows.push({ measure: 'PostgreSQL', value: '—', note: 'not installed: skipped' });
    const pgliteEntries = process.env.AUDIT_PGLITE_ENTRIES ?? '200000';
    rows.push(...measure('PGlite', { TEST_DATABASE_URL: '', AUDIT_ENTRIES: pgliteEntries }));
    return rows;
  },
};
