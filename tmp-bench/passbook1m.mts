// p95 of GET /admin/getPassbookHistory at ~1M ledger entries (DATA_DIR=/tmp/money1m), through the real HTTP API.
import { openDb } from '../server/db/index.ts';
import { loadConfig } from '../server/config.ts';
import { buildApp } from '../server/app.ts';
import { createSession } from '../server/auth/sessions.ts';
const config = loadConfig({ DATA_DIR: '/tmp/money1m', LOG_LEVEL: 'silent', STATIC_DIR: '', PORT: '4362' });
const db = await openDb('/tmp/money1m');
const app = await buildApp(config, db);
await app.listen({ port: 4362, host: '127.0.0.1' });
const admin = (await db.query<{ id: string }>('SELECT id FROM admins ORDER BY created_at LIMIT 1')).rows[0].id;
const token = await createSession(db, admin);
const user = (await db.query<{ owner: string }>(`SELECT owner FROM ledger_accounts WHERE owner <> '' ORDER BY owner LIMIT 1 OFFSET 17`)).rows[0].owner;
console.log('entries', (await db.query('SELECT count(*)::int n FROM ledger_entries')).rows[0]);
const enc = (o: object) => encodeURIComponent(JSON.stringify(o));
const cases: Record<string, string> = {
  'page 1 (newest)': '',
  'page 2000': 'page=2000',
  'sort oldest first': `sort=${enc({ createdAt: 1 })}`,
  'filter user': `filter=${enc({ userId: user })}`,
  'filter asset': `filter=${enc({ asset: 'BTC' })}`,
  'filter kind': `filter=${enc({ kind: 'convert' })}`,
  'filter date range (7 days)': `filter=${enc({ createdAt_gte: new Date(Date.now() - 7 * 864e5).toISOString().slice(0, 10) })}`,
  'filter user+asset+kind+dates': `filter=${enc({ userId: user, asset: 'USDT', kind: 'trade_fill', createdAt_gte: '2025-01-01', createdAt_lte: '2030-01-01' })}`,
};
for (const [name, qs] of Object.entries(cases)) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 21; i++) {
    const t = performance.now();
    const res = await fetch(`http://127.0.0.1:4362/api/admin/getPassbookHistory?${qs}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (!body.success) throw new Error(JSON.stringify(body));
    total = body.result.total;
    if (i > 0) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(0);
  console.log(`${name.padEnd(32)} total=${String(total).padStart(7)} p50=${p(0.5)}ms p95=${p(0.95)}ms`);
}
await app.close();
await db.close();
