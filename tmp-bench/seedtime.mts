import { openDb } from '../server/db/index.ts';
import { loadConfig } from '../server/config.ts';
import { seed } from '../server/seed/index.ts';
import { ledgerDiscrepancies } from '../server/ledger/ledger.ts';
const db = await openDb(process.env.DIR || undefined);
const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '', ...process.env });
let t = Date.now();
config.seedLedger = 0;
const save = config.seedLedger;
await seed(db, { ...config, seedLedger: Number(process.env.SEED_LEDGER ?? 100000) });
console.log('seed total ms', Date.now() - t);
for (const q of ['SELECT count(*)::int n FROM deposits','SELECT status, count(*)::int n FROM withdrawals GROUP BY 1','SELECT count(*)::int n FROM converts','SELECT count(*)::int n FROM affiliates','SELECT kind, count(*)::int n FROM ledger_journals GROUP BY 1','SELECT count(*)::int n FROM ledger_entries'])
  console.log(JSON.stringify((await db.query(q)).rows));
t = Date.now();
console.log(JSON.stringify(await ledgerDiscrepancies(db)).slice(0, 300), Date.now() - t);
console.log(JSON.stringify((await db.query(`SELECT count(*) n FROM ledger_entries e JOIN ledger_accounts la ON la.id=e.account_id WHERE la.kind NOT IN ('external','rewards') AND e.balance_after < 0`)).rows));
await db.close();
