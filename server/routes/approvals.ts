import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../http/envelope.ts';
import { executeRequestOnce } from '../http/idempotency.ts';
import { pagedListFromContract } from '../http/contractList.ts';
import { pagedListRoute } from '../http/listRoute.ts';
import type { PagedLookup } from '../http/pagingLookup.ts';
import { requireStepUp } from '../auth/stepUp.ts';
import { auditingRefusals } from '../audit/refusals.ts';
import { decideRequest } from '../admins/requests.ts';
import { approvalsContract } from '../../src/contracts/resources/approvals.ts';
import { approvalEndpoints, REQUEST_HOURS } from '../../src/contracts/approvals.ts';
import { REASON_MAX_LENGTH } from '../../src/contracts/admins.ts';
import { Id, iso } from './records.ts';

const tags = ['Admins'];

/** A pending request past its 72 hours reads as expired even before a decision sweeps it. */
const STATUS_SQL = `CASE WHEN r.status = 'pending' AND r.expires_at <= now() THEN 'expired' ELSE r.status END`;

/** An admin column filtered by email: the request keeps the admin's id in `key`. */
const adminByEmail = (key: string): PagedLookup => ({
  key,
  table: 'admins',
  id: 'id',
  match: 'email',
});

export const APPROVALS_LIST = pagedListFromContract(approvalsContract, {
  from: `FROM admin_requests r JOIN admins ra ON ra.id = r.requested_by
    LEFT JOIN admins da ON da.id = r.decided_by`,
  columns: {
    kind: { sql: 'r.kind', notNull: true },
    target: { sql: 'r.target', notNull: true },
    summary: { sql: 'r.summary', notNull: true },
    status: { sql: STATUS_SQL, notNull: true },
    requestedBy: { sql: 'ra.email', notNull: true, lookup: adminByEmail('r.requested_by') },
    reason: { sql: 'r.reason', notNull: true },
    createdAt: { sql: 'r.created_at', notNull: true },
    decidedBy: { sql: 'da.email', lookup: adminByEmail('r.decided_by') },
  },
  apiColumns: { _id: { sql: 'r.id', type: 'select', sortable: false } },
  select: `r.id AS "_id", r.kind, r.target, r.summary, ${STATUS_SQL} AS status, ra.email AS "requestedBy",
    r.reason, ${iso('r.created_at')} AS "createdAt", ${iso('r.expires_at')} AS "expiresAt",
    da.email AS "decidedBy", ${iso('r.decided_at')} AS "decidedAt", r.decision_reason AS "decisionReason"`,
  tiebreak: 'r.id',
  // The requester is a NOT NULL key, the decider a left join: neither drops or repeats a request.
  count: { from: 'FROM admin_requests r', aliases: ['r'] },
});

const DecisionBody = Type.Object(
  { _id: Id, reason: Type.Optional(Type.String({ maxLength: REASON_MAX_LENGTH + 100 })) },
  { additionalProperties: false },
);

/**
 * The Approvals inbox: what one admin asked and a second must approve before it takes effect.
 * A decision needs a live 2FA step-up and an Idempotency-Key; a refused one is an audit entry.
 */
export const approvalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(app, APPROVALS_LIST, {
    tags,
    summary: 'Two-person requests, newest first, server-paged',
    description: `query: page, limit, filter (JSON: q, _id, kind, target, status, requestedBy, decidedBy, createdAt_gte/_lte), sort (JSON). A pending request expires after ${REQUEST_HOURS} hours. result: { data: [{ _id, kind, target, summary, status: 'pending'|'approved'|'rejected'|'expired', requestedBy, reason, createdAt, expiresAt, decidedBy|null, decidedAt|null, decisionReason|null }], total, page, limit }`,
  });

  const decide = (approve: boolean) => async (request: FastifyRequest) => {
    const body = request.body as { _id: string; reason?: string };
    let work: (() => Promise<void>)[] = [];
    const { result } = await auditingRefusals(request, 'admin_requests', body._id, () =>
      executeRequestOnce(
        app.db,
        request,
        approve ? 'approveRequest' : 'rejectRequest',
        async (tx) => {
          const decided = await decideRequest(tx, {
            id: body._id,
            approve,
            reason: body.reason ?? '',
            decider: request.session,
            app,
          });
          const { rows } = await tx.query(
            `SELECT ${APPROVALS_LIST.select} ${APPROVALS_LIST.from} WHERE r.id = $1`,
            [body._id],
          );
          work = decided.afterCommit;
          return { message: decided.message, record: rows[0] };
        },
      ),
    );
    // Mail goes out once the change has committed (a replay runs nothing, so sends nothing); the
    // change stands if it cannot be sent, and the answer says so.
    try {
      for (const send of work) await send();
    } catch (error) {
      return ok(result.record, `${result.message}. ${(error as Error).message}`);
    }
    return ok(result.record, result.message);
  };

  app.post(
    approvalEndpoints.approve.path,
    {
      preHandler: requireStepUp,
      schema: {
        tags,
        summary: 'Approve a request: the change takes effect now, in the same transaction',
        description:
          'body: { _id, reason? }. Needs a live 2FA step-up and an Idempotency-Key. Refused (409) for the admin who asked, the admin it is about, an admin whose own activation one admin approved alone, an admin who invited or activated the requester or was invited or activated by them, and the inviter of an admin being activated; 403 without the permission the change needs. result: the request',
        body: DecisionBody,
      },
    },
    decide(true),
  );

  app.post(
    approvalEndpoints.reject.path,
    {
      preHandler: requireStepUp,
      schema: {
        tags,
        summary: 'Reject a request (a reason is required); nothing changes',
        description:
          'body: { _id, reason }. Needs a live 2FA step-up and an Idempotency-Key. The admin who asked may withdraw their own request this way. result: the request',
        body: DecisionBody,
      },
    },
    decide(false),
  );
};
