import type { Db } from '../db/index.ts';
import { conflict } from '../http/envelope.ts';
import { permissionsOf } from '../auth/roles.ts';
import { PERMISSIONS, type Permission } from '../../src/contracts/permissions.ts';
import { FIRST_APPROVER_REFUSAL } from '../../src/contracts/dualApproval.ts';

type Tx = Pick<Db, 'query'>;

export type AdminStatus = 'pending' | 'active' | 'disabled';

export const AWAITING_ACTIVATION_MESSAGE =
  'Your admin account is awaiting activation by another admin: until then it can only manage its own sign-in (password, 2FA, sessions)';

/**
 * Two-person rules (maker-checker) in one place, for every action that needs two admins: the
 * withdrawal's second approval today, any future one tomorrow.
 *
 * Two accounts are not two people. An admin who invited or activated the other's account may
 * have created it for themselves, so the two approvers must be different admins who did not vouch
 * for one another, either way round, nor one stand in the other's chain of invitations. Together
 * with activation only through a request a second admin approves (requests.ts), one person holding
 * one account cannot pass a two-person check alone.
 */
export async function requireIndependentSecondApprover(
  tx: Tx,
  firstId: string,
  secondId: string,
  what: string,
): Promise<void> {
  // One sentence the approver's screen says too (src/contracts/dualApproval.ts).
  if (firstId === secondId) throw conflict(`${what}: ${FIRST_APPROVER_REFUSAL.replace(/^Y/, 'y')}`);
  const { rows } = await tx.query<{ email: string }>(
    `SELECT first.email FROM admins first, admins second
      WHERE first.id = $1 AND second.id = $2
        AND ($1 IN (second.invited_by, second.activated_by) OR $2 IN (first.invited_by, first.activated_by))`,
    [firstId, secondId],
  );
  if (rows[0])
    throw conflict(
      `${what}: the second approval must come from an admin who neither invited or activated the first approver (${rows[0].email}) nor was invited or activated by them`,
    );
  // Through any number of invitations: an invitee's invitee is still the inviter's creation.
  const lineage = await tx.query(
    `WITH RECURSIVE chain (id, inviter, depth) AS (
       SELECT id, invited_by, 1 FROM admins WHERE id IN ($1, $2) AND invited_by IS NOT NULL
       UNION ALL
       SELECT chain.id, a.invited_by, chain.depth + 1 FROM chain JOIN admins a ON a.id = chain.inviter
        WHERE a.invited_by IS NOT NULL AND chain.depth < 100
     )
     SELECT 1 FROM chain WHERE (id = $1 AND inviter = $2) OR (id = $2 AND inviter = $1) LIMIT 1`,
    [firstId, secondId],
  );
  if (lineage.rows.length)
    throw conflict(
      `${what}: the second approval must come from an admin outside the first approver's chain of invitations (one invited the other, or an admin they invited did)`,
    );
}

export const NOT_VOUCHED_MESSAGE =
  'Your approval cannot count yet: your account was activated by one admin alone. It counts once a second admin approves its re-enabling in Approvals.';

/**
 * Refuses an approval from an admin whose own account was not vouched for by two people (its
 * activation approved through a request, or a founding admin): otherwise one person could activate
 * an account of their own alone and approve with it.
 */
export async function requireVouchedApprover(tx: Tx, adminId: string, what: string): Promise<void> {
  const { rows } = await tx.query<{ status: AdminStatus; vouched: boolean }>(
    'SELECT status, vouched FROM admins WHERE id = $1',
    [adminId],
  );
  if (rows[0]?.status !== 'active') throw conflict(`${what}: only an active admin can approve it`);
  if (!rows[0].vouched) throw conflict(`${what}: ${NOT_VOUCHED_MESSAGE}`);
}

/**
 * How many admins besides `excluded` could give an approval that counts: active, vouched, and
 * holding `permission` through their role.
 */
export async function countingApprovers(
  tx: Tx,
  permission: Permission,
  excluded: readonly string[],
): Promise<number> {
  const { rows } = await tx.query<{ role: string; custom: string[] | null }>(
    `SELECT a.role, r.permissions AS custom FROM admins a LEFT JOIN admin_roles r ON r.name = a.role
      WHERE a.status = 'active' AND a.vouched AND NOT (a.id = ANY($1::uuid[]))`,
    [excluded],
  );
  return rows.filter((row) => permissionsOf(row.role, row.custom).has(permission)).length;
}

/** Why nothing can be approved while no second admin qualifies (a single-owner installation). */
export const noSecondApproverMessage = (permission: Permission) =>
  `No other active admin whose activation was approved by a second admin can ${PERMISSIONS[permission]}: until one is added (an invitation a second founding admin approves), nothing that needs two people can be approved.`;
