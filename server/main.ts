import { ConfigError, loadConfig } from './config.ts';
import { seed } from './seed/index.ts';
import { buildApp } from './app.ts';
import { openDataDir } from './dataDir.ts';

async function main() {
  const config = loadConfig();
  const db = await openDataDir(config.dataDir);
  await seed(db, config);
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
    `Exchange admin on http://localhost:${config.port} (API under /api, data in ${config.dataDir})`,
  );
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
