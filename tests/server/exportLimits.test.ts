import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { holdExports } from './holdExports.ts';
import { EXPORT_RUNNING, EXPORTS_BUSY } from '../../server/http/exportSlots.ts';

/**
 * Exports over real HTTP, held open: the batches of an export wait at a gate the test opens at
 * the end, as a long export's would on a large list.
 */
let server: TestServer;
let base: string;
const running: (() => void)[] = [];
let openGate = () => {};
const gate = new Promise<void>((resolve) => (openGate = resolve));
beforeAll(async () => {
  server = await startTestServer({
    SEED_USERS: '0',
    EXPORTS_PER_PROCESS: '3',
  });
  holdExports(server.db, gate);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  openGate();
  for (const stop of running) stop();
  // fetch keeps its sockets for reuse; the server's close would wait for them.
  server.app.server.closeAllConnections();
  await server.close();
});

function startExport(authorization: string) {
  const controller = new AbortController();
  const answer = fetch(`${base}/api/admin/getPassbookHistory?format=csv`, {
    headers: { authorization },
    signal: controller.signal,
  });
  // Unread downloads would hold the server's close: each is cancelled at the end at the latest.
  answer.catch(() => undefined);
  running.push(() => controller.abort());
  return { answer, stop: () => controller.abort() };
}

async function refusal(authorization: string) {
  const res = await startExport(authorization).answer;
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  return ((await res.json()) as { message: string }).message;
}

describe('CSV exports at once', () => {
  it('runs 2 per admin and 3 per process; the next is refused until one ends', async () => {
    const { authorization: mine } = await signIn(server);
    const first = startExport(mine);
    const second = startExport(mine);
    expect((await first.answer).status).toBe(200);
    expect((await second.answer).status).toBe(200);
    expect(await refusal(mine)).toBe(EXPORT_RUNNING);

    // Another admin's export still runs, up to the process's bound.
    const { rows } = await server.db.query<{ id: string }>(
      `INSERT INTO admins (email, password_hash, role, status, vouched)
       SELECT 'other.owner@exchange.example', 'not-a-hash', role, 'active', true FROM admins
        WHERE email = $1 RETURNING id`,
      [server.config.adminEmail],
    );
    const other = `Bearer ${await createSession(server.db, rows[0].id)}`;
    const third = startExport(other);
    expect((await third.answer).status).toBe(200);
    expect(await refusal(other)).toBe(EXPORTS_BUSY);

    // A download the admin cancels gives its place back.
    first.stop();
    await expect
      .poll(async () => {
        const res = await startExport(mine).answer;
        if (res.status !== 200) await res.body?.cancel();
        return res.status;
      })
      .toBe(200);
  });
});
