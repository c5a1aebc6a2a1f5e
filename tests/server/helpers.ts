import { openDb, type Db } from '../../server/db/index.ts';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { seed } from '../../server/seed/index.ts';

export interface TestServer {
  app: App;
  db: Db;
  config: Config;
  close: () => Promise<void>;
}

/** A real app on an in-memory PGlite, seeded small, for route tests with app.inject. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  // A small ledger history (the default 100 000 entries would add ~2 s to every test file).
  const config = loadConfig({
    SEED_USERS: '40',
    SEED_LEDGER: '2000',
    SEED_TRADES: '2000',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '',
    ...env,
  });
  const db = await openDb();
  await seed(db, config);
  const app = await buildApp(config, db);
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
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
