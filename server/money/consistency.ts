import type { Db } from '../db/index.ts';

/**
 * Withdrawals whose status disagrees with their journals (for tests and health checks): every
 * withdrawal has exactly one hold; a completed one exactly one completion and no release; a
 * rejected one exactly one release and no completion; any other status neither. Empty when sound.
 */
export async function withdrawalJournalMismatches(db: Pick<Db, 'query'>) {
  const { rows } = await db.query<{
    id: string;
    status: string;
    holds: number;
    completions: number;
    releases: number;
  }>(
    `SELECT w.id::text, w.status,
            count(*) FILTER (WHERE j.kind = 'withdrawal_hold')::int AS holds,
            count(*) FILTER (WHERE j.kind = 'withdrawal_complete')::int AS completions,
            count(*) FILTER (WHERE j.kind = 'withdrawal_release')::int AS releases
       FROM withdrawals w LEFT JOIN ledger_journals j ON j.reference = 'withdrawal:' || w.id
      GROUP BY w.id, w.status
     HAVING count(*) FILTER (WHERE j.kind = 'withdrawal_hold') <> 1
         OR count(*) FILTER (WHERE j.kind = 'withdrawal_complete') <> (CASE WHEN w.status = 'completed' THEN 1 ELSE 0 END)
         OR count(*) FILTER (WHERE j.kind = 'withdrawal_release') <> (CASE WHEN w.status = 'rejected' THEN 1 ELSE 0 END)`,
  );
  return rows;
}
