import { freePort, startBenchServer, type BenchServer } from './browser/benchServer';

/** The population of the users grid section (the figures are at 100 000 users). */
export const USERS = Number(process.env.BENCH_USERS ?? 100_000);
/** Ledger entries for the server-paged figures (the are at 1 000 000 rows). */
export const LEDGER = Number(process.env.BENCH_LEDGER ?? 1_000_000);

/**
 * Two cached databases: many users with no money history (the users grid), and the default
 * population with a big ledger (the passbook). One database with both seeds for over 30 minutes:
 * the money seeds scale with users × entries.
 */
const DATASETS = {
  users: { SEED_USERS: String(USERS), SEED_LEDGER: '0', SEED_TRADES: '0' },
  ledger: { SEED_USERS: '300', SEED_LEDGER: String(LEDGER) },
};
export type Dataset = keyof typeof DATASETS;

const base = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 0;
/** BENCH_PORT=n uses n, n+1 (servers), n+2 (peer app), n+3 (login bundle's server); else free ports. */
export const benchPort = (role: 'users' | 'ledger' | 'peer' | 'login'): Promise<number> =>
  base ? Promise.resolve(base + ['users', 'ledger', 'peer', 'login'].indexOf(role)) : freePort();

const running = new Map<Dataset, Promise<BenchServer>>();

/** The server on a dataset's cached database, started once; run.ts stops them at the end. */
export function datasetServer(dataset: Dataset): Promise<BenchServer> {
  let server = running.get(dataset);
  if (!server) {
    server = benchPort(dataset).then((port) => startBenchServer(DATASETS[dataset], port));
    running.set(dataset, server);
  }
  return server;
}

export async function stopServers(): Promise<void> {
  const servers = [...running.values()];
  running.clear();
  // A failed start was already reported by the section that needed it.
  await Promise.all(servers.map((s) => s.then((server) => server.stop()).catch(() => undefined)));
}
