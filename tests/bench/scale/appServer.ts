import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort, root } from '../browser/benchServer';

export interface AppServer {
  baseURL: string;
  pid: number;
  /** Bearer token of GET /api/metrics on this server. */
  metricsToken: string;
  /** False once the process has exited (e.g. out of memory on a whole list). */
  alive: () => boolean;
  /** The end of what the process printed (why it stopped). */
  lastOutput: () => string;
  stop: () => Promise<void>;
}

/** The real server (production build + API) on a seeded PostgreSQL database. */
export async function startAppServer(databaseUrl: string, dataDir: string): Promise<AppServer> {
  const port = await freePort();
  const metricsToken = randomBytes(24).toString('hex');
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: profile the server.
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? []),
      '--import',
      'tsx',
      'server/main.ts',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test', // production refuses the development admin the bench signs in with
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        STATIC_DIR: path.join(root, 'dist'),
        LOG_LEVEL: 'warn',
        METRICS_TOKEN: metricsToken,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseURL}/api/openapi.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 5 min:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseURL,
    pid: child.pid!,
    metricsToken,
    alive: () => child.exitCode === null && child.signalCode === null,
    lastOutput: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The process's resident memory and its peak so far (VmRSS, VmHWM), in bytes. */
export async function residentMemory(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kB('VmRSS') * 1024, peak: kB('VmHWM') * 1024 };
}
