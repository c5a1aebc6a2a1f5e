import type { Db } from '../db/index.ts';
import { conflict, notFound } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import { requireReason, type AdminChange } from './reason.ts';
import { iso } from '../routes/records.ts';
import type { AdminStatus } from './makerChecker.ts';

type Tx = Pick<Db, 'query'>;

/** One admin as the Admins screen lists it; `self` marks the asking admin ($1). */
export const ADMIN_SELECT = `SELECT a.id AS "_id", a.email, a.status, a.role, a.totp_enabled AS "twoFactor", a.id = $1 AS self,
    inv.email AS "invitedBy", act.email AS "activatedBy", ${iso('a.activated_at')} AS "activatedAt",
    ${iso('a.created_at')} AS "createdAt", ${iso('a.last_sign_in_at')} AS "lastSignInAt"
  FROM admins a LEFT JOIN admins inv ON inv.id = a.invited_by LEFT JOIN admins act ON act.id = a.activated_by`;

export interface AdminStatusChange extends AdminChange {
  to: Exclude<AdminStatus, 'pending'>;
}

/**
 * Activates, disables or re-enables an admin inside the caller's transaction. Activating and
 * re-enabling run only as the approval of a request (server/admins/requestKinds.ts), so the admin
 * is then vouched for by two people; the inviter never activates their own invitee. Disabling is
 * protective and one admin's, but nobody changes their own status, the last active admin is never
 * disabled, an owner never when fewer than two active owners would remain, and disabling ends every
 * session of that admin.
 */
export async function changeAdminStatus(tx: Tx, change: AdminStatusChange): Promise<string> {
  const reason = requireReason(change.reason);
  if (change.id === change.actorId)
    throw conflict('You cannot change the status of your own account');

  const { rows } = await tx.query<{
    email: string;
    status: AdminStatus;
    role: string;
    invited_by: string | null;
  }>('SELECT email, status, role, invited_by FROM admins WHERE id = $1 FOR UPDATE', [change.id]);
  const admin = rows[0];
  if (!admin) throw notFound('Admin not found');
  if (admin.status === change.to) throw conflict(`${admin.email} is already ${change.to}`);

  if (change.to === 'active' && admin.status === 'pending') {
    if (admin.invited_by === change.actorId)
      throw conflict(
        `You invited ${admin.email}: a different admin must activate the account (two people vouch for every admin)`,
      );
    await tx.query(
      `UPDATE admins SET status = 'active', vouched = true, activated_by = $2, activated_at = now() WHERE id = $1`,
      [change.id, change.actorId],
    );
  } else if (change.to === 'active') {
    await tx.query(`UPDATE admins SET status = 'active', vouched = true WHERE id = $1`, [
      change.id,
    ]);
  } else {
    if (admin.status === 'active' && (await activeAdmins(tx)) <= 1)
      throw conflict('The last active admin cannot be disabled');
    if (admin.status === 'active' && admin.role === 'owner') await keepTwoOwners(tx, change.id);
    await tx.query(`UPDATE admins SET status = 'disabled' WHERE id = $1`, [change.id]);
    await tx.query(
      'UPDATE admin_sessions SET revoked_at = now() WHERE admin_id = $1 AND revoked_at IS NULL',
      [change.id],
    );
  }
  const verb =
    change.to === 'disabled' ? 'disabled' : admin.status === 'pending' ? 'activated' : 're-enabled';
  await logAction(tx, {
    description: `Admin ${admin.email} ${verb} by ${change.actorEmail}: ${reason}`,
    adminId: change.actorId,
    userId: change.actorEmail,
  });
  return `${admin.email} ${verb}`;
}

/** Locks the active admins' rows, so two admins disabling each other at once cannot both pass. */
async function activeAdmins(tx: Tx): Promise<number> {
  const { rows } = await tx.query(`SELECT id FROM admins WHERE status = 'active' FOR UPDATE`);
  return rows.length;
}

/** Locks the active owners' rows: two owners demoting or disabling each other cannot both pass. */
export async function activeOwners(tx: Tx): Promise<number> {
  const { rows } = await tx.query(
    `SELECT id FROM admins WHERE status = 'active' AND role = 'owner' FOR UPDATE`,
  );
  return rows.length;
}

export const OWNER_FLOOR_MESSAGE =
  'At least two active owners must remain to approve what needs two people (the last active owner cannot be disabled or demoted either)';

/**
 * Refuses to take an owner away when fewer than two active owners able to approve (vouched) would
 * remain. Locks the active owners' rows: two owners removing each other at once cannot both pass.
 */
export async function keepTwoOwners(tx: Tx, leaving: string): Promise<void> {
  const { rows } = await tx.query(
    `SELECT id FROM admins WHERE status = 'active' AND role = 'owner' AND vouched AND id <> $1 FOR UPDATE`,
    [leaving],
  );
  if (rows.length < 2) throw conflict(OWNER_FLOOR_MESSAGE);
}
