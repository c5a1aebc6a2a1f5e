import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commandRoute } from '../http/commandRoutes.ts';
import { approveRequest, rejectRequest } from '../../src/contracts/commands/approvals.ts';
import { pagedListFromContract } from '../http/contractList.ts';
import { pagedListRoute } from '../http/listRoute.ts';
import type { PagedLookup } from '../http/pagingLookup.ts';
import { decideRequest } from '../admins/requests.ts';
import { approvalsContract } from '../../src/contracts/resources/approvals.ts';
import { REQUEST_HOURS } from '../../src/contracts/approvals.ts';
import { iso } from './records.ts';

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

  const decide = (approve: boolean) =>
    commandRoute<{ _id: string; reason?: string }>(
      app,
      approve ? approveRequest : rejectRequest,
      async (tx, { _id, reason }, { request }) => {
        const decided = await decideRequest(tx, {
          id: _id,
          approve,
          reason: reason ?? '',
          decider: request.session,
          app,
        });
        const { rows } = await tx.query(
          `SELECT ${APPROVALS_LIST.select} ${APPROVALS_LIST.from} WHERE r.id = $1`,
          [_id],
        );
        // Mail goes out once the change has committed.
        return { message: decided.message, record: rows[0], afterCommit: decided.afterCommit };
      },
    );
  decide(true);
  decide(false);
};
