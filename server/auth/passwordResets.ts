import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { hashToken } from './sessions.ts';
import { sendResetMail } from '../mail/messages.ts';

export const RESET_MINUTES = 30;
/**
 * A new link voids the previous one at most this often: a stranger asking for links in a loop
 * cannot keep the admin's real link from working, nor add an entry to the trail on each call.
 */
export const RESET_REISSUE_MINUTES = 10;

export const newToken = () => randomBytes(32).toString('base64url');

/**
 * Issues a reset link to the admin with this e-mail and mails it; nothing for an unknown e-mail,
 * nor while a link issued less than RESET_REISSUE_MINUTES ago is still unused.
 */
export async function issueResetLink(
  app: FastifyInstance,
  email: string,
  linkTo: (path: string) => string,
): Promise<void> {
  const token = newToken();
  const issued = await app.db.transaction(async (tx) => {
    // The admin's row is locked so two requests at once cannot both decide to void.
    const { rows } = await tx.query<{ id: string }>(
      'SELECT id FROM admins WHERE email = $1 FOR UPDATE',
      [email],
    );
    const admin = rows[0];
    if (!admin) return false;
    const recent = await tx.query(
      `SELECT 1 FROM admin_password_resets
        WHERE admin_id = $1 AND used_at IS NULL AND expires_at > now()
          AND created_at > now() - interval '${RESET_REISSUE_MINUTES} minutes'`,
      [admin.id],
    );
    if (recent.rows.length > 0) return false;
    // Only the newest link works.
    await tx.query(
      'UPDATE admin_password_resets SET used_at = now() WHERE admin_id = $1 AND used_at IS NULL',
      [admin.id],
    );
    await tx.query(
      `INSERT INTO admin_password_resets (token_hash, admin_id, expires_at) VALUES ($1, $2, now() + interval '${RESET_MINUTES} minutes')`,
      [hashToken(token), admin.id],
    );
    return true;
  });
  if (issued)
    await sendResetMail(app, email, linkTo(`/reset_password?token=${token}`), RESET_MINUTES);
}
