import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { openDb, type Db } from '../../server/db/index.ts';
import { seed } from '../../server/seed/index.ts';
import { holdExports } from './holdExports.ts';
import { EXPORT_RUNNING } from '../../server/http/exportSlots.ts';
import { FLUSH_INTERVAL_MS } from '../../server/http/sharedRateStore.ts';
import { LIMITS_FOR_BURSTS } from './burstLimits.ts';
import { createScratchDatabase } from './helpers.ts';

/**
 * Two app instances, each with its own connection pool, on one PostgreSQL database, as two
 * processes behind a load balancer: the request limits and each admin's export slots count what
 * both serve. PGlite belongs to one process, so this needs TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn(
    'sharedLimits.test.ts SKIPPED: set TEST_DATABASE_URL (e.g. scripts/throwaway-postgres.sh start)',
  );
}

const SESSION_MAX = 10;
const ADDRESS_MAX = 100;
/** Long enough for each instance to flush its hits and then read the other's back. */
const FLUSHED = 2.5 * FLUSH_INTERVAL_MS;

interface Instance {
  app: FastifyInstance;
  db: Db;
  base: string;
}

describe.skipIf(!serverUrl)('limits shared by two app instances on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let config: Config;
  let a: Instance;
  let b: Instance;
  let authorization: string;
  /** Requests sent from this test's one address, to either instance: the address limit's count. */
  let sent = 0;
  const downloads: AbortController[] = [];
  let openGate = () => {};
  const gate = new Promise<void>((resolve) => (openGate = resolve));

  const send = (instance: Instance, path: string, init: RequestInit = {}) => {
    sent++;
    return fetch(`${instance.base}/api${path}`, init);
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    config = loadConfig({
      SEED_USERS: '0',
      SEED_LEDGER: '200',
      SEED_TRADES: '200',
      LOG_LEVEL: 'silent',
      STATIC_DIR: '',
      PASSWORD_HASH_MEMORY_KIB: '1024',
      // Only the per-minute limits are under test: the requests here go back to back.
      ...LIMITS_FOR_BURSTS,
      RATE_LIMIT_SESSION_PER_MIN: String(SESSION_MAX),
      RATE_LIMIT_ADDRESS_PER_MIN: String(ADDRESS_MAX),
    });
    const first = await openDb({ databaseUrl: scratch.url, poolMax: 5 });
    await seed(first, config);
    const second = await openDb({ databaseUrl: scratch.url, poolMax: 5 });
    [a, b] = await Promise.all([first, second].map(startInstance));
    authorization = await signIn();
  }, 120_000);

  afterAll(async () => {
    openGate();
    for (const download of downloads) download.abort();
    for (const instance of [a, b]) {
      if (!instance) continue;
      // fetch keeps its sockets for reuse; the server's close would wait for them.
      instance.app.server.closeAllConnections();
      await instance.app.close();
      await instance.db.close();
    }
    await scratch?.drop();
  }, 60_000);

  /** A new session's authorization header. */
  async function signIn(): Promise<string> {
    const res = await send(a, '/adminlogin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: config.adminEmail, password: config.adminPassword }),
    });
    return `Bearer ${((await res.json()) as { token: string }).token}`;
  }

  /** An app on `db`, listening, whose export batches wait at the gate (a long export's would). */
  async function startInstance(db: Db): Promise<Instance> {
    holdExports(db, gate);
    const app = await buildApp(config, db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    return { app, db, base: `http://127.0.0.1:${typeof address === 'object' && address?.port}` };
  }

  function startExport(instance: Instance) {
    const controller = new AbortController();
    downloads.push(controller);
    const answer = send(instance, '/admin/getPassbookHistory?format=csv', {
      headers: { authorization },
      signal: controller.signal,
    });
    answer.catch(() => undefined);
    return { answer, stop: () => controller.abort() };
  }

  const leases = async () =>
    (await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM limits.export_leases')).rows[0]
      .n;

  async function expectLimited(res: Response) {
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await res.json()) as { message: string }).message).toBe(
      `Too many requests: try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}`,
    );
  }

  it('refuses a third export on B while the admin runs two on A; an aborted one gives its slot back', async () => {
    const first = startExport(a);
    const second = startExport(a);
    expect((await first.answer).status).toBe(200);
    expect((await second.answer).status).toBe(200);
    expect(await leases()).toBe(2);

    const refused = await startExport(b).answer;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { message: string }).message).toBe(EXPORT_RUNNING);

    first.stop();
    await expect.poll(leases).toBe(1);
    const third = startExport(b);
    expect((await third.answer).status).toBe(200);
    expect(await leases()).toBe(2);
    third.stop();
    second.stop();
    await expect.poll(leases).toBe(0);
  });

  it('counts a session’s requests on both instances against one limit', async () => {
    // A session of its own: the exports above counted against the first one's window, and a
    // flush during the loop would add them to the count before the limit's ten were sent.
    const session = await signIn();
    const profile = (instance: Instance) =>
      send(instance, '/admin/getAdminProfile', { headers: { authorization: session } });
    // Alternating: each instance alone has seen half the limit.
    for (let i = 0; i < SESSION_MAX; i++) expect((await profile(i % 2 ? b : a)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, FLUSHED));
    await expectLimited(await profile(a));
    await expectLimited(await profile(b));
  });

  it('counts an address’s requests on both instances against one limit', async () => {
    expect(sent).toBeLessThan(ADDRESS_MAX);
    for (let i = 0; sent < ADDRESS_MAX; i++) {
      expect((await send(i % 2 ? b : a, '/health')).status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, FLUSHED));
    await expectLimited(await send(a, '/health'));
    await expectLimited(await send(b, '/health'));
  });
});
