/**
 * Passbook at a million ledger entries, through the real HTTP API (page, sort, filters):
 *   DATA_DIR=/tmp/passbook1m npx tsx tests/server/bench/passbook1m.ts
 * Seeds SEED_LEDGER=1000000 on first use (~20 s), then prints p50/p95 of 20 calls per case.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '../../../server/db/index.ts';
import { loadConfig } from '../../../server/config.ts';
import { seed } from '../../../server/seed/index.ts';
import { buildApp } from '../../../server/app.ts';
import { createSession } from '../../../server/auth/sessions.ts';

const enc = (o: object) => encodeURIComponent(JSON.stringify(o));

async function main() {
  const dataDir = process.env.DATA_DIR || mkdtempSync(path.join(tmpdir(), 'passbook1m-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_LEDGER: '1000000',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '',
  });
  const db = await openDb(dataDir);
  const seeding = performance.now();
  await seed(db, config);
  console.log(`seed: ${(performance.now() - seeding).toFixed(0)} ms (0 when already seeded)`);
  const app = await buildApp(config, db);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM admins ORDER BY created_at LIMIT 1',
  );
  const token = await createSession(db, rows[0].id);
  const user = (
    await db.query<{ owner: string }>(
      `SELECT owner FROM ledger_accounts WHERE owner <> '' ORDER BY owner LIMIT 1 OFFSET 17`,
    )
  ).rows[0].owner;
  const entries = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries'))
    .rows[0].n;
  console.log(`ledger entries: ${entries}`);
  const weekAgo = new Date(Date.now() - 7 * 864e5).toISOString().slice(0, 10);
  const cases: Record<string, string> = {
    'page 1 (newest first)': '',
    'page 2000': 'page=2000',
    'sort oldest first': `sort=${enc({ createdAt: 1 })}`,
    'filter user': `filter=${enc({ userId: user })}`,
    'filter asset': `filter=${enc({ asset: 'BTC' })}`,
    'filter user email (text)': `filter=${enc({ email: 'gmail' })}`,
    'filter kind': `filter=${enc({ kind: 'convert' })}`,
    'filter last 7 days': `filter=${enc({ createdAt_gte: weekAgo })}`,
    'filter user+asset+kind+dates': `filter=${enc({ userId: user, asset: 'USDT', kind: 'trade_fill', createdAt_gte: '2025-01-01', createdAt_lte: '2030-01-01' })}`,
  };
  for (const [name, qs] of Object.entries(cases)) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 21; i++) {
      const started = performance.now();
      const res = await fetch(`${address}/api/admin/getPassbookHistory?${qs}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { success: boolean; result: { total: number } };
      if (!body.success) throw new Error(JSON.stringify(body));
      total = body.result.total;
      if (i > 0) times.push(performance.now() - started); // the first call warms the cache
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.ceil(q * times.length) - 1].toFixed(0);
    console.log(
      `${name.padEnd(30)} total=${String(total).padStart(7)}  p50=${p(0.5)} ms  p95=${p(0.95)} ms`,
    );
  }
  await app.close();
  await db.close();
}

void main();
