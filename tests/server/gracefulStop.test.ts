import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './multiProcessSupport.ts';
import { freePort, sendOnce, type Outcome } from './drainSupport.ts';

/**
 * SIGTERM under load, on the real process (server/main.ts): every request the server took got a
 * whole answer, a slow one in flight included; the process then exits 0 within the grace period.
 * The client names each request (X-Request-Id, kept because the server trusts its proxy), and the
 * server's own log says which requests it took.
 */
let server: ServerProcess;
let port: number;

beforeAll(async () => {
  port = await freePort();
  server = await startServerProcess(undefined, port, {
    SEED_USERS: '0',
    SEED_LEDGER: '0',
    SEED_TRADES: '0',
    ADMIN_TOTP_SECRET: '',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
  });
}, 200_000);
afterAll(async () => server?.stop());

describe('a graceful stop', () => {
  it('answers every request it took, then exits 0 within the grace period', async () => {
    const signIn = await send('grace-signin-0', 'POST', '/api/adminlogin', LOGIN);
    const token = (signIn.body as { token: string }).token;
    expect(token, JSON.stringify(signIn)).toBeTruthy();

    const outcomes: Outcome[] = [];
    let stopped = false;
    const worker = async (w: number) => {
      for (let n = 0; !stopped; n++) {
        const outcome =
          n % 2 === 0
            ? await send(`grace-${w}-${n}`, 'GET', '/api/ready')
            : await send(`grace-${w}-${n}`, 'GET', '/api/admin/getAdminProfile', undefined, token);
        outcomes.push(outcome);
        // Refused: the process no longer listens; a client would go to another process now.
        if (outcome.error === 'ECONNREFUSED') return;
      }
    };
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.child.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    const workers = Array.from({ length: 6 }, (_, w) => worker(w));
    // A slow client: its body arrives in two parts, the second after the stop began.
    const slow = send('grace-slow-1', 'POST', '/api/adminlogin', LOGIN, undefined, 2_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const [{ code, at }, slowOutcome] = await Promise.all([exited, slow]);
    stopped = true;
    await Promise.all(workers);

    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(12_000);
    expect(slowOutcome.status, JSON.stringify(slowOutcome)).toBe(200);
    expect((slowOutcome.body as { token?: string }).token).toBeTruthy();

    const taken = takenIds(server.output());
    expect(taken.has('grace-slow-1')).toBe(true);
    const answered = outcomes.filter((o) => o.status !== undefined);
    expect(answered.length).toBeGreaterThan(10);
    for (const outcome of outcomes) {
      if (taken.has(outcome.id)) {
        // Taken: a whole answer, ready (or, once draining, not ready), or the profile.
        expect(outcome.error, outcome.id).toBeUndefined();
        expect([200, 503], outcome.id).toContain(outcome.status);
      } else {
        // Never taken: refused at the door (or reset in the kernel's backlog), never half-answered.
        expect(outcome.status, outcome.id).toBeUndefined();
      }
    }
    expect(server.output()).toContain('Shutdown: drained and closed');
  }, 60_000);
});

/** One request to the server under test (drainSupport.ts: a connection of its own). */
const send = (id: string, method: string, path: string, body?: object, token?: string, split = 0) =>
  sendOnce(port, id, method, path, body, token, split);

const LOGIN = { email: 'admin@exchange.local', password: 'Admin@12345' };

/** The request ids the server logged as taken ("incoming request"). */
function takenIds(output: string): Set<string> {
  const ids = new Set<string>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; requestId?: string };
    if (entry.msg === 'incoming request' && entry.requestId) ids.add(entry.requestId);
  }
  return ids;
}
