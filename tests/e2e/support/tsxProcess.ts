import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The project's root, where the journeys' child processes run. */
export const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Runs a TypeScript file of the project in a Node process of its own (through tsx), with `env`
 * over this process's environment (NODE_ENV test), and keeps everything it writes.
 */
export function startTsx(
  script: string,
  env: Record<string, string>,
): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}
