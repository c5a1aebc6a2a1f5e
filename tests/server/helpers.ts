import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type Db } from '../../server/db/index.ts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { seed } from '../../server/seed/index.ts';
import type { Logger } from 'pino';
import { LIMITS_FOR_BURSTS } from './burstLimits.ts';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close: () => Promise<void>;
}

/**
 * A real app, seeded small, for route tests with app.inject: on an in-memory PGlite, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, on a database of its own created for this server
 * and dropped by close().
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    logger?: Logger;
    /** Route plugins beside the product's, and the SQL their tables need (run after the seed). */
    routes?: FastifyPluginAsync[];
    migrations?: string[];
  } = {},
): Promise<TestServer> {
  // A small ledger history (the default 100 000 entries would add ~2 s to every test file).
  const config = loadConfig({
    SEED_USERS: '40',
    SEED_LEDGER: '2000',
    SEED_TRADES: '2000',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '',
    // Test servers hash hundreds of passwords: argon2id at 1 MiB (~5 ms), not OWASP's 19 MiB
    // (which production servers keep: it refuses less).
    ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_MEMORY_KIB: '1024' }),
    ...LIMITS_FOR_BURSTS,
    ...env,
  });
  const scratch = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  // Five connections unless a test asks for more (DATABASE_POOL_MAX): many files share the server.
  const poolMax = env.DATABASE_POOL_MAX ? config.databasePoolMax : 5;
  const db = await openDb({
    databaseUrl: scratch?.url,
    poolMax,
    countBudgetMs: TEST_COUNT_BUDGET_MS,
  });
  await seed(db, config);
  for (const sql of options.migrations ?? []) await db.exec(sql);
  const app = await buildApp(config, db, options);
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.close();
      await scratch?.drop();
    },
  };
}

/**
 * The count budget of a test's PostgreSQL database: a count that answers exactly in 5 ms on a quiet
 * machine passed the product's 40 ms on CI's busy runner and answered "of many" (a keyset test
 * compared it with an exact total). Tests compare totals; countBudget.test.ts tests the budget.
 */
export const TEST_COUNT_BUDGET_MS = 10_000;

/**
 * A migrated database for tests that work below the HTTP layer: in-memory PGlite, or a database of
 * its own on TEST_DATABASE_URL's server (with `countBudgetMs`). close() also drops that database.
 */
export async function openTestDb(countBudgetMs = TEST_COUNT_BUDGET_MS): Promise<Db> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDb();
  const scratch = await createScratchDatabase(serverUrl);
  const db = await openDb({ databaseUrl: scratch.url, poolMax: 5, countBudgetMs });
  return {
    ...db,
    close: async () => {
      await db.close();
      await scratch.drop();
    },
  };
}

/** A fresh, empty database on the server of `serverUrl`; drop() removes it. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `exchange_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Signs in as the seeded admin and returns the bearer header. */
export async function signIn(server: TestServer): Promise<{ authorization: string }> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/adminlogin',
    payload: { email: server.config.adminEmail, password: server.config.adminPassword },
  });
  const body = res.json() as { token?: string };
  if (!body.token) throw new Error(`sign-in failed: ${res.body}`);
  return { authorization: `Bearer ${body.token}` };
}
