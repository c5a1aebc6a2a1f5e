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
    const { rows } = await tx.query<{
      account_id: string;
      asset_id: string;
      need: string;
      first_at: Date;
    }>(
      `SELECT r.account_id::text, la.asset_id, (-min(r.run))::text AS need, min(r.created_at) AS first_at
         FROM (SELECT e.account_id, e.created_at, ${RUNNING} AS run
                 FROM ledger_entries e JOIN ledger_accounts la ON la.id = e.account_id
                WHERE la.kind NOT IN ('external', 'rewards')) r
         JOIN ledger_accounts la ON la.id = r.account_id
        GROUP BY r.account_id, la.asset_id HAVING min(r.run) < 0`,
    );
    await tx.query(
      `INSERT INTO ledger_accounts (kind, owner, asset_id) SELECT 'external', '', unnest($1::uuid[]) ON CONFLICT DO NOTHING`,
      [rows.map((r) => r.asset_id)],
    );
    for (const deficit of rows) {
      const at = new Date(deficit.first_at.getTime() - 1000);
      const journal = await tx.query<{ id: string }>(
        `INSERT INTO ledger_journals (kind, description, created_at) VALUES ('opening', $2, $1) RETURNING id`,
        [at, HISTORY_OPENING],
      );
      await tx.query(
        `INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after, created_at)
         SELECT $1::bigint, $2::bigint, $3::numeric, 0, $4::timestamptz
         UNION ALL
         SELECT $1::bigint, x.id, -$3::numeric, 0, $4::timestamptz FROM ledger_accounts x
          WHERE x.kind = 'external' AND x.owner = '' AND x.asset_id = $5`,
        [journal.rows[0].id, deficit.account_id, deficit.need, at, deficit.asset_id],
      );
      await tx.query(
        `UPDATE ledger_accounts SET balance = balance + CASE WHEN id = $1 THEN $2::numeric ELSE -$2::numeric END
          WHERE id = $1 OR (kind = 'external' AND owner = '' AND asset_id = $3)`,
        [deficit.account_id, deficit.need, deficit.asset_id],
      );
    }
    // Every balance after, in time order (the seeds booked some journals out of time order).
    await tx.query(
      `UPDATE ledger_entries e SET balance_after = r.run
         FROM (SELECT e.id, ${RUNNING} AS run FROM ledger_entries e) r
        WHERE e.id = r.id AND e.balance_after IS DISTINCT FROM r.run`,
    );
    return rows.length;
  });
}
