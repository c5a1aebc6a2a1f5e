import { performance } from 'node:perf_hooks';
import { startTestServer, signIn, type TestServer } from './helpers.ts';
import { verifyAuditTrail } from '../../server/audit/verify.ts';

const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/**
 * The audit trail's costs (issue #24), on the database the tests use (PGlite, or
 * TEST_DATABASE_URL's server; the bench section runs both): what one admin action pays for its entry (the same edit with the
 * users table's audit trigger on and off, p50/p95), and how long the chain of AUDIT_ENTRIES
 * (default 1 000 000) entries takes to verify. Run by `BENCH_SECTIONS=audit npm run bench`
 * (tests/bench/audit.bench.ts), or alone: npx tsx tests/server/auditBench.ts (prints JSON rows).
 */
const ENTRIES = Number(process.env.AUDIT_ENTRIES ?? 1_000_000);
const EDITS = Number(process.env.AUDIT_EDITS ?? 200);
const BATCH = 50_000;
const on = process.env.AUDIT_LABEL ? ` (${process.env.AUDIT_LABEL})` : '';

async function editTimes(server: TestServer, authorization: string, userId: string) {
  const times: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const started = performance.now();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/admin/updateUser',
      headers: { authorization },
      payload: { _id: userId, name: `Bench user ${i}` },
    });
    times.push(performance.now() - started);
    if (res.statusCode !== 200)
      throw new Error(`updateUser answered ${res.statusCode}: ${res.body}`);
  }
  return times;
}

/** Appends entries through the chain trigger, as admin changes would, in batches. */
async function fill(server: TestServer, count: number) {
  for (let done = 0; done < count; done += BATCH) {
    const n = Math.min(BATCH, count - done);
    await server.db.query(
      `INSERT INTO audit_trail (admin_email, admin_role, action, operation, resource, record_id,
         changes, reason, request_id, hash, at, seq)
       SELECT 'bench@exchange.local', 'owner', 'POST /admin/updateUser', 'update', 'users', i::text,
              jsonb_build_object('name', jsonb_build_array('Before ' || i, 'After ' || i)),
              NULL, md5(i::text), '', now(), 0
         FROM generate_series(1, $1::int) AS i`,
      [n],
    );
  }
}

async function measure() {
  const server = await startTestServer({ SEED_USERS: '10', SEED_LEDGER: '0', SEED_TRADES: '0' });
  try {
    const { authorization } = await signIn(server);
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM users LIMIT 1');
    await editTimes(server, authorization, rows[0].id); // warm-up
    const audited = await editTimes(server, authorization, rows[0].id);
    await server.db.exec('ALTER TABLE users DISABLE TRIGGER users_audited');
    const plain = await editTimes(server, authorization, rows[0].id);
    await server.db.exec('ALTER TABLE users ENABLE TRIGGER users_audited');

    const filling = performance.now();
    await fill(server, ENTRIES);
    const filled = (performance.now() - filling) / 1000;
    const verifying = performance.now();
    const result = await verifyAuditTrail(server.db);
    const verified = performance.now() - verifying;
    if (!result.ok) throw new Error(`the bench chain does not verify: ${JSON.stringify(result)}`);
    return [
      {
        measure: `admin edit, audited (p50 / p95 of ${EDITS})${on}`,
        value: `${ms(percentile(audited, 50))} / ${ms(percentile(audited, 95))}`,
      },
      {
        measure: `the same edit, trigger off (p50 / p95)${on}`,
        value: `${ms(percentile(plain, 50))} / ${ms(percentile(plain, 95))}`,
        note: 'the difference is what an entry costs',
      },
      {
        measure: `verify ${result.checked.toLocaleString('en-US')} entries${on}`,
        value: ms(verified),
        ...(result.checked >= 1_000_000 ? { budget: '≤ 10 000 ms at 1 000 000' } : {}),
        note: `appending them took ${filled.toFixed(0)} s`,
      },
    ];
  } finally {
    await server.close();
  }
}

console.log(JSON.stringify(await measure()));
