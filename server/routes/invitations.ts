import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../db/index.ts';
import { conflict, forbidden } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import { hashPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/sessions.ts';
import { requireStrong } from './account.ts';
import { iso } from './records.ts';
import { checkInvitation } from '../admins/invitations.ts';
import { commandRoute } from '../http/commandRoutes.ts';
import { createInvitation, revokeInvitation } from '../../src/contracts/commands/invitations.ts';
import { register } from '../../src/contracts/commands/account.ts';
import { requestChange } from '../admins/requests.ts';
import { readRoute } from '../http/readRoutes.ts';
import { invitations } from '../../src/contracts/reads/index.ts';
import { validateInvitation } from '../../src/contracts/reads/account.ts';

export const INVITATION_ONLY = 'Registration is by invitation only';

type Query = Pick<Db, 'query'>;

async function pendingInvitation(db: Query, token: string) {
  const { rows } = await db.query<{
    id: string;
    email: string;
    role: string;
    invited_by: string | null;
    invited_by_email: string | null;
  }>(
    `SELECT i.id, i.email, i.role, i.invited_by, a.email AS invited_by_email
       FROM admin_invitations i LEFT JOIN admins a ON a.id = i.invited_by
      WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

/** Invitation-only admin registration: an admin invites, the invitee registers once from the link. */
export const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  commandRoute<{ email: string; role?: string; reason: string }>(
    app,
    createInvitation,
    async (tx, body, { request }) => {
      const email = body.email.trim().toLowerCase();
      const role = body.role ?? 'owner';
      await checkInvitation(tx, email, role);
      const sent = await requestChange(tx, {
        kind: 'admin.invite',
        target: email,
        summary: `a new ${role} admin`,
        payload: { email, role },
        reason: body.reason,
        requester: request.session,
      });
      return {
        record: { requestId: sent.requestId, email, role },
        message: sent.message,
        status: 202,
      };
    },
  );

  commandRoute<{ _id: string }>(app, revokeInvitation, async (tx, { _id }, { adminId, email }) => {
    const { rows } = await tx.query<{ email: string }>(
      `UPDATE admin_invitations SET revoked_at = now()
        WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
        RETURNING email`,
      [_id],
    );
    if (!rows[0]) throw conflict('Only a pending invitation can be revoked');
    await logAction(tx, {
      description: `Admin invitation for ${rows[0].email} revoked by ${email}`,
      adminId,
    });
    return { record: { _id, email: rows[0].email }, message: 'Invitation revoked' };
  });

  readRoute(app, invitations, async (db) => {
    const { rows } = await db.query(
      `SELECT i.id AS "_id", i.email, i.role, a.email AS "invitedBy", ${iso('i.created_at')} AS "createdAt",
              ${iso('i.expires_at')} AS "expiresAt", ${iso('i.used_at')} AS "usedAt",
              CASE WHEN i.used_at IS NOT NULL THEN 'used' WHEN i.revoked_at IS NOT NULL THEN 'revoked'
                   WHEN i.expires_at <= now() THEN 'expired' ELSE 'pending' END AS status
         FROM admin_invitations i LEFT JOIN admins a ON a.id = i.invited_by
        ORDER BY i.created_at DESC, i.id`,
    );
    return rows;
  });

  readRoute<{ token: string }>(app, validateInvitation, async (db, { token }) => {
    const invitation = await pendingInvitation(db, token);
    if (!invitation) throw forbidden(INVITATION_ONLY);
    return { email: invitation.email };
  });

  commandRoute<{ token: string; password: string }>(
    app,
    register,
    async (db, { token, password }) => {
      const invitation = await pendingInvitation(db, token);
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
          `INSERT INTO admins (email, password_hash, status, role, invited_by)
           VALUES ($1, $2, 'pending', $3, $4) ON CONFLICT (email) DO NOTHING RETURNING id`,
          [invitation.email, passwordHash, invitation.role, invitation.invited_by],
        );
        if (!rows[0]) throw conflict('An admin with this email already exists');
        await logAction(tx, {
          description: `Admin ${invitation.email} registered${invitation.invited_by_email ? ` (invited by ${invitation.invited_by_email})` : ''}, awaiting activation by another admin`,
          adminId: rows[0].id,
        });
        return { _id: rows[0].id, email: invitation.email };
      });
      return {
        record: admin,
        message:
          'Registration successful. You can sign in now; another admin must activate your account before you can act.',
      };
    },
    { ownTransactions: true },
  );
};
