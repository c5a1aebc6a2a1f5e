import path from 'node:path';
import { Authenticator, TEST_TOTP_SECRET } from '../e2e/support/totp';
import { call, startServerProcess, type ServerProcess } from '../server/multiProcessSupport';
import { throwawayServer } from './api.bench';
import { freePort } from './browser/benchServer';
import { kB, ms, percentile, type BenchRow, type BenchSection } from './measure';
import { closeConnections, send } from './soak/lightClient';
import { driveOpenLoop, residentBytes, type SoakRequest } from './soak/openLoop';

/**
 * The soak of issue #27: two `server/main.ts` processes on one throwaway PostgreSQL (loopback),
 * an open-loop mix of reads and idempotent writes spread over both at a fixed rate. Printed, never
 * asserted: 0 errors, p99 ≤ 100 ms and resident memory growth ≤ 10 % are the goals.
 */
const RATE = Number(process.env.SOAK_RATE ?? 300);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
/** The first seconds at the same rate, not counted: JIT, pools and caches fill before RSS is read. */
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 10);
const PG_PORT = Number(process.env.SOAK_PG_PORT ?? 5481);
/**
 * How the servers reach PostgreSQL: its Unix socket (SOAK_PG_VIA=socket), as a server on the same
 * host connects, or TCP on 127.0.0.1 (the default).
 */
const VIA_SOCKET = process.env.SOAK_PG_VIA === 'socket';
/** The throwaway server's socket (scripts/throwaway-postgres.sh: -k in its base directory). */
const socketUrl = (tcpUrl: string) => {
  const { port } = new URL(tcpUrl);
  const dir = path.join(process.env.TMPDIR ?? '/tmp', `throwaway-postgres-${port}`);
  return `postgres://postgres@/postgres?host=${encodeURIComponent(dir)}&port=${port}`;
};
/** Platform wallets the seed derives from MULTI_MNEMONIC (as in tests/server/multiProcess.test.ts). */
const COLD = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const HOT = 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g';

async function signInWithStepUp(base: string): Promise<string> {
  const email = 'admin@exchange.local';
  const login = await call(base, 'POST', '/adminlogin', {
    body: { email, password: 'Admin@12345' },
  });
  const otpToken = (login.body as { otpToken?: string }).otpToken;
  if (!otpToken) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
  // The sign-in and the step-up each need a code of a time step not used before.
  const authenticator = new Authenticator(TEST_TOTP_SECRET);
  const second = await call(base, 'POST', '/admin/adminotp', {
    body: { otpToken, secret: await authenticator.next() },
  });
  if (!second.body.token) throw new Error(`2FA sign-in failed: ${JSON.stringify(second.body)}`);
  const authorization = `Bearer ${second.body.token}`;
  const stepUp = await call(base, 'POST', '/admin/adminVerifyOtp', {
    headers: { authorization },
    body: { email, secret: await authenticator.next(), type: 'email' },
  });
  if (stepUp.status !== 200) throw new Error(`step-up failed: ${JSON.stringify(stepUp.body)}`);
  return authorization;
}

/**
 * The mix, 20 slots: the screens an admin opens most (users whole list, withdrawals and audit
 * pages, dashboard, profile, the bell) and two idempotent writes: a user's name set to one of two
 * values, and a wallet self-transfer whose Idempotency-Key changes once a second (the other
 * requests of that second replay it).
 */
function mix(bases: string[], authorization: string, userIds: string[]) {
  const headers = { authorization };
  const get = (label: string, path: string) => (base: string) => ({
    label,
    send: () => send(base, 'GET', path, headers),
  });
  const post =
    (label: string, path: string, body: (i: number) => object) => (base: string, i: number) => ({
      label,
      send: () => send(base, 'POST', path, headers, body(i)),
    });
  const slots: ((base: string, i: number) => SoakRequest)[] = [
    ...Array(3).fill(post('users whole list', '/admin/getAllUserData', () => ({}))),
    ...Array(4).fill(get('withdrawals page', '/admin/withdrawList?page=1&limit=25')),
    ...Array(3).fill(get('dashboard', '/admin/dashboardData')),
    ...Array(2).fill(get('audit head', '/admin/audit/head')),
    get('audit page', '/admin/audit?page=1&limit=25'),
    get('profile', '/admin/getAdminProfile'),
    post('action log page', '/admin/getAdminActionHistory', () => ({ page: 1, limit: 25 })),
    post('bell', '/admin/getAdminActionHistory', () => ({ page: 1, limit: 5 })),
    ...Array(2).fill(
      post('user name edit', '/admin/updateUser', (i) => ({
        _id: userIds[i % userIds.length],
        name: `Soak Name ${Math.floor(i / 20) % 2 ? 'A' : 'B'}`,
      })),
    ),
    (base, i) => ({
      label: 'self-transfer (Idempotency-Key)',
      send: () =>
        send(
          base,
          'POST',
          '/admin/selfTransfer',
          { ...headers, 'idempotency-key': `soak-second-${Math.floor(i / RATE)}` },
          { currency: 'BTC', fromAddress: COLD, toAddress: HOT, amount: '0.0001' },
        ),
    }),
  ];
  return (i: number) => slots[i % slots.length](bases[i % bases.length], i);
}

export const soakSection: BenchSection = {
  title: `Soak: two processes on one PostgreSQL, ${RATE} requests/s open loop for ${SECONDS} s`,
  async run() {
    const pg = throwawayServer(PG_PORT);
    if (!pg) return [{ measure: 'soak', value: 'skipped', note: 'apt-get install postgresql' }];
    const processes: ServerProcess[] = [];
    try {
      const env = {
        SEED_USERS: '500',
        SEED_LEDGER: '5000',
        SEED_TRADES: '5000',
        DATABASE_POOL_MAX: '10',
        ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
      };
      const ports = [await freePort(), await freePort()];
      // Started together: migrations and the seed run once (advisory locks).
      const url = VIA_SOCKET ? socketUrl(pg.url) : pg.url;
      processes.push(...(await Promise.all(ports.map((p) => startServerProcess(url, p, env)))));
      const bases = processes.map((p) => p.base);
      const authorization = await signInWithStepUp(bases[0]);
      const users = await call(bases[1], 'POST', '/admin/getAllUserData', {
        headers: { authorization },
        body: {},
      });
      const userIds = (users.body.result as { _id: string }[]).slice(0, 50).map((u) => u._id);
      const pick = mix(bases, authorization, userIds);
      const rss = () => Promise.all(processes.map((p) => residentBytes(p.child.pid)));
      const booted = await rss();
      const warm = await driveOpenLoop(RATE, WARMUP_SECONDS, pick);
      const before = await rss();
      const soak = await driveOpenLoop(RATE, SECONDS, (i) => pick(i + warm.sent));
      const after = await rss();
      return report(soak, { booted, before, after }, warm.errors.length);
    } finally {
      closeConnections();
      await Promise.all(processes.map((p) => p.stop()));
      pg.stop();
    }
  },
};

function report(
  soak: Awaited<ReturnType<typeof driveOpenLoop>>,
  rss: { booted: number[]; before: number[]; after: number[] },
  warmupErrors: number,
): BenchRow[] {
  const byLabel = new Map<string, number>();
  for (const e of soak.errors) byLabel.set(e.label, (byLabel.get(e.label) ?? 0) + 1);
  const p = (q: number) => ms(percentile(soak.latencies, q));
  const rows: BenchRow[] = [
    {
      measure: 'requests',
      value: String(soak.sent),
      note: `${(soak.sent / SECONDS).toFixed(0)}/s over both processes; driver late by ${ms(soak.worstLateMs)} at worst`,
    },
    {
      measure: 'errors',
      value: String(soak.errors.length),
      budget: '0',
      note: soak.errors.length
        ? `${[...byLabel].map(([l, n]) => `${l} ${n}`).join(', ')}; first: ${soak.errors[0].detail}`
        : `warm-up (${WARMUP_SECONDS} s, not counted): ${warmupErrors} errors`,
    },
    { measure: 'latency p50', value: p(50), note: 'from each request’s scheduled time' },
    { measure: 'latency p95', value: p(95) },
    { measure: 'latency p99', value: p(99), budget: '≤ 100 ms' },
    { measure: 'latency max', value: ms(Math.max(...soak.latencies)) },
    ...[...soak.byLabel]
      .map(([label, values]) => ({ label, p99: percentile(values, 99), n: values.length }))
      .sort((a, b) => b.p99 - a.p99)
      .map(({ label, p99, n }) => ({
        measure: `  p99 ${label}`,
        value: ms(p99),
        note: `${n} requests`,
      })),
  ];
  rss.before.forEach((start, n) => {
    const growth = ((rss.after[n] - start) / start) * 100;
    rows.push({
      measure: `process ${n + 1} resident memory`,
      value: `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %`,
      budget: '≤ 10 %',
      note: `${kB(start)} after warm-up → ${kB(rss.after[n])} at the end (${kB(rss.booted[n])} after start)`,
    });
  });
  return rows;
}
