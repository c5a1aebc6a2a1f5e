import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from './browser/benchServer';
import type { BenchRow, BenchSection } from './measure';

const USERS = Number(process.env.BENCH_SEED_USERS ?? 100_000);

/** Runs `npm run seed -- …args` on a fresh PGlite DATA_DIR; answers the seconds and the last line. */
async function timedSeed(args: string[]): Promise<{ seconds: number; said: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-seed-'));
  try {
    let output = '';
    const started = performance.now();
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn('npm', ['run', '--silent', 'seed', '--', ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', resolve);
    });
    const seconds = (performance.now() - started) / 1000;
    if (code !== 0) throw new Error(`npm run seed exited with ${code}:\n${output}`);
    // The last line that is not a JSON log line: the command's own answer.
    const lines = output.trim().split('\n');
    const said = lines.filter((line) => line && !line.startsWith('{')).pop() ?? '';
    return { seconds, said };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * How long an operator waits for `npm run seed -- --users N` on an empty PGlite database
 * (migrations included), with its default ledger and trades, and with users alone.
 */
export const seedTimeSection: BenchSection = {
  title: `npm run seed -- --users ${USERS.toLocaleString('en')} (fresh PGlite data directory)`,
  async run() {
    const rows: BenchRow[] = [];
    for (const [label, args] of [
      [
        'users alone (--ledger 0 --trades 0)',
        ['--users', String(USERS), '--ledger', '0', '--trades', '0'],
      ],
      ['with the default ledger and trades', ['--users', String(USERS)]],
    ] as const) {
      const { seconds, said } = await timedSeed([...args]);
      rows.push({ measure: label, value: `${seconds.toFixed(1)} s`, note: said.slice(0, 120) });
    }
    return rows;
  },
};
