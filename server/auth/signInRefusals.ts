import type { Querier } from '../db/index.ts';
import { LOGIN_FAILURE_WINDOW_MINUTES } from './loginThrottle.ts';

/**
 * What the trail may name as a refused sign-in's record: an e-mail address, never whatever else
 * was typed into the field (a password typed there by mistake must not be kept forever).
 */
const EMAIL_SHAPE = /^[^@\s]{1,64}@[^@\s.]+(\.[^@\s.]+)+$/;
export const NOT_AN_EMAIL = '(not an e-mail address)';
export const refusedRecordId = (typed: string) =>
  typed.length <= 254 && EMAIL_SHAPE.test(typed) ? typed : NOT_AN_EMAIL;

export const COUNTED_REFUSALS = 'Further sign-ins refused from this address';

/**
 * Failed sign-ins of an address that get an entry of their own in each window; the further ones,
 * and every one refused while locked, are counted into one entry per window. An address trying
 * 300 e-mails leaves these, the lock's own entry and the count: at most 5.
 */
export const AUDITED_FAILURES_PER_ADDRESS = 3;

/** A refused sign-in past those: counted on the address's row, no entry of its own. */
export async function countRefusal(db: Querier, address: string): Promise<void> {
  await db.query('UPDATE login_throttle SET refused = refused + 1 WHERE key = $1', [
    `address:${address}`,
  ]);
}

/**
 * Appends one entry per address whose window has ended with refusals counted, carrying the count.
 * The rows are claimed and reset in one statement, so two processes never write the same count.
 */
export async function appendRefusalCounts(db: Querier): Promise<number> {
  const { rows } = await db.query<{ address: string; refused: number; since: string }>(
    `WITH ended AS (
       SELECT key, refused FROM login_throttle
        WHERE refused > 0
          AND window_started_at <= now() - interval '${LOGIN_FAILURE_WINDOW_MINUTES} minutes'
        FOR UPDATE SKIP LOCKED)
     UPDATE login_throttle t SET refused = 0 FROM ended e
      WHERE t.key = e.key
     RETURNING substr(t.key, length('address:') + 1) AS address, e.refused,
       to_char(t.window_started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS since`,
  );
  for (const row of rows) {
    await db.query(
      `INSERT INTO audit_trail (client_address, action, operation, resource, record_id, changes,
         hash, at, seq)
       VALUES ($1, 'POST /adminlogin', 'refused', 'admins', NULL, $2, '', now(), 0)`,
      [
        row.address,
        JSON.stringify({
          refused: [null, COUNTED_REFUSALS],
          count: [null, row.refused],
          windowStartedAt: [null, row.since],
        }),
      ],
    );
  }
  return rows.length;
}
