import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDLE_CONNECTION_MS, openPostgres } from '../../server/db/postgres.ts';

/**
 * Every session the server opens on a PostgreSQL server runs with the same settings
 * (server/db/postgres.ts, SESSION_OPTIONS), whatever the cluster's defaults: UTC, plans for each
 * run's values, and no JIT compilation (which cost the dashboard's counts ~1 s per answer at a
 * million users on a cluster with PostgreSQL's default `jit = on`).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn('postgresSessions.test.ts SKIPPED: set TEST_DATABASE_URL');

describe.skipIf(!serverUrl)("the server's PostgreSQL sessions", () => {
  let db: ReturnType<typeof openPostgres>;
  beforeAll(() => {
    db = openPostgres(serverUrl!, { poolMax: 2 });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('run in UTC, plan each run for its values and never JIT-compile a statement', async () => {
    const { rows } = await db.query<Record<string, string>>(
      `SELECT current_setting('TimeZone') AS "timeZone", current_setting('plan_cache_mode') AS "planCacheMode",
              current_setting('jit') AS jit`,
    );
    expect(rows[0]).toEqual({ timeZone: 'UTC', planCacheMode: 'force_custom_plan', jit: 'off' });
  });

  it('do so inside a transaction as well', async () => {
    const jit = await db.transaction(
      async (tx) =>
        (await tx.query<{ jit: string }>(`SELECT current_setting('jit') AS jit`)).rows[0].jit,
    );
    expect(jit).toBe('off');
  });

  it('keep a connection nobody uses for minutes, not seconds: the next statement finds it warm', async () => {
    // The pool's own timers: the idle connection is closed by one set when it is handed back.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const one = openPostgres(serverUrl!, { poolMax: 1 });
    try {
      const backend = async () =>
        (await one.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      const first = await backend();
      vi.advanceTimersByTime(IDLE_CONNECTION_MS - 1_000);
      expect(await backend()).toBe(first);
      vi.advanceTimersByTime(IDLE_CONNECTION_MS + 1_000);
      expect(await backend()).not.toBe(first);
    } finally {
      vi.useRealTimers();
      await one.close();
    }
  });
});
