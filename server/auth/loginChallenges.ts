import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { hashToken } from './sessions.ts';

/** How long the second sign-in step (the TOTP code) may take after the password was accepted. */
export const LOGIN_CHALLENGE_MINUTES = 5;

/**
 * Issues the otpToken answered by POST /adminlogin when the admin has 2FA on: random, single-use,
 * valid 5 minutes; only its SHA-256 is stored.
 */
export async function createLoginChallenge(
  db: Pick<Db, 'query'>,
  adminId: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO admin_login_challenges (token_hash, admin_id, expires_at)
     VALUES ($1, $2, now() + interval '${LOGIN_CHALLENGE_MINUTES} minutes')`,
    [hashToken(token), adminId],
  );
  return token;
}

/**
 * Consumes an otpToken atomically (marks it used) and answers whose it was; null when the token is
 * unknown, already used or expired. A second call with the same token always answers null.
 */
export async function consumeLoginChallenge(
  db: Pick<Db, 'query'>,
  otpToken: string,
): Promise<{ adminId: string } | null> {
  const { rows } = await db.query<{ admin_id: string }>(
    `UPDATE admin_login_challenges SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING admin_id`,
    [hashToken(otpToken)],
  );
  return rows[0] ? { adminId: rows[0].admin_id } : null;
}
