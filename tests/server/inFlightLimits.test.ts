import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
import { SseClient } from './liveSupport.ts';
import { LIVE_READY } from '../../src/contracts/liveEvents.ts';

/**
 * Requests open at once, over real HTTP: 3 per session and 8 per address here, and 30 a second
 * per session. A list read is
 * held at its page query (a gate the test opens), as a slow one would be on a large list; the
 * profile is not, so another session can be served meanwhile.
 */
let server: TestServer;
let base: string;
const gated: { pass: () => void; fail: () => void }[] = [];
const pending: Promise<unknown>[] = [];
const streams: SseClient[] = [];

beforeAll(async () => {
  server = await startTestServer({
    SEED_USERS: '0',
    RATE_LIMIT_SESSION_IN_FLIGHT: '3',
    RATE_LIMIT_ADDRESS_IN_FLIGHT: '8',
    RATE_LIMIT_SESSION_PER_SEC: '30',
    // On PostgreSQL a held page holds its connection (its transaction): room for every held one.
    DATABASE_POOL_MAX: '16',
  });
  const gatedQuery = (query: typeof server.db.query) =>
    ((sql: string, ...rest: []) =>
      sql.includes('row_to_json(t)')
        ? new Promise<void>((pass, reject) =>
            gated.push({ pass, fail: () => reject(new Error('the page query failed')) }),
          ).then(() => query(sql, ...rest))
        : query(sql, ...rest)) as typeof query;
  server.db.query = gatedQuery(server.db.query);
  // On PostgreSQL a page runs in a transaction of its own (its time budget): gated there too.
  const transaction = server.db.transaction;
  server.db.transaction = ((fn: Parameters<typeof transaction>[0]) =>
    transaction((tx) => fn({ ...tx, query: gatedQuery(tx.query) }))) as typeof transaction;
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api`;
});
afterEach(async () => {
  for (const gate of gated.splice(0)) gate.pass();
  await Promise.allSettled(pending.splice(0));
  await Promise.all(streams.splice(0).map((stream) => stream.close()));
});
afterAll(async () => {
  // fetch keeps its sockets for reuse; the server's close would wait for them.
  server.app.server.closeAllConnections();
  await server.close();
});

const LIST = '/admin/withdrawList?page=1&limit=25';

/** Resolves once `check` holds, asking every few milliseconds for up to 5 s. */
async function until(check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not so after 5 s: ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * A list read that waits at the gate; resolves once it is there (so it holds its slots) to its
 * answer, wrapped: an async function would wait for a promise it returns.
 */
async function held(
  authorization: string,
  signal?: AbortSignal,
): Promise<{ answer: Promise<Response> }> {
  const before = gated.length;
  const answer = fetch(`${base}${LIST}`, { headers: { authorization }, signal });
  // Aborted ones reject: seen by the test that aborts them, or by afterEach.
  answer.catch(() => undefined);
  pending.push(answer);
  await until(() => gated.length === before + 1);
  return { answer };
}

const get = (authorization: string, path = '/admin/getAdminProfile') =>
  fetch(`${base}${path}`, { headers: { authorization } });

async function expectRefused(res: Response) {
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toBe('1');
  expect(await res.json()).toEqual({
    success: false,
    message: 'Too many requests at once: try again in 1 second',
    requestId: expect.any(String),
  });
}

describe('requests in flight at once', () => {
  it('refuses a session past its bound at once while another session is served', async () => {
    const { authorization: flooder } = await signIn(server);
    const { authorization: other } = await signIn(server);
    const answers = [await held(flooder), await held(flooder), await held(flooder)];

    await expectRefused(await get(flooder));
    await expectRefused(await get(flooder, LIST));
    expect((await get(other)).status).toBe(200);

    for (const gate of gated.splice(0)) gate.pass();
    for (const { answer } of answers) expect((await answer).status).toBe(200);
    expect((await get(flooder)).status).toBe(200);
  });

  it('gives the slots back after error answers and aborted requests', async () => {
    const { authorization } = await signIn(server);
    // Errors, more of them than the bounds, one after the other: a 400 before the handler, a 500
    // from it, and 401s of a token that names no session (the address's slots).
    for (let i = 0; i < 4; i++)
      expect((await get(authorization, '/admin/withdrawList?page=x')).status).toBe(400);
    const failing = await held(authorization);
    gated.splice(0)[0].fail();
    expect((await failing.answer).status).toBe(500);
    for (let i = 0; i < 10; i++) expect((await get('Bearer not-a-session')).status).toBe(401);

    // Requests whose client leaves while the server still works on them.
    const controller = new AbortController();
    for (let i = 0; i < 3; i++) await held(authorization, controller.signal);
    await expectRefused(await get(authorization));
    controller.abort();
    await until(async () => (await get(authorization)).status === 200);

    // A burst at once (a session of its own: a second's allowance of 30): some are refused, the
    // rest answered; then every slot is free again.
    const { authorization: bursting } = await signIn(server);
    const burst = await Promise.all(Array.from({ length: 12 }, () => get(bursting)));
    const statuses = burst.map((res) => res.status);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses).toContain(200);
    const follow = [await held(bursting), await held(bursting), await held(bursting)];
    for (const gate of gated.splice(0)) gate.pass();
    for (const { answer } of follow) expect((await answer).status).toBe(200);
  });

  it('bounds one address over all its sessions and random tokens', async () => {
    const sessions = await Promise.all(Array.from({ length: 3 }, () => signIn(server)));
    for (const { authorization } of sessions) await held(authorization);
    for (const { authorization } of sessions) await held(authorization);
    await held(sessions[0].authorization);
    await held(sessions[1].authorization);

    // 8 open from 127.0.0.1: a session with room of its own, and a made-up token, are refused.
    await expectRefused(await get(sessions[2].authorization));
    await expectRefused(await get('Bearer a-fresh-random-token'));
    await expectRefused(await fetch(`${base}/health`));
  });

  it('does not count open event streams', async () => {
    const { authorization } = await signIn(server);
    for (let i = 0; i < 10; i++) {
      const ticket = await fetch(`${base}/admin/events/ticket`, {
        method: 'POST',
        headers: { authorization },
      });
      const { result } = (await ticket.json()) as { result: { ticket: string } };
      const stream = await SseClient.open(`${base}/admin/events?ticket=${result.ticket}`);
      streams.push(stream);
      expect(stream.status, stream.body).toBe(200);
      await stream.next((m) => m.event === LIVE_READY);
    }
    const answers = [
      await held(authorization),
      await held(authorization),
      await held(authorization),
    ];
    await expectRefused(await get(authorization));
    for (const gate of gated.splice(0)) gate.pass();
    for (const { answer } of answers) expect((await answer).status).toBe(200);
  });
});

describe('requests a second', () => {
  it('refuses a session past its burst at once while another session is served', async () => {
    const { authorization: flooder } = await signIn(server);
    const { authorization: other } = await signIn(server);
    // Three at a time (its bound of open ones), so they come faster than 30 a second even on a
    // busy machine; each three ends before the next starts.
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let round = 0; round < 40 && !refused; round++) {
      const answers = await Promise.all([get(flooder), get(flooder), get(flooder)]);
      statuses.push(...answers.map((res) => res.status));
      refused = answers.find((res) => res.status === 429);
    }
    expect(refused, `no 429 in ${statuses.length} requests`).toBeDefined();
    await expectRefused(refused!);
    // A second's allowance at once, and the tokens that came back meanwhile.
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect((await get(other)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await get(flooder)).status).toBe(200);
  });
});
