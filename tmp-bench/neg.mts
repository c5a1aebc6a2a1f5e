import { openDb } from '../server/db/index.ts';
import { loadConfig } from '../server/config.ts';
import { seed } from '../server/seed/index.ts';
const db = await openDb();
await seed(db, loadConfig({ SEED_USERS: '60', SEED_LEDGER: '6000', LOG_LEVEL: 'silent', STATIC_DIR: '' }));
const r = await db.query(`SELECT la.id, la.kind, la.owner, e.amount::text, e.balance_after::text, e.created_at, j.kind jk, j.reference FROM ledger_entries e JOIN ledger_accounts la ON la.id=e.account_id JOIN ledger_journals j ON j.id=e.journal_id WHERE la.kind NOT IN ('external','rewards') AND e.balance_after < 0`);
console.log(r.rows);
const acc = (r.rows[0] as any).id;
console.log((await db.query(`SELECT e.amount::text, e.balance_after::text, e.created_at, j.kind, j.reference FROM ledger_entries e JOIN ledger_journals j ON j.id=e.journal_id WHERE e.account_id=$1 ORDER BY e.created_at, e.journal_id, e.id`, [acc])).rows);
