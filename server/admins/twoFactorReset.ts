import type { Db } from '../db/index.ts';
import { conflict, notFound } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import { requireReason, type AdminChange } from './reason.ts';

type Tx = Pick<Db, 'query'>;

export type TwoFactorReset = AdminChange;

/**
 * Turns off another admin's 2FA when they lost their authenticator, inside the caller's
 * transaction. Their sessions end: they sign in again with their password and set up a new
 * authenticator before any step-up works again. Nobody resets their own (they disable it with a
 * code).
 */
export async function resetAdminTwoFactor(tx: Tx, reset: TwoFactorReset): Promise<string> {
  const reason = requireReason(reset.reason);
  if (reset.id === reset.actorId)
    throw conflict('You cannot reset your own 2FA: disable it on the 2FA page');
  const { rows } = await tx.query<{ email: string; totp_enabled: boolean }>(
    'SELECT email, totp_enabled FROM admins WHERE id = $1 FOR UPDATE',
    [reset.id],
  );
  const admin = rows[0];
  if (!admin) throw notFound('Admin not found');
  if (!admin.totp_enabled) throw conflict(`${admin.email} has no 2FA to reset`);
  await tx.query('UPDATE admins SET totp_enabled = false, totp_secret = NULL WHERE id = $1', [
    reset.id,
  ]);
  // A new authenticator starts a new sequence of time steps, and any lock is lifted with it.
  await tx.query(
    `UPDATE admin_two_factor SET last_step = NULL, pending_secret = NULL, failed_attempts = 0,
            locked_until = NULL, step_up_failed_attempts = 0, step_up_locked_until = NULL
      WHERE admin_id = $1`,
    [reset.id],
  );
  await tx.query(
    'UPDATE admin_sessions SET revoked_at = now() WHERE admin_id = $1 AND revoked_at IS NULL',
    [reset.id],
  );
  await logAction(tx, {
    description: `Admin ${admin.email} 2FA reset by ${reset.actorEmail}: ${reason}`,
    adminId: reset.actorId,
    userId: reset.actorEmail,
  });
  return `2FA reset for ${admin.email}: they set up a new authenticator at their next sign-in`;
}
