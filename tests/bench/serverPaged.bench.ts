import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { BenchRow, BenchSection } from './measure';

/**
 * Server-paged lists at a million rows: tests/server/bench/serverPaged1m.ts measures them through
 * the real API (it runs with the server's own TypeScript settings, in its own process so the
 * database's memory goes with it) and prints its rows as JSON; this section shows them.
 */
export const serverPagedSection: BenchSection = {
  title:
    'Server-paged lists at ~1 000 000 rows: API p95 per list x (first page, page 400, sort, filters)',
  run: async () => {
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'tests/server/bench/serverPaged1m.ts', '--json'],
      { maxBuffer: 10_000_000, timeout: 60 * 60_000 },
    );
    const last = stdout.trim().split('\n').pop() ?? '[]';
    return JSON.parse(last) as BenchRow[];
  },
};
