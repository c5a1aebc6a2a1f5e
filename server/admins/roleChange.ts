import type { Db } from '../db/index.ts';
import { badRequest, conflict, notFound } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import {
  REASON_MAX_LENGTH as REASON_MAX,
  REASON_MIN_LENGTH as REASON_MIN,
} from '../../src/contracts/admins.ts';
import { isBuiltInRole } from '../../src/contracts/permissions.ts';
import { activeOwners } from './activation.ts';

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
  const reason = change.reason.trim();
  if (reason.length < REASON_MIN)
    throw badRequest(`A reason of at least ${REASON_MIN} characters is required`);
  if (reason.length > REASON_MAX)
    throw badRequest(`The reason must be at most ${REASON_MAX} characters`);
  if (change.id === change.actorId) throw conflict('You cannot change your own role');
  if (!isBuiltInRole(change.role)) {
    const { rows } = await tx.query('SELECT 1 FROM admin_roles WHERE name = $1', [change.role]);
    if (!rows.length) throw badRequest(`Unknown role: ${change.role}`);
  }
  const { rows } = await tx.query<{ email: string; role: string; status: string }>(
    'SELECT email, role, status FROM admins WHERE id = $1 FOR UPDATE',
    [change.id],
  );
  const admin = rows[0];
  if (!admin) throw notFound('Admin not found');
  if (admin.role === change.role) throw conflict(`${admin.email} is already ${change.role}`);
  if (admin.role === 'owner' && admin.status === 'active' && (await activeOwners(tx)) <= 1)
    throw conflict('The last active owner cannot be disabled or demoted');
  await tx.query('UPDATE admins SET role = $2 WHERE id = $1', [change.id, change.role]);
  await logAction(tx, {
    description: `Admin ${admin.email} role changed from ${admin.role} to ${change.role} by ${change.actorEmail}: ${reason}`,
    adminId: change.actorId,
    userId: change.actorEmail,
  });
  return `${admin.email} is now ${change.role}`;
}
