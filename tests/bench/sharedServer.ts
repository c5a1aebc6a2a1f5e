import { freePort, startBenchServer, type BenchServer } from './browser/benchServer';

/** The population the browser sections run on (the figures are at 100 000 users). */
export const USERS = Number(process.env.BENCH_USERS ?? 100_000);
/** Ledger entries for the server-paged figures (the are at 1 000 000 rows). */
export const LEDGER = Number(process.env.BENCH_LEDGER ?? 1_000_000);

const base = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 0;
/** BENCH_PORT=n uses n (server), n+1 (peer app), n+2 (login bundle's server); else free ports. */
export const benchPorts = {
  get server() {
    return base ? Promise.resolve(base) : freePort();
  },
  get peer() {
    return base ? Promise.resolve(base + 1) : freePort();
  },
  get login() {
    return base ? Promise.resolve(base + 2) : freePort();
  },
};

let running: Promise<BenchServer> | undefined;

/** One server on the cached database, shared by the browser sections; run.ts stops it at the end. */
export function sharedServer(): Promise<BenchServer> {
  running ??= benchPorts.server.then((port) =>
    startBenchServer({ SEED_USERS: String(USERS), SEED_LEDGER: String(LEDGER) }, port),
  );
  return running;
}

export async function stopSharedServer(): Promise<void> {
  const server = running;
  running = undefined;
  if (server) await server.then((s) => s.stop()).catch(() => undefined); // a failed start is reported by its section
}
