import { startServer } from './server';

/** The shared server for specs that need no special configuration (port 4180, fresh data). */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const server = await startServer({}, 4180);
  return async () => server.stop();
}
