import type { Db } from '../db/index.ts';
import { conflict } from '../http/envelope.ts';
import type { RequestKind } from '../../src/contracts/approvals.ts';
import { changeAdminStatus } from './activation.ts';
import { changeAdminRole } from './roleChange.ts';
import { resetAdminTwoFactor } from './twoFactorReset.ts';
import { updateRole, type RoleInput } from './roles.ts';
import { createInvitation, deliverInvitation } from './invitations.ts';
import { setAssetPrice, type PriceChange } from '../assets/price.ts';
import { setWithdrawalLimits, type LimitChange } from '../money/withdrawalLimits.ts';
import { buildSnapshot } from '../treasury/snapshotBuild.ts';
import { logPublished, startSnapshot } from '../treasury/snapshots.ts';
import type { ApplyContext, RequestRule } from './requestTypes.ts';

type Tx = Pick<Db, 'query'>;

interface AboutAdmin {
  id: string;
}

const aboutAdmin = (payload: AboutAdmin) => payload.id;

const statusChange =
  (to: 'active') =>
  (tx: Tx, payload: AboutAdmin, { approver, reason }: ApplyContext) =>
    changeAdminStatus(tx, {
      id: payload.id,
      to,
      reason,
      actorId: approver.adminId,
      actorEmail: approver.email,
    });

/** The inviter never vouches for their own invitee: a different admin approves the activation. */
async function notTheInviter(tx: Tx, payload: AboutAdmin, approverId: string) {
  const { rows } = await tx.query<{ email: string }>(
    'SELECT email FROM admins WHERE id = $1 AND invited_by = $2',
    [payload.id, approverId],
  );
  if (rows[0])
    throw conflict(
      `You invited ${rows[0].email}: a different admin must activate the account (two people vouch for every admin)`,
    );
}

/** Every kind of two-person request: what its approval applies (its permission: REQUEST_PERMISSIONS). */
export const REQUEST_RULES: Record<RequestKind, RequestRule<never>> = {
  'admin.invite': {
    apply: async (tx, payload: { email: string; role: string }, context) => {
      const { token } = await createInvitation(tx, {
        ...payload,
        inviter: context.requester,
        approver: context.approver,
      });
      context.afterCommit(() => deliverInvitation(context.app, payload.email, payload.role, token));
      return `Invitation sent to ${payload.email}`;
    },
  },
  'admin.activate': {
    subject: aboutAdmin,
    checkApprover: notTheInviter,
    apply: statusChange('active'),
  },
  'admin.enable': {
    subject: aboutAdmin,
    checkApprover: notTheInviter,
    apply: statusChange('active'),
  },
  'admin.role': {
    subject: aboutAdmin,
    apply: (tx, payload: AboutAdmin & { role: string }, { approver, reason }) =>
      changeAdminRole(tx, {
        id: payload.id,
        role: payload.role,
        reason,
        actorId: approver.adminId,
        actorEmail: approver.email,
      }),
  },
  'admin.resetTwoFactor': {
    subject: aboutAdmin,
    apply: (tx, payload: AboutAdmin, { approver, reason }) =>
      resetAdminTwoFactor(tx, {
        id: payload.id,
        reason,
        actorId: approver.adminId,
        actorEmail: approver.email,
      }),
  },
  'role.update': {
    apply: async (tx, payload: RoleInput, { requester }) => {
      await updateRole(tx, payload, requester);
      return `Role ${payload.name} updated`;
    },
  },
  'asset.price': {
    apply: (tx, payload: PriceChange, { requester }) => setAssetPrice(tx, payload, requester),
  },
  'limits.update': {
    apply: (tx, payload: LimitChange, { requester, reason }) =>
      setWithdrawalLimits(tx, payload, requester, reason),
  },
  // The row is written with the approval; the tree is built after the commit, in the background
  // (a million users take most of a minute), and the snapshot says building, published or failed.
  'treasury.snapshot': {
    apply: async (
      tx,
      _payload: Record<string, never>,
      { requester, approver, app, afterCommit },
    ) => {
      const id = await startSnapshot(tx, {
        requestedBy: requester.adminId,
        approvedBy: approver.adminId,
      });
      afterCommit(async () =>
        app.background.run(
          async () => logPublished(app.db, await buildSnapshot(app.db, id), approver.adminId),
          (error) => app.log.error({ err: error, snapshotId: id }, 'Proof of reserves failed'),
        ),
      );
      return `proof-of-reserves snapshot ${id} is being built`;
    },
  },
};
