import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../db/index.ts';
import { badRequest, conflict, forbidden, ok } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashToken, revokeOtherSessions } from '../auth/sessions.ts';
import { clearLoginFailures } from '../auth/loginThrottle.ts';
import { passwordProblem, PASSWORD_POLICY_TEXT } from '../auth/passwordPolicy.ts';
import { iso } from './records.ts';

export const RESET_MINUTES = 30;
export const INVITATION_DAYS = 7;
export const FORGOT_PASSWORD_MESSAGE =
  'If an admin account exists for this email, a password reset link has been sent to it.';
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';
export const INVITATION_ONLY = 'Registration is by invitation only';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

type Query = Pick<Db, 'query'>;

/** The latest reset link per email, for tests only (there is no mail server in development). */
const resetLinks = new Map<string, string>();
export function latestResetLink(email: string): string | undefined {
  return resetLinks.get(email.trim().toLowerCase());
}

const newToken = () => randomBytes(32).toString('base64url');
const Email = Type.String({ format: 'email', maxLength: 254 });
const Token = Type.String({ minLength: 1, maxLength: 200 });
const Password = Type.String({ maxLength: 256, description: PASSWORD_POLICY_TEXT });

function requireStrong(password: string) {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
}

async function pendingInvitation(db: Query, token: string) {
  const { rows } = await db.query<{ id: string; email: string; invited_by_email: string | null }>(
    `SELECT i.id, i.email, a.email AS invited_by_email
       FROM admin_invitations i LEFT JOIN admins a ON a.id = i.invited_by
      WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

/** Password reset (public), invitation-only registration, and the signed-in admin's password change. */
export const accountRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const publicUrl = (path: string) => `http://localhost:${app.config.port}${path}`;

  app.post(
    '/forgotPassword',
    {
      schema: {
        tags: ['Account'],
        summary: 'Request a password reset link (always answers the same neutral message)',
        description: `Creates a single-use link valid ${RESET_MINUTES} minutes for a real admin. With no mail server in development, the link is written to the server log.`,
        security: [],
        body: Type.Object({ email: Email }, { additionalProperties: false }),
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const { rows } = await app.db.query<{ id: string }>(
        'SELECT id FROM admins WHERE email = $1',
        [email],
      );
      const admin = rows[0];
      if (admin) {
        const token = newToken();
        await app.db.transaction(async (tx) => {
          // Only the newest link works.
          await tx.query(
            'UPDATE admin_password_resets SET used_at = now() WHERE admin_id = $1 AND used_at IS NULL',
            [admin.id],
          );
          await tx.query(
            `INSERT INTO admin_password_resets (token_hash, admin_id, expires_at) VALUES ($1, $2, now() + interval '${RESET_MINUTES} minutes')`,
            [hashToken(token), admin.id],
          );
        });
        const link = publicUrl(`/reset_password?token=${token}`);
        resetLinks.set(email, link);
        app.log.warn(
          { email, resetLink: link },
          `Password reset link for ${email} (no mail server configured): ${link}`,
        );
      }
      return { success: true, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/resetPassword',
    {
      schema: {
        tags: ['Account'],
        summary: 'Set a new password from a reset link; signs the admin out everywhere',
        security: [],
        body: Type.Object({ token: Token, password: Password }, { additionalProperties: false }),
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const valid = await app.db.query(
        'SELECT 1 FROM admin_password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
        [hashToken(token)],
      );
      if (valid.rows.length === 0) throw badRequest(INVALID_RESET_LINK);
      requireStrong(password);
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
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
        resetLinks.delete(admin.email);
        await logAction(tx, {
          description: `Admin ${admin.email} reset their password`,
          adminId: admin.admin_id,
        });
      });
      return {
        success: true,
        message: 'Your password has been reset. Sign in with the new password.',
      };
    },
  );

  app.post(
    '/admin/changePassword',
    {
      schema: {
        tags: ['Account'],
        summary: "Change the signed-in admin's password; signs out the admin's other sessions",
        body: Type.Object(
          { currentPassword: Type.String({ maxLength: 256 }), newPassword: Password },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const { adminId, email, tokenHash } = request.session;
      const { rows } = await app.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM admins WHERE id = $1',
        [adminId],
      );
      if (!rows[0] || !(await verifyPassword(currentPassword, rows[0].password_hash))) {
        throw badRequest(CURRENT_PASSWORD_INCORRECT);
      }
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
        success: true,
        message: 'Password changed. Your other sessions have been signed out.',
      };
    },
  );

  app.post(
    '/admin/createInvitation',
    {
      schema: {
        tags: ['Account'],
        summary: `Invite a new admin: a single-use registration link valid ${INVITATION_DAYS} days`,
        description:
          'result: { _id, email, token, link, expiresAt }. The token is shown only here; a newer invitation for the same email replaces older ones.',
        body: Type.Object({ email: Email }, { additionalProperties: false }),
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const existing = await app.db.query('SELECT 1 FROM admins WHERE email = $1', [email]);
      if (existing.rows.length > 0) throw conflict('An admin with this email already exists');
      const token = newToken();
      const invitation = await app.db.transaction(async (tx) => {
        await tx.query(
          'UPDATE admin_invitations SET revoked_at = now() WHERE email = $1 AND used_at IS NULL AND revoked_at IS NULL',
          [email],
        );
        const { rows } = await tx.query<{ id: string; expires_at: string }>(
          `INSERT INTO admin_invitations (email, token_hash, invited_by, expires_at)
           VALUES ($1, $2, $3, now() + interval '${INVITATION_DAYS} days')
           RETURNING id, ${iso('expires_at')} AS expires_at`,
          [email, hashToken(token), request.session.adminId],
        );
        await logAction(tx, {
          description: `Admin invitation created for ${email}`,
          adminId: request.session.adminId,
        });
        return rows[0];
      });
      const link = publicUrl(`/register?token=${token}`);
      return ok(
        { _id: invitation.id, email, token, link, expiresAt: invitation.expires_at },
        'Invitation created',
      );
    },
  );

  app.get(
    '/admin/invitations',
    {
      schema: {
        tags: ['Account'],
        summary: 'Admin invitations, newest first',
        description:
          "result: [{ _id, email, invitedBy|null, createdAt, expiresAt, usedAt|null, status: 'pending'|'used'|'expired'|'revoked' }]",
      },
    },
    async () => {
      const { rows } = await app.db.query(
        `SELECT i.id AS "_id", i.email, a.email AS "invitedBy", ${iso('i.created_at')} AS "createdAt",
                ${iso('i.expires_at')} AS "expiresAt", ${iso('i.used_at')} AS "usedAt",
                CASE WHEN i.used_at IS NOT NULL THEN 'used' WHEN i.revoked_at IS NOT NULL THEN 'revoked'
                     WHEN i.expires_at <= now() THEN 'expired' ELSE 'pending' END AS status
           FROM admin_invitations i LEFT JOIN admins a ON a.id = i.invited_by
          ORDER BY i.created_at DESC, i.id`,
      );
      return ok(rows);
    },
  );

  app.post(
    '/validateInvitation',
    {
      schema: {
        tags: ['Account'],
        summary: 'Check a registration link; answers the invited email',
        security: [],
        body: Type.Object({ token: Token }, { additionalProperties: false }),
      },
    },
    async (request) => {
      const invitation = await pendingInvitation(app.db, request.body.token);
      if (!invitation) throw forbidden(INVITATION_ONLY);
      return ok({ email: invitation.email });
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags: ['Account'],
        summary: 'Create an admin account from an invitation (registration is by invitation only)',
        security: [],
        body: Type.Object({ token: Token, password: Password }, { additionalProperties: false }),
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const invitation = await pendingInvitation(app.db, token);
      if (!invitation) throw forbidden(INVITATION_ONLY);
      requireStrong(password);
      const passwordHash = await hashPassword(password);
      const admin = await app.db.transaction(async (tx) => {
        const used = await tx.query(
          `UPDATE admin_invitations SET used_at = now()
            WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now() RETURNING id`,
          [invitation.id],
        );
        if (used.rows.length === 0) throw forbidden(INVITATION_ONLY);
        const { rows } = await tx.query<{ id: string }>(
          'INSERT INTO admins (email, password_hash) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id',
          [invitation.email, passwordHash],
        );
        if (!rows[0]) throw conflict('An admin with this email already exists');
        await logAction(tx, {
          description: `Admin ${invitation.email} registered${invitation.invited_by_email ? ` (invited by ${invitation.invited_by_email})` : ''}`,
          adminId: rows[0].id,
        });
        return { _id: rows[0].id, email: invitation.email };
      });
      return ok(admin, 'Registration successful. You can now sign in.');
    },
  );
};
