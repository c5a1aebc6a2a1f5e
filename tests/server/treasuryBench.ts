/**
 * The treasury's costs, measured in a process of its own (tests/bench/treasury.bench.ts runs it),
 * so the memory it reports is the build's alone: TREASURY_USERS users seeded (population only)
 * into an empty database, or the users of one seeded before, then the reconciliation, one
 * snapshot build (time and the process's memory growth), proofs (size and time) and their
 * verification. Prints the rows as JSON on its last line.
 */
import { gzipSync } from 'node:zlib';
import { openDb, type Db } from '../../server/db/index.ts';
import { loadConfig } from '../../server/config.ts';
import { seed } from '../../server/seed/index.ts';
import { readReconciliation } from '../../server/treasury/reconciliation.ts';
import { startSnapshot } from '../../server/treasury/snapshots.ts';
import { buildSnapshot } from '../../server/treasury/snapshotBuild.ts';
import { proofOf } from '../../server/treasury/proofs.ts';
import { sha256Hex } from '../../server/treasury/merkleSumTree.ts';
import { proofProblems } from '../../src/contracts/proofOfReserves.ts';
import { median, ms, kB, type BenchRow } from '../bench/measure.ts';

const requested = Number(process.env.TREASURY_USERS ?? 1_000_000);
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;

const usersIn = async (db: Db) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0].n;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const value = await fn();
  return [value, performance.now() - t0];
}

async function main() {
  const db = await openDb({ databaseUrl, poolMax: 5 });
  const config = loadConfig({
    SEED_USERS: String(requested),
    SEED_LEDGER: '0',
    LOG_LEVEL: 'silent',
  });
  // A database seeded before (npm run seed -- --users N [--add]) is measured as it is: its wallet
  // seed may be one this process does not hold, and a million users seed faster from the command.
  if ((await usersIn(db)) === 0) await seed(db, config);
  const users = await usersIn(db);
  const rows: BenchRow[] = [];

  const reconcileTimes: number[] = [];
  for (let i = 0; i < 5; i++) reconcileTimes.push((await timed(() => readReconciliation(db)))[1]);
  rows.push({
    measure: `reconciliation, ${users} users`,
    value: ms(median(reconcileTimes)),
    budget: '≤ 200 ms',
  });

  const admins = await db.query<{ id: string }>(
    'SELECT id::text FROM admins ORDER BY email LIMIT 2',
  );
  const id = await db.transaction((tx) =>
    startSnapshot(tx, { requestedBy: admins.rows[0].id, approvedBy: admins.rows[1].id }),
  );
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
  const [published, buildMs] = await timed(() => buildSnapshot(db, id));
  clearInterval(sampler);
  rows.push({
    measure: `snapshot build, ${published.users} leaves`,
    value: `${(buildMs / 1000).toFixed(1)} s`,
    budget: '≤ 60 s',
  });
  rows.push({
    measure: 'snapshot build, memory growth',
    value: kB(rssPeak - rssBefore),
    budget: '≤ 200 MB',
    note: 'process RSS',
  });

  const leaves = await db.query<{ user_id: string }>(
    `SELECT user_id FROM treasury_snapshot_nodes WHERE snapshot_id = $1 AND level = 0 ORDER BY random() LIMIT 50`,
    [id],
  );
  const proofTimes: number[] = [];
  const verifyTimes: number[] = [];
  let size = 0;
  let gzipped = 0;
  for (const { user_id } of leaves.rows) {
    const [proof, t] = await timed(() => proofOf(db, id, user_id));
    proofTimes.push(t);
    const answer = JSON.stringify({ success: true, result: proof, message: '' });
    size = Math.max(size, answer.length);
    gzipped = Math.max(gzipped, gzipSync(answer).length);
    const [problems, v] = await timed(async () => proofProblems(proof, sha256Hex));
    if (problems.length) throw new Error(problems.join('; '));
    verifyTimes.push(v);
  }
  rows.push({ measure: 'proof, database time', value: ms(median(proofTimes)), budget: '≤ 50 ms' });
  rows.push({ measure: 'proof, largest answer', value: kB(size), budget: '≤ 3 kB' });
  rows.push({
    measure: 'proof, largest answer gzip',
    value: kB(gzipped),
    note: 'as sent compressed',
  });
  rows.push({ measure: 'proof, verification', value: ms(median(verifyTimes)) });
  await db.close();
  console.log(JSON.stringify(rows));
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
