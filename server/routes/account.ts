import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, badRequest } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashToken, revokeOtherSessions } from '../auth/sessions.ts';
import {
  attemptSucceeded,
  clearLoginFailures,
  countAttempt,
  revokeStepUpsOfEmail,
  tooManyAttemptsMessage,
} from '../auth/loginThrottle.ts';
import { passwordProblem } from '../../src/contracts/passwordPolicy.ts';
import { issueResetLink } from '../auth/passwordResets.ts';
import type { Db } from '../db/index.ts';
import { commandRoute } from '../http/commandRoutes.ts';
import {
  changePassword,
  forgotPassword,
  resetPassword,
} from '../../src/contracts/commands/account.ts';
export const FORGOT_PASSWORD_MESSAGE =
  'If an admin account exists for this email, a password reset link has been sent to it.';
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

export function requireStrong(password: string) {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
}

type ResetBody = { token: string; password: string };
type PasswordChange = { currentPassword: string; newPassword: string };

/** Password reset (public) and the signed-in admin's password change (invitations: invitations.ts). */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const publicUrl = (path: string) => `http://localhost:${app.config.port}${path}`;

  commandRoute<{ email: string }>(
    app,
    forgotPassword,
    async (_db, body, { request }) => {
      const email = body.email.trim().toLowerCase();
      // The same answer, as fast, for every e-mail: the lookup, link and mail come after it.
      app.background.run(
        () => issueResetLink(app, email, publicUrl),
        // Neutral either way: a failure only for real admins would tell who is one.
        (error) => request.log.error({ err: error }, 'Password reset: the link could not be sent'),
      );
      return { record: undefined, message: FORGOT_PASSWORD_MESSAGE };
    },
    { ownTransactions: true },
  );

  commandRoute<ResetBody>(
    app,
    resetPassword,
    async (db, { token, password }) => {
      const valid = await db.query(
        'SELECT 1 FROM admin_password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
        [hashToken(token)],
      );
      if (valid.rows.length === 0) throw badRequest(INVALID_RESET_LINK);
      requireStrong(password);
      const passwordHash = await hashPassword(password);
      await app.db.transaction((tx) => resetWith(tx, token, passwordHash));
      return {
        record: undefined,
        message: 'Your password has been reset. Sign in with the new password.',
      };
    },
    { ownTransactions: true },
  );

  commandRoute<PasswordChange>(
    app,
    changePassword,
    async (db, { currentPassword, newPassword }, { request }) => {
      const { adminId, email, tokenHash } = request.session;
      // The current password is guessed like a sign-in: the same counters, counted first.
      const attempt = await countAttempt(app.db, email, request.ip);
      if (attempt.lockMinutes > 0)
        throw new ApiError(429, tooManyAttemptsMessage(attempt.lockMinutes));
      const { rows } = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM admins WHERE id = $1',
        [adminId],
      );
      if (!rows[0] || !(await verifyPassword(currentPassword, rows[0].password_hash))) {
        if (attempt.justLocked) await revokeStepUpsOfEmail(app.db, email);
        // On its input: the admin's form shows it under the current password.
        throw new ApiError(400, CURRENT_PASSWORD_INCORRECT, {
          currentPassword: CURRENT_PASSWORD_INCORRECT,
        });
      }
      await attemptSucceeded(app.db, attempt);
      if (newPassword === currentPassword)
        throw badRequest('The new password must be different from the current password');
      requireStrong(newPassword);
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        await tx.query('UPDATE admins SET password_hash = $2 WHERE id = $1', [
          adminId,
          passwordHash,
        ]);
        await revokeOtherSessions(tx, adminId, tokenHash);
        await logAction(tx, { description: `Admin ${email} changed their password`, adminId });
      });
      return {
        record: undefined,
        message: 'Password changed. Your other sessions have been signed out.',
      };
    },
    { ownTransactions: true },
  );
};

/** Spends the reset link and sets the password, signing the admin out everywhere. */
async function resetWith(tx: Pick<Db, 'query'>, token: string, passwordHash: string) {
  const { rows } = await tx.query<{ admin_id: string; email: string }>(
    `UPDATE admin_password_resets r SET used_at = now() FROM admins a
      WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now() AND a.id = r.admin_id
      RETURNING r.admin_id, a.email`,
    [hashToken(token)],
  );
  const admin = rows[0];
  if (!admin) throw badRequest(INVALID_RESET_LINK);
  await tx.query('UPDATE admins SET password_hash = $2 WHERE id = $1', [
    admin.admin_id,
    passwordHash,
  ]);
  await tx.query(
    'UPDATE admin_sessions SET revoked_at = now() WHERE admin_id = $1 AND revoked_at IS NULL',
    [admin.admin_id],
  );
  await tx.query(
    'UPDATE admin_login_challenges SET used_at = now() WHERE admin_id = $1 AND used_at IS NULL',
    [admin.admin_id],
  );
  await clearLoginFailures(tx, admin.email);
  await logAction(tx, {
    description: `Admin ${admin.email} reset their password`,
    adminId: admin.admin_id,
  });
}
