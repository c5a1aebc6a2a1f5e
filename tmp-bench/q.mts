import { openDb } from '../server/db/index.ts';
import { loadConfig } from '../server/config.ts';
import { seed } from '../server/seed/index.ts';
const db = await openDb();
await seed(db, loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '', SEED_LEDGER: '100000' }));
for (const q of [`SELECT status, count(*) FILTER (WHERE first_approved_by IS NOT NULL)::int AS dual, count(*)::int n, max(usd_value)::int FROM withdrawals GROUP BY 1`,
  `SELECT count(*)::int FROM withdrawals WHERE updated_at > now() OR created_at > now() OR first_approved_at > now()`,
  `SELECT count(*)::int FROM deposits WHERE created_at > now() OR credited_at > now()`,
  `SELECT count(*)::int FROM ledger_entries WHERE created_at > now()`])
  console.log(JSON.stringify((await db.query(q)).rows));
