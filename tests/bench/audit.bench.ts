import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchRow, BenchSection } from './measure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The audit trail's costs (issue #24): measured by tests/server/auditBench.ts in a process of its
 * own (it runs the server's code, which this browser-side project does not compile).
 */
export const auditSection: BenchSection = {
  title: 'Audit trail',
  run() {
    const output = execFileSync('npx', ['tsx', 'tests/server/auditBench.ts'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(output.trim().split('\n').at(-1)!) as BenchRow[];
  },
};
