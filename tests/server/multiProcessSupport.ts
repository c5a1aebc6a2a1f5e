import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS_FOR_BURSTS } from './burstLimits';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const MULTI_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
export const MULTI_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

export interface ServerProcess {
  base: string;
  stop: () => Promise<void>;
  /** The process itself (signals, exit code). */
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
}

/**
 * One `server/main.ts` process on the PostgreSQL database `databaseUrl` (undefined: PGlite under
 * its DATA_DIR), as production runs it: its own DATA_DIR (nothing shared on disk), the keys from
 * the environment. Resolves once it listens.
 */
export function startServerProcess(
  databaseUrl: string | undefined,
  port: number,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'multi-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl ?? '',
      DATABASE_POOL_MAX: '8',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: '',
      LOG_LEVEL: 'error',
      SEED_USERS: '40',
      SEED_LEDGER: '2000',
      SEED_TRADES: '2000',
      ADMIN_TOTP_SECRET: MULTI_SECRET,
      WALLET_MNEMONIC: MULTI_MNEMONIC,
      SECRETS_KEY: '11'.repeat(32),
      WITHDRAWAL_DUAL_APPROVAL_USD: '1000000000',
      ...LIMITS_FOR_BURSTS,
      // One session's requests to both processes count against one per-minute limit (shared on
      // PostgreSQL): these tests send thousands from one session.
      RATE_LIMIT_SESSION_PER_MIN: '1000000',
      RATE_LIMIT_ADDRESS_PER_MIN: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    stopProcess(child).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`server on ${port} did not start in 180 s:\n${output}`));
    }, 180_000);
    const collect = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Exchange admin on')) {
        clearTimeout(timer);
        resolve({ base: `http://127.0.0.1:${port}/api`, stop, child, output: () => output });
      }
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server on ${port} exited with ${code}:\n${output}`));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

export interface Answer {
  status: number;
  headers: Headers;
  body: { success?: boolean; message?: string; result?: unknown; token?: string };
}

/** One JSON request to a server process. */
export async function call(
  base: string,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: object } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
}
