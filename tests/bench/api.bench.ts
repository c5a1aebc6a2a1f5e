import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { BenchRow, BenchSection } from './measure';
import { ms } from './measure';
import { call, startServerProcess } from '../server/multiProcessSupport';

/**
 * The API under a fixed request rate on both databases: one `server/main.ts` process on PGlite,
 * then one on a PostgreSQL server (BENCH_DATABASE_URL, else a throwaway cluster started with
 * scripts/throwaway-postgres.sh when PostgreSQL is installed). Open loop: requests leave on
 * schedule whether or not earlier ones answered, so a slow server shows as latency, not as a
 * lower rate. The mix is what an admin's screens ask for most.
 */
const RATE = Number(process.env.BENCH_API_RATE ?? 20); // requests per second
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const PORT = 5324;
const PG_PORT = 5328;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const MIX = [
  '/admin/getAdminProfile',
  '/admin/dashboardData',
  '/admin/withdrawList?page=1&limit=25',
  '/admin/getPassbookHistory?page=1&limit=25',
  '/admin/getassets',
  '/admin/getPairList',
];

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  sent: number;
  /** The route with the highest p95, and that p95. */
  slowest: { url: string; p95: number };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function drive(base: string, authorization: string): Promise<Figures> {
  // Warm-up: the first request to each route compiles its schema and fills caches.
  for (const url of MIX) await call(base, 'GET', url, { headers: { authorization } });
  const total = RATE * SECONDS;
  const latencies: number[] = [];
  const perRoute = new Map<string, number[]>(MIX.map((url) => [url, []]));
  let errors = 0;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const url = MIX[i % MIX.length];
    const t0 = performance.now();
    inFlight.push(
      call(base, 'GET', url, { headers: { authorization } })
        .then((res) => {
          if (res.status !== 200) errors++;
        })
        .catch(() => void errors++)
        .finally(() => {
          latencies.push(performance.now() - t0);
          perRoute.get(url)!.push(performance.now() - t0);
        }),
    );
  }
  await Promise.all(inFlight);
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const all = sorted(latencies);
  const slowest = [...perRoute]
    .map(([url, values]) => ({ url, p95: quantile(sorted(values), 0.95) }))
    .sort((a, b) => b.p95 - a.p95)[0];
  return {
    p50: quantile(all, 0.5),
    p95: quantile(all, 0.95),
    p99: quantile(all, 0.99),
    errors,
    sent: total,
    slowest,
  };
}

async function measure(label: string, databaseUrl: string | undefined): Promise<BenchRow[]> {
  const t0 = performance.now();
  const server = await startServerProcess(databaseUrl, PORT, {
    ADMIN_TOTP_SECRET: '',
    SEED_USERS: '300',
    SEED_LEDGER: '20000',
    SEED_TRADES: '20000',
  });
  const startMs = performance.now() - t0;
  try {
    const login = await call(server.base, 'POST', '/adminlogin', {
      body: { email: 'admin@exchange.local', password: 'Admin@12345' },
    });
    if (!login.body.token) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
    const f = await drive(server.base, `Bearer ${login.body.token}`);
    const note = `${f.sent} GETs at ${RATE}/s, ${f.errors} errors`;
    return [
      { measure: `${label}: first start (migrate + seed)`, value: ms(startMs) },
      { measure: `${label}: API p50`, value: ms(f.p50), note },
      { measure: `${label}: API p95`, value: ms(f.p95), note },
      { measure: `${label}: API p99`, value: ms(f.p99), note },
      { measure: `${label}: slowest route p95`, value: ms(f.slowest.p95), note: f.slowest.url },
    ];
  } finally {
    await server.stop();
  }
}

/** A throwaway PostgreSQL on `port` when none is given and the binaries are installed. */
export function throwawayServer(port = PG_PORT): { url: string; stop: () => void } | null {
  const installed =
    existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) =>
      existsSync(`/usr/lib/postgresql/${v}/bin/postgres`),
    );
  if (!installed) return null;
  const script = path.join(root, 'scripts', 'throwaway-postgres.sh');
  const url = execFileSync(script, ['start', String(port)], { encoding: 'utf8' }).trim();
  return { url, stop: () => execFileSync(script, ['stop', String(port)]) };
}

export const apiSection: BenchSection = {
  title: `API latency at a fixed rate (${RATE} requests/s for ${SECONDS} s, one server process)`,
  run: async () => {
    const rows = await measure('PGlite', undefined);
    const given = process.env.BENCH_DATABASE_URL;
    const throwaway = given ? null : throwawayServer();
    const url = given ?? throwaway?.url;
    if (!url) {
      rows.push({
        measure: 'PostgreSQL',
        value: 'skipped',
        note: 'set BENCH_DATABASE_URL or apt-get install postgresql',
      });
      return rows;
    }
    try {
      rows.push(...(await measure('PostgreSQL', url)));
    } finally {
      throwaway?.stop();
    }
    return rows;
  },
};
