import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from './helpers.ts';
import { startServerProcess, type ServerProcess } from './multiProcessSupport.ts';
import { freePort, sendOnce, type Outcome } from './drainSupport.ts';

/**
 * A rolling restart of two processes on one PostgreSQL database under a steady load: each process
 * in turn gets SIGTERM, drains, exits 0 and starts again. A client that goes to the other process
 * when a connection is refused (or reset before any answer: the request was never taken) loses no
 * request. PGlite cannot be shared between processes, so this needs TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn('rollingRestart.test.ts SKIPPED: set TEST_DATABASE_URL');
}

const ENV = { SEED_USERS: '0', SEED_LEDGER: '0', SEED_TRADES: '0', ADMIN_TOTP_SECRET: '' };
const LOGIN = { email: 'admin@exchange.local', password: 'Admin@12345' };
/** Errors that mean the request never reached a process that took it: try the other one. */
const NOT_TAKEN = new Set(['ECONNREFUSED', 'ECONNRESET']);

describe.skipIf(!serverUrl)('a rolling restart of two processes', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let ports: number[];
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    ports = [await freePort(), await freePort()];
    processes.push(
      ...(await Promise.all(ports.map((p) => startServerProcess(scratch.url, p, ENV)))),
    );
  }, 240_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await scratch?.drop();
  });

  it('loses no request when clients retry on the other process', async () => {
    const signIn = await sendOnce(ports[0], 'roll-signin', 'POST', '/api/adminlogin', LOGIN);
    const token = (signIn.body as { token: string }).token;
    expect(token, JSON.stringify(signIn)).toBeTruthy();

    const finals: Outcome[] = [];
    let retries = 0;
    let running = true;
    /** One logical request: the first process, then the other while neither took it. */
    const request = async (id: string, first: number): Promise<Outcome> => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const port = ports[(first + attempt) % 2];
        const outcome = await sendOnce(
          port,
          `${id}-${attempt}`,
          'GET',
          '/api/admin/getAdminProfile',
          undefined,
          token,
        );
        if (!outcome.error || !NOT_TAKEN.has(outcome.error)) return outcome;
        retries++;
        await new Promise((resolve) => setTimeout(resolve, attempt < 2 ? 0 : 50));
      }
      return { id, error: 'no process took it in 50 attempts' };
    };
    const worker = async (w: number) => {
      for (let n = 0; running; n++) finals.push(await request(`roll-${w}-${n}`, (w + n) % 2));
    };
    const workers = Array.from({ length: 4 }, (_, w) => worker(w));

    for (const index of [0, 1]) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const old = processes[index];
      const exited = new Promise<number | null>((resolve) => old.child.once('exit', resolve));
      old.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      await old.stop(); // removes its DATA_DIR
      processes[index] = await startServerProcess(scratch.url, ports[index], ENV);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    await Promise.all(workers);

    const failed = finals.filter((o) => o.status !== 200);
    expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
    expect(finals.length).toBeGreaterThan(50);
    // The restarts did refuse connections: the retries were needed.
    expect(retries).toBeGreaterThan(0);
  }, 300_000);
});
