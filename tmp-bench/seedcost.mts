import { openDb } from '../server/db/index.ts';
import { loadConfig } from '../server/config.ts';
import { seed } from '../server/seed/index.ts';
import { seedMoney } from '../server/seed/money.ts';
// Default seed with and without the money part: the money seed's extra time.
const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '', WALLET_MNEMONIC: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about' });
for (let i = 0; i < 2; i++) {
  const db = await openDb();
  // Seed everything but money (SEED_LEDGER irrelevant: seedMoney skipped by pre-filling a deposit row is not possible), so time seedMoney alone:
  await db.query('SELECT 1');
  const t0 = performance.now();
  await seed(db, { ...config, seedLedger: 0 });
  const t1 = performance.now();
  await db.query('TRUNCATE deposits, withdrawals, converts, affiliates CASCADE');
  await db.query(`DELETE FROM ledger_entries WHERE journal_id IN (SELECT id FROM ledger_journals WHERE kind <> 'opening')`);
  await db.query(`DELETE FROM ledger_journals WHERE kind <> 'opening'`);
  const t2 = performance.now();
  await seedMoney(db, config);
  console.log(`full default seed with a tiny ledger ${(t1 - t0).toFixed(0)} ms; money seed at SEED_LEDGER=100000: ${(performance.now() - t2).toFixed(0)} ms`);
  await db.close();
}
