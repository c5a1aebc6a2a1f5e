import type { Db } from '../db/index.ts';

type Tx = Pick<Db, 'query'>;

/** The description of the opening balances this step books. */
export const HISTORY_OPENING = 'Opening balance before the seeded history';

const RUNNING = `sum(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.created_at, e.journal_id, e.id)`;

/**
 * The money, P2P and staking seeds each draw on users' balances as they stand at seed time, but
 * date their journals in the past, so together they can leave an account's history dipping below
 * zero for a while. Each such account gets one opening balance (from the outside world), dated just
 * before its first entry and just big enough; then every balance after is recomputed in time order. The ledger stays balanced and no history goes negative.
 */
export async function fundHistoricalDeficits(db: Pick<Db, 'transaction'>): Promise<number> {
  return db.transaction(async (tx: Tx) => {
    // One row per account in deficit, with its opening journal's id drawn up front, so the
    // journals, their entries and the balances are each one statement (no per-account loop).
    await tx.query(`SET LOCAL work_mem = '256MB'`); // the running sums' sorts, in memory
    // Only accounts with history can dip: an account whose entries are all opening balances (most
    // of a big population's, one positive entry each) already reads right.
    await tx.query(
      `CREATE TEMP TABLE seed_moved ON COMMIT DROP AS
       SELECT DISTINCT e.account_id FROM ledger_journals j JOIN ledger_entries e ON e.journal_id = j.id
        WHERE j.kind <> 'opening'`,
    );
    await tx.query('CREATE INDEX ON seed_moved (account_id)');
    await tx.query('ANALYZE seed_moved');
    await tx.query(
      `CREATE TEMP TABLE seed_deficits ON COMMIT DROP AS
       SELECT nextval('ledger_journals_id_seq') AS jid, d.* FROM (
         SELECT r.account_id, la.asset_id, -min(r.run) AS need, min(r.created_at) - interval '1 second' AS at
           FROM (SELECT e.account_id, e.created_at, ${RUNNING} AS run
                   FROM seed_moved m JOIN ledger_entries e ON e.account_id = m.account_id
                   JOIN ledger_accounts la ON la.id = e.account_id
                  WHERE la.kind NOT IN ('external', 'rewards')) r
           JOIN ledger_accounts la ON la.id = r.account_id
          GROUP BY r.account_id, la.asset_id HAVING min(r.run) < 0
          ORDER BY r.account_id) d`,
    );
    await tx.query(
      `INSERT INTO ledger_accounts (kind, owner, asset_id)
       SELECT DISTINCT 'external', '', asset_id FROM seed_deficits ON CONFLICT DO NOTHING`,
    );
    await tx.query(
      `INSERT INTO ledger_journals (id, kind, description, created_at)
       SELECT jid, 'opening', $1, at FROM seed_deficits ORDER BY jid`,
      [HISTORY_OPENING],
    );
    await tx.query(
      `INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after, created_at)
       SELECT jid, account_id, amount, 0, at FROM (
         SELECT d.jid, 1 AS seq, d.account_id, d.need AS amount, d.at FROM seed_deficits d
         UNION ALL
         SELECT d.jid, 2, x.id, -d.need, d.at FROM seed_deficits d
           JOIN ledger_accounts x ON x.kind = 'external' AND x.owner = '' AND x.asset_id = d.asset_id) l
        ORDER BY jid, seq`,
    );
    await tx.query(
      `UPDATE ledger_accounts la SET balance = la.balance + d.need FROM seed_deficits d WHERE la.id = d.account_id`,
    );
    await tx.query(
      `UPDATE ledger_accounts x SET balance = x.balance - s.total
         FROM (SELECT asset_id, sum(need) AS total FROM seed_deficits GROUP BY asset_id) s
        WHERE x.kind = 'external' AND x.owner = '' AND x.asset_id = s.asset_id`,
    );
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM seed_deficits');
    // Every balance after, in time order (the seeds booked some journals out of time order): of
    // the accounts with history, and the outside world's that funded the deficits just now.
    await tx.query(
      `INSERT INTO seed_moved
       SELECT x.id FROM ledger_accounts x
        WHERE x.kind = 'external' AND x.owner = '' AND x.asset_id IN (SELECT asset_id FROM seed_deficits)
          AND NOT EXISTS (SELECT 1 FROM seed_moved m WHERE m.account_id = x.id)`,
    );
    await tx.query(
      `UPDATE ledger_entries e SET balance_after = r.run
         FROM (SELECT e.id, ${RUNNING} AS run FROM seed_moved m
                 JOIN ledger_entries e ON e.account_id = m.account_id) r
        WHERE e.id = r.id AND e.balance_after IS DISTINCT FROM r.run`,
    );
    return rows[0].n;
  });
}
