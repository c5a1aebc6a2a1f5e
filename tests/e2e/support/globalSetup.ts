import { startServer } from './server';

/** The shared server for specs that need no special configuration (port E2E_PORT, default 4180, fresh data). */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const server = await startServer({}, Number(process.env.E2E_PORT ?? 4180), {
    fullHistory: true,
  });
  return async () => server.stop();
}
