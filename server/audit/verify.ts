import type { Queryable } from '../db/index.ts';
import type { AuditHead, AuditVerification } from '../../src/contracts/audit.ts';

/** The latest entry's number and hash, or null for an empty trail. */
export async function auditHead(db: Pick<Queryable, 'query'>): Promise<AuditHead | null> {
  const { rows } = await db.query<{ seq: string; hash: string }>(
    // Ordered by the column, not by its text (where '9' comes after '12').
    'SELECT t.seq::text AS seq, t.hash FROM audit_trail t ORDER BY t.seq DESC LIMIT 1',
  );
  return rows[0] ? { seq: Number(rows[0].seq), hash: rows[0].hash } : null;
}

/**
 * Recomputes the whole chain inside the database, in one pass in order of number: each entry's
 * hash from the stored hash before it and its own columns, and its number from its place. Only
 * the tally comes back, so memory stays bounded however long the trail is. An entry edited shows
 * as a hash that does not match; one deleted as the next entry's mismatch (and a gap in numbers).
 */
export async function verifyAuditTrail(db: Pick<Queryable, 'query'>): Promise<AuditVerification> {
  const { rows } = await db.query<{ checked: string; broken_at: string | null }>(
    `SELECT count(*)::text AS checked,
            min(seq) FILTER (WHERE hash <> expected_hash OR seq <> expected_seq)::text AS broken_at
       FROM (
         SELECT t.seq, t.hash,
                audit_entry_hash(lag(t.hash) OVER chain, t) AS expected_hash,
                row_number() OVER chain AS expected_seq
           FROM audit_trail t
         WINDOW chain AS (ORDER BY t.seq)
       ) AS recomputed`,
  );
  const brokenAt = rows[0].broken_at === null ? null : Number(rows[0].broken_at);
  return {
    ok: brokenAt === null,
    checked: Number(rows[0].checked),
    head: await auditHead(db),
    brokenAt,
  };
}
