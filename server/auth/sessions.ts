import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';

const SESSION_HOURS = 12;

export interface Session {
  adminId: string;
  email: string;
  tokenHash: string;
  stepUpUntil: Date | null;
}

/** Tokens are opaque random strings; only their SHA-256 is stored, so a database leak reveals none. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, adminId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO admin_sessions (token_hash, admin_id, expires_at) VALUES ($1, $2, now() + interval '${SESSION_HOURS} hours')`,
    [hashToken(token), adminId],
  );
  return token;
}

export async function findSession(db: Db, token: string): Promise<Session | null> {
  const { rows } = await db.query<{
    admin_id: string;
    email: string;
    token_hash: string;
    step_up_until: Date | null;
  }>(
    `SELECT s.admin_id, a.email, s.token_hash, s.step_up_until
       FROM admin_sessions s JOIN admins a ON a.id = s.admin_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [hashToken(token)],
  );
  const row = rows[0];
  return row
    ? {
        adminId: row.admin_id,
        email: row.email,
        tokenHash: row.token_hash,
        stepUpUntil: row.step_up_until,
      }
    : null;
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.query('UPDATE admin_sessions SET revoked_at = now() WHERE token_hash = $1', [tokenHash]);
}

/** Revokes every session of the admin except the one given (after a password change). */
export async function revokeOtherSessions(
  db: Pick<Db, 'query'>,
  adminId: string,
  keepTokenHash: string,
): Promise<void> {
  await db.query(
    'UPDATE admin_sessions SET revoked_at = now() WHERE admin_id = $1 AND token_hash <> $2 AND revoked_at IS NULL',
    [adminId, keepTokenHash],
  );
}
