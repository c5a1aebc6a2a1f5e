import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { conflict } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import { hashToken } from '../auth/sessions.ts';
import { newToken } from '../auth/passwordResets.ts';
import { INVITATION_HOURS } from '../../src/contracts/admins.ts';
import { requireRole } from './roles.ts';
import { WHOLE_LISTS } from '../../src/contracts/wholeLists.ts';
import type { Actor } from './requestTypes.ts';
import { sendInvitationMail } from '../mail/messages.ts';

type Tx = Pick<Db, 'query'>;

/** Refuses an invitation for an e-mail that already has an admin, or a role that does not exist. */
export async function checkInvitation(tx: Tx, email: string, role: string): Promise<void> {
  const existing = await tx.query('SELECT 1 FROM admins WHERE email = $1', [email]);
  if (existing.rows.length > 0) throw conflict('An admin with this email already exists');
  await requireRole(tx, role);
}

/**
 * Creates the single-use registration link of an approved invitation (a newer one replaces older
 * ones for the same e-mail) inside the caller's transaction. The inviter is the admin who asked:
 * they never activate, nor give the second approval with, the admin they invited.
 */
export async function createInvitation(
  tx: Tx,
  invitation: { email: string; role: string; inviter: Actor; approver: Actor },
): Promise<{ token: string }> {
  const { email, role, inviter, approver } = invitation;
  await checkInvitation(tx, email, role);
  await tx.query(
    'UPDATE admin_invitations SET revoked_at = now() WHERE email = $1 AND used_at IS NULL AND revoked_at IS NULL',
    [email],
  );
  const token = newToken();
  await tx.query(
    `INSERT INTO admin_invitations (email, role, token_hash, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, now() + interval '${INVITATION_HOURS} hours')`,
    [email, role, hashToken(token), inviter.adminId],
  );
  // The invitations list is answered whole: finished invitations past its bound go (the audit
  // trail keeps each one's creation).
  await tx.query(
    `DELETE FROM admin_invitations
      WHERE id IN (SELECT id FROM admin_invitations ORDER BY created_at DESC, id OFFSET $1)
        AND (used_at IS NOT NULL OR revoked_at IS NOT NULL OR expires_at <= now())`,
    [WHOLE_LISTS.invitations.rows],
  );
  await logAction(tx, {
    description: `Admin invitation created for ${email} (role ${role}) by ${inviter.email}, approved by ${approver.email}`,
    adminId: approver.adminId,
  });
  return { token };
}

/** The registration link of an invitation token, on this server. */
export const invitationLink = (app: FastifyInstance, token: string) =>
  `http://localhost:${app.config.port}/register?token=${token}`;

/** Sends the invitee their link by e-mail, once the approval has committed. */
export const deliverInvitation = (
  app: FastifyInstance,
  email: string,
  role: string,
  token: string,
) => sendInvitationMail(app, email, role, invitationLink(app, token));
