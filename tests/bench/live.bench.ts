import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchRow, BenchSection } from './measure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Live events under load (issue #26): measured by tests/server/liveBench.ts in a process of its
 * own (a server process, 200 streams, 50 events/s for 60 s, loopback only).
 */
export const liveSection: BenchSection = {
  title: 'Live events (Server-Sent Events)',
  run() {
    const output = execFileSync('npx', ['tsx', 'tests/server/liveBench.ts'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(output.trim().split('\n').at(-1)!) as BenchRow[];
  },
};
