import type { Db } from '../db/index.ts';
import { conflict, notFound } from '../http/envelope.ts';
import { requireRole } from './roles.ts';
import { requestChange, type SentRequest } from './requests.ts';
import type { Actor } from './requestTypes.ts';
import type { AdminStatus } from './makerChecker.ts';

type Tx = Pick<Db, 'query'>;

export type AdminChange =
  | { _id: string; status: 'active' | 'disabled'; reason: string }
  | { _id: string; role: string; reason: string }
  | { _id: string; resetTwoFactor: true; reason: string };

/**
 * Asks a second admin to activate, re-enable, change the role of, or reset the 2FA of another
 * admin. What the approval would refuse anyway is refused now, in the same words.
 */
export async function requestAdminChange(
  tx: Tx,
  change: AdminChange,
  requester: Actor,
): Promise<SentRequest> {
  const { rows } = await tx.query<{
    email: string;
    status: AdminStatus;
    role: string;
    totp_enabled: boolean;
  }>('SELECT email, status, role, totp_enabled FROM admins WHERE id = $1', [change._id]);
  const admin = rows[0];
  if (!admin) throw notFound('Admin not found');
  const ask = (kind: Parameters<typeof requestChange>[1]['kind'], summary: string, extra = {}) =>
    requestChange(tx, {
      kind,
      target: admin.email,
      summary,
      payload: { id: change._id, ...extra },
      reason: change.reason,
      requester,
    });

  if ('role' in change) {
    if (change._id === requester.adminId) throw conflict('You cannot change your own role');
    await requireRole(tx, change.role);
    if (admin.role === change.role) throw conflict(`${admin.email} is already ${change.role}`);
    return ask('admin.role', `role ${admin.role} → ${change.role}`, { role: change.role });
  }
  if ('resetTwoFactor' in change) {
    if (change._id === requester.adminId)
      throw conflict('You cannot reset your own 2FA: disable it on the 2FA page');
    if (!admin.totp_enabled) throw conflict(`${admin.email} has no 2FA to reset`);
    return ask('admin.resetTwoFactor', '2FA on → off (a new authenticator at the next sign-in)');
  }
  if (change._id === requester.adminId)
    throw conflict('You cannot change the status of your own account');
  if (admin.status === 'active') throw conflict(`${admin.email} is already active`);
  return admin.status === 'pending'
    ? ask('admin.activate', 'status awaiting activation → active')
    : ask('admin.enable', 'status disabled → active');
}
