import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { conflict, forbidden, notFound } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import { requireReason } from './reason.ts';
import {
  countingApprovers,
  noSecondApproverMessage,
  requireIndependentSecondApprover,
  requireVouchedApprover,
} from './makerChecker.ts';
import {
  REQUEST_HOURS,
  REQUEST_KINDS,
  REQUEST_PERMISSIONS,
  sentForApproval,
  type RequestKind,
} from '../../src/contracts/approvals.ts';
import { permissionRefusal, type Permission } from '../../src/contracts/permissions.ts';
import { REQUEST_RULES } from './requestKinds.ts';
import type { Actor, RequestRule } from './requestTypes.ts';

type Tx = Pick<Db, 'query'>;

export interface NewRequest {
  kind: RequestKind;
  /** Who or what it is about, as people read it. */
  target: string;
  /** What changes from what to what. */
  summary: string;
  payload: Record<string, unknown>;
  reason: string;
  requester: Actor;
}

export interface SentRequest {
  requestId: string;
  message: string;
}

/**
 * Records a change as a request for a second admin (inside the caller's transaction), instead of
 * applying it. Only one request per kind and target is open at a time. The answer says so, and says
 * when no other admin could approve it yet.
 */
export async function requestChange(tx: Tx, change: NewRequest): Promise<SentRequest> {
  const reason = requireReason(change.reason);
  await expireRequests(tx);
  const open = await tx.query(
    `SELECT 1 FROM admin_requests WHERE kind = $1 AND target = $2 AND status = 'pending'`,
    [change.kind, change.target],
  );
  if (open.rows.length)
    throw conflict(
      `${REQUEST_KINDS[change.kind]} (${change.target}) is already awaiting approval: approve or reject that request first`,
    );
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO admin_requests (kind, target, summary, payload, reason, requested_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + interval '${REQUEST_HOURS} hours') RETURNING id`,
    [
      change.kind,
      change.target,
      change.summary,
      JSON.stringify(change.payload),
      reason,
      change.requester.adminId,
    ],
  );
  await logAction(tx, {
    description: `${REQUEST_KINDS[change.kind]} requested by ${change.requester.email}: ${change.target}, ${change.summary} (reason: ${reason})`,
    adminId: change.requester.adminId,
    userId: change.requester.email,
  });
  const permission = REQUEST_PERMISSIONS[change.kind];
  const others = await countingApprovers(tx, permission, [change.requester.adminId]);
  const message = sentForApproval(`${REQUEST_KINDS[change.kind]} (${change.target})`);
  return {
    requestId: rows[0].id,
    message: others ? message : `${message} ${noSecondApproverMessage(permission)}`,
  };
}

/** Marks the requests whose time ran out as expired (each an audit entry, through the trigger). */
export async function expireRequests(tx: Tx): Promise<void> {
  const { rows } = await tx.query<{ kind: RequestKind; target: string }>(
    `UPDATE admin_requests SET status = 'expired', decided_at = now()
      WHERE status = 'pending' AND expires_at <= now() RETURNING kind, target`,
  );
  for (const row of rows)
    await logAction(tx, {
      description: `${REQUEST_KINDS[row.kind]} (${row.target}) expired after ${REQUEST_HOURS} hours without a decision`,
    });
}

interface RequestRow {
  id: string;
  kind: RequestKind;
  target: string;
  summary: string;
  payload: Record<string, unknown>;
  reason: string;
  status: string;
  requested_by: string;
  requester_email: string;
  requester_status: string;
}

export interface Decision {
  id: string;
  approve: boolean;
  reason: string;
  decider: Actor & { permissions: ReadonlySet<Permission> };
  app: FastifyInstance;
}

/**
 * Approves or rejects a pending request inside the caller's transaction. An approval counts only
 * from an active, vouched admin other than the requester and the admin it is about, independent
 * of the requester (neither invited or activated the other), holding the kind's permission; it
 * applies the change in the same transaction. Answers the message and the work left for after
 * the commit (mail).
 */
export async function decideRequest(
  tx: Tx,
  decision: Decision,
): Promise<{ message: string; afterCommit: (() => Promise<void>)[] }> {
  await expireRequests(tx);
  const { rows } = await tx.query<RequestRow>(
    `SELECT r.id, r.kind, r.target, r.summary, r.payload, r.reason, r.status, r.requested_by,
            a.email AS requester_email, a.status AS requester_status
       FROM admin_requests r JOIN admins a ON a.id = r.requested_by
      WHERE r.id = $1 FOR UPDATE OF r`,
    [decision.id],
  );
  const request = rows[0];
  if (!request) throw notFound('Request not found');
  const what = `${REQUEST_KINDS[request.kind]} (${request.target})`;
  if (request.status !== 'pending') throw conflict(`${what} is already ${request.status}`);
  const rule = REQUEST_RULES[request.kind] as RequestRule;
  const permission = REQUEST_PERMISSIONS[request.kind];
  if (!decision.decider.permissions.has(permission)) throw forbidden(permissionRefusal(permission));
  const reason = decision.approve ? decision.reason.trim() : requireReason(decision.reason);
  const afterCommit: (() => Promise<void>)[] = [];
  let message = `${what} rejected`;

  if (decision.approve) {
    const approverId = decision.decider.adminId;
    if (approverId === request.requested_by)
      throw conflict(
        `${what}: you asked for this change, so a second, different admin must approve it`,
      );
    if (rule.subject?.(request.payload) === approverId)
      throw conflict(`${what}: it is about your own account, so a different admin must approve it`);
    if (request.requester_status !== 'active')
      throw conflict(`${what}: ${request.requester_email} who asked for it is no longer active`);
    await requireVouchedApprover(tx, approverId, what);
    await requireIndependentSecondApprover(tx, request.requested_by, approverId, what);
    await rule.checkApprover?.(tx, request.payload, approverId);
    message = await rule.apply(tx, request.payload, {
      approver: decision.decider,
      requester: { adminId: request.requested_by, email: request.requester_email },
      reason: request.reason,
      app: decision.app,
      afterCommit: (work) => afterCommit.push(work),
    });
  }
  await tx.query(
    `UPDATE admin_requests SET status = $2, decided_by = $3, decided_at = now(), decision_reason = nullif($4, '')
      WHERE id = $1`,
    [request.id, decision.approve ? 'approved' : 'rejected', decision.decider.adminId, reason],
  );
  await logAction(tx, {
    description: `${what} ${decision.approve ? 'approved' : 'rejected'} by ${decision.decider.email} (requested by ${request.requester_email})${reason ? `: ${reason}` : ''}`,
    adminId: decision.decider.adminId,
    userId: decision.decider.email,
  });
  return { message: decision.approve ? `Approved: ${message}` : message, afterCommit };
}
