import type { Querier } from '../db/index.ts';

/**
 * Password attempts (sign-in and change-password) per 15-minute window. Each attempt is counted
 * BEFORE the password is checked, in one atomic upsert, so a burst of concurrent guesses is cut at
 * the limit; an attempt that turns out right is given back. Three keys bound different attackers:
 * - one email from one client address: 5 (the lock a guesser meets);
 * - one client address, whatever the email: 20 (spraying many accounts);
 * - one email, from any address: 50 (guesses spread over many addresses), so a guesser elsewhere
 *   cannot lock the real admin out of their own address with 5 wrong passwords.
 */
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const MAX_LOGIN_FAILURES = 5;
export const MAX_ADDRESS_FAILURES = 20;
export const MAX_EMAIL_FAILURES = 50;

const keysOf = (email: string, address: string) => {
  const e = email.trim().toLowerCase();
  return {
    pair: `pair:${e}|${address}`,
    email: `email:${e}`,
    address: `address:${address}`,
  };
};

export interface AttemptTicket {
  /** Minutes until another attempt is allowed; 0 when this attempt may be evaluated. */
  lockMinutes: number;
  /** True when this very attempt reached a limit (the caller then revokes step-ups). */
  justLocked: boolean;
  /** Attempts from the address in its current window, this one included. */
  addressAttempts: number;
  email: string;
  address: string;
}

/** Counts one attempt for the email from the address and says whether it may be evaluated. */
export async function countAttempt(
  db: Querier,
  email: string,
  address: string,
): Promise<AttemptTicket> {
  const keys = keysOf(email, address);
  const { rows } = await db.query<{ key: string; attempts: number; unlock_ms: number }>(
    `INSERT INTO login_throttle AS t (key, attempts, window_started_at)
       SELECT k, 1, now() FROM unnest($1::text[]) AS k
     ON CONFLICT (key) DO UPDATE SET
       attempts = CASE WHEN t.window_started_at <= now() - interval '${LOGIN_FAILURE_WINDOW_MINUTES} minutes'
                       THEN 1 ELSE t.attempts + 1 END,
       window_started_at = CASE WHEN t.window_started_at <= now() - interval '${LOGIN_FAILURE_WINDOW_MINUTES} minutes'
                       THEN now() ELSE t.window_started_at END
     RETURNING key, attempts,
       (extract(epoch FROM t.window_started_at + interval '${LOGIN_FAILURE_WINDOW_MINUTES} minutes' - now()) * 1000)::float8 AS unlock_ms`,
    [[keys.pair, keys.email, keys.address]],
  );
  const limits: Record<string, number> = {
    [keys.pair]: MAX_LOGIN_FAILURES,
    [keys.email]: MAX_EMAIL_FAILURES,
    [keys.address]: MAX_ADDRESS_FAILURES,
  };
  let unlockMs = 0;
  let justLocked = false;
  let addressAttempts = 0;
  for (const row of rows) {
    const limit = limits[row.key];
    if (row.key === keys.address) addressAttempts = row.attempts;
    if (row.attempts > limit) unlockMs = Math.max(unlockMs, row.unlock_ms);
    if (row.attempts === limit) justLocked = true;
  }
  const lockMinutes = unlockMs > 0 ? Math.max(1, Math.ceil(unlockMs / 60_000)) : 0;
  return {
    lockMinutes,
    justLocked,
    addressAttempts,
    email: email.trim().toLowerCase(),
    address,
  };
}

/** A right password: the attempt was no failure; the email's lock from this address is lifted. */
export async function attemptSucceeded(db: Querier, ticket: AttemptTicket): Promise<void> {
  const keys = keysOf(ticket.email, ticket.address);
  await db.query('DELETE FROM login_throttle WHERE key = $1', [keys.pair]);
  await db.query(
    'UPDATE login_throttle SET attempts = greatest(attempts - 1, 0) WHERE key = ANY($1::text[])',
    [[keys.email, keys.address]],
  );
}

/** After a password reset: the email starts again everywhere. */
export async function clearLoginFailures(db: Querier, email: string): Promise<void> {
  const e = email.trim().toLowerCase();
  await db.query(`DELETE FROM login_throttle WHERE key = $1 OR key LIKE $2`, [
    `email:${e}`,
    `pair:${e.replace(/[\\%_]/g, (c) => `\\${c}`)}|%`,
  ]);
}

/** The refusal while locked: the same answer whether or not the password was right. */
export const tooManyAttemptsMessage = (minutes: number) =>
  `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** A lock revokes every live wallet step-up of the admin with that email. */
export async function revokeStepUpsOfEmail(db: Querier, email: string): Promise<void> {
  await db.query(
    `UPDATE admin_sessions s SET step_up_until = NULL FROM admins a
      WHERE a.id = s.admin_id AND a.email = $1 AND s.step_up_until IS NOT NULL`,
    [email.trim().toLowerCase()],
  );
}
