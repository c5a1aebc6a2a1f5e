/**
 * Trade history at scale, through the real HTTP API: seeds an in-memory database with SEED_TRADES
 * orders (default 1 000 000) and SEED_USERS users, then times pages, sorts and filters of
 * POST /admin/gettradehistory. Run: SEED_TRADES=1000000 npx tsx tests/server/tradeHistoryBench.ts
 */
import { openDb } from '../../server/db/index.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { seed } from '../../server/seed/index.ts';

const RUNS = Number(process.env.RUNS ?? 30);
const config = loadConfig({
  SEED_TRADES: '1000000',
  ...process.env,
  STATIC_DIR: '',
  LOG_LEVEL: 'silent',
  PORT: '0',
});
const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

const db = await openDb();
const wall0 = performance.now();
const cpu0 = cpuMs();
await seed(db, config);
console.log(
  `seed SEED_USERS=${config.seedUsers} SEED_TRADES=${config.seedTrades}: ${((performance.now() - wall0) / 1000).toFixed(1)} s wall, ${((cpuMs() - cpu0) / 1000).toFixed(1)} s cpu`,
);
const app = await buildApp(config, db);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
const login = await fetch(`${base}/adminlogin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: config.adminEmail, password: config.adminPassword }),
});
const { token } = (await login.json()) as { token: string };
const someone = (await db.query<{ email: string }>('SELECT email FROM users LIMIT 1 OFFSET 7'))
  .rows[0].email;

const scenarios: [string, object][] = [
  ['trade/buy page 1', { side: 'buy', status: 'filled', page: 1, limit: 25 }],
  ['trade/buy page 400', { side: 'buy', status: 'filled', page: 400, limit: 25 }],
  ['trade/sell oldest first', { side: 'sell', status: 'filled', sort: { createdAt: 1 } }],
  ['trade/sell + pair ETH_USDT', { side: 'sell', status: 'filled', filter: { pair: 'ETH_USDT' } }],
  ['pending orders', { status: ['open', 'partially_filled'], page: 1, limit: 25 }],
  ['all, by order id ascending', { sort: { orderId: 1 }, page: 3, limit: 100 }],
  ['buy + user email', { side: 'buy', status: 'filled', user: someone.split('@')[0] }],
  ['all in one week', { filter: { createdAt_gte: isoDaysAgo(40), createdAt_lte: isoDaysAgo(33) } }],
];

function isoDaysAgo(days: number) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

for (const [name, body] of scenarios) {
  const times: number[] = [];
  let total = '';
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await fetch(`${base}/admin/gettradehistory`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { result: { total: number; totalCapped: boolean } };
    times.push(performance.now() - start);
    // Past the count cap (server/http/paging.ts) the total reads "more than".
    total = `${json.result.totalCapped ? '>' : ''}${json.result.total}`;
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  console.log(
    `${name.padEnd(30)} total ${total.padStart(7)}  p50 ${p(0.5).toFixed(1)} ms  p95 ${p(0.95).toFixed(1)} ms`,
  );
}
await app.close();
await db.close();
