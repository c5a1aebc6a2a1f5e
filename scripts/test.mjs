// npm test: the typecheck, lint and build one after the other, then the Vitest suites and the
// end-to-end journeys side by side.
//
// Why side by side: the journeys mostly wait (for a page, a poll, a server) and use under one of
// CI's two cores (measured: 70 % of one core), while Vitest keeps both busy for ten minutes. Run
// one after the other they took over 30 minutes. Vitest runs at the lowest CPU priority, so the
// journeys, whose waits have deadlines, get the cores first and Vitest takes what they leave.
// Each line is prefixed with the suite that printed it; the run fails when either fails.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const step of ['typecheck', 'lint', 'build']) {
  const { status } = spawnSync(npm, ['run', step], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

/** Runs an npm script with each output line prefixed; resolves to its exit code. */
function prefixed(label, script, { lowPriority = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    // Children (Vitest's workers, the servers its tests start) inherit the priority.
    if (lowPriority) os.setPriority(child.pid, 19);
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`[${label}] ${rest}\n`));
    }
    child.on('close', (code) => {
      process.stdout.write(`[${label}] finished: ${code === 0 ? 'passed' : `failed (${code})`}\n`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all([
  prefixed('vitest', 'test:unit', { lowPriority: true }),
  prefixed('e2e', 'test:e2e'),
]);
process.exit(codes.find((code) => code !== 0) ?? 0);
