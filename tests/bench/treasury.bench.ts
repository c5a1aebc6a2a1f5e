import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchRow, BenchSection } from './measure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The treasury (issue #44): reconciliation time, one snapshot's build time and memory, a proof's
 * size and time, its verification, at TREASURY_USERS users (1 000 000 by default), measured in a
 * process of its own (tests/server/treasuryBench.ts) so the memory figure is the build's.
 */
export const treasurySection: BenchSection = {
  title: 'Treasury and proofs of reserves',
  run() {
    const output = execFileSync('npx', ['tsx', 'tests/server/treasuryBench.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(output.trim().split('\n').at(-1)!) as BenchRow[];
  },
};
