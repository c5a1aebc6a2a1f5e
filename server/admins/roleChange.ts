import type { Db } from '../db/index.ts';
import { conflict, notFound } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import { requireReason } from './reason.ts';
import { requireRole } from './roles.ts';
import { keepTwoOwners } from './activation.ts';

type Tx = Pick<Db, 'query'>;

export interface AdminRoleChange {
  id: string;
  role: string;
  reason: string;
  actorId: string;
  actorEmail: string;
}

/**
 * Gives another admin a role, inside the caller's transaction. Nobody changes their own role and
 * the last active owner keeps theirs; permissions are read on every request, so the change holds
 * from the admin's next request, without signing them out.
 */
export async function changeAdminRole(tx: Tx, change: AdminRoleChange): Promise<string> {
  const reason = requireReason(change.reason);
  if (change.id === change.actorId) throw conflict('You cannot change your own role');
  await requireRole(tx, change.role);
  const { rows } = await tx.query<{ email: string; role: string; status: string }>(
    'SELECT email, role, status FROM admins WHERE id = $1 FOR UPDATE',
    [change.id],
  );
  const admin = rows[0];
  if (!admin) throw notFound('Admin not found');
  if (admin.role === change.role) throw conflict(`${admin.email} is already ${change.role}`);
  if (admin.role === 'owner' && admin.status === 'active') await keepTwoOwners(tx, change.id);
  await tx.query('UPDATE admins SET role = $2 WHERE id = $1', [change.id, change.role]);
  await logAction(tx, {
    description: `Admin ${admin.email} role changed from ${admin.role} to ${change.role} by ${change.actorEmail}: ${reason}`,
    adminId: change.actorId,
    userId: change.actorEmail,
  });
  return `${admin.email} is now ${change.role}`;
}
