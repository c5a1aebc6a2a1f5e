import { ConfigError, loadConfig } from './config.ts';
import { seed } from './seed/index.ts';
import { buildApp } from './app.ts';
import { openDataDir } from './dataDir.ts';

async function main() {
  const config = loadConfig();
  const db = await openDataDir(config.dataDir, config);
  // Processes starting together on one PostgreSQL server: the first seeds, the others then find
  // every table filled and skip.
  await db.exclusive('seed', () => seed(db, config));
  const app = await buildApp(config, db);
  const close = async () => {
    // app.close() lets requests in flight finish but also waits for every open socket; one a client
    // keeps open (a browser's pooled connection) would hold the exit for the keep-alive timeout (72 s).
    setTimeout(() => app.server.closeAllConnections(), 3_000).unref();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Exchange admin on http://localhost:${config.port} (API under /api, data in ${config.databaseUrl ? redactUrl(config.databaseUrl) : config.dataDir})`,
  );
}

/** The URL without its password, for the log. */
function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
