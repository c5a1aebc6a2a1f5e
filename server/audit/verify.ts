import type { Queryable } from '../db/index.ts';
import type { AuditHead, AuditVerification } from '../../src/contracts/audit.ts';

/** Entries one query checks; ranges run side by side on a pool (PGlite runs them in turn). */
const RANGE = 100_000;
/** At most this many of the pool's connections verify at once, so requests still get theirs. */
const SIDE_BY_SIDE = 3;

/** The latest entry's number and hash, or null for an empty trail. */
export async function auditHead(db: Pick<Queryable, 'query'>): Promise<AuditHead | null> {
  const { rows } = await db.query<{ seq: string; hash: string }>(
    // Ordered by the column, not by its text (where '9' comes after '12').
    'SELECT t.seq::text AS seq, t.hash FROM audit_trail t ORDER BY t.seq DESC LIMIT 1',
  );
  return rows[0] ? { seq: Number(rows[0].seq), hash: rows[0].hash } : null;
}

/**
 * Recomputes one range of the chain inside the database: each entry's hash from the stored hash
 * of the entry before it (read too, one before the range) and its own columns, and its number
 * from the one before it. Only the tally comes back, so memory stays bounded. An entry edited
 * shows as a hash that does not match; one deleted as the next entry's mismatch and a gap.
 */
async function verifyRange(db: Pick<Queryable, 'query'>, from: number, to: number) {
  const { rows } = await db.query<{ checked: string; broken_at: string | null }>(
    `SELECT count(*) FILTER (WHERE seq >= $1)::text AS checked,
            min(seq) FILTER (WHERE seq >= $1
              AND (hash <> expected_hash OR seq <> coalesce(previous_seq + 1, 1)))::text AS broken_at
       FROM (
         SELECT t.seq, t.hash, lag(t.seq) OVER chain AS previous_seq,
                audit_entry_hash(lag(t.hash) OVER chain, t) AS expected_hash
           FROM audit_trail t
          WHERE t.seq BETWEEN $1::bigint - 1 AND $2::bigint
         WINDOW chain AS (ORDER BY t.seq)
       ) AS recomputed`,
    [from, to],
  );
  return {
    checked: Number(rows[0].checked),
    brokenAt: rows[0].broken_at === null ? null : Number(rows[0].broken_at),
  };
}

/**
 * Verifies the chain up to the head read first (entries appended meanwhile wait for the next
 * check), in ranges of RANGE entries. Each range needs only the stored hash before it, so the
 * ranges are independent and a pool verifies several at once; the first break is the lowest one.
 */
export async function verifyAuditTrail(
  db: Pick<Queryable, 'query'>,
  { range = RANGE } = {},
): Promise<AuditVerification> {
  const head = await auditHead(db);
  const starts: number[] = [];
  for (let from = 1; from <= (head?.seq ?? 0); from += range) starts.push(from);
  const results: Awaited<ReturnType<typeof verifyRange>>[] = [];
  let next = 0;
  const worker = async () => {
    for (let from = starts[next++]; from !== undefined; from = starts[next++])
      results.push(await verifyRange(db, from, from + range - 1));
  };
  await Promise.all(Array.from({ length: Math.min(SIDE_BY_SIDE, starts.length) }, worker));
  const breaks = results.flatMap((r) => (r.brokenAt === null ? [] : [r.brokenAt]));
  const brokenAt = breaks.length ? Math.min(...breaks) : null;
  return {
    ok: brokenAt === null,
    checked: results.reduce((sum, r) => sum + r.checked, 0),
    head,
    brokenAt,
  };
}
