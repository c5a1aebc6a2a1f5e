import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/postgres.ts';

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
});
