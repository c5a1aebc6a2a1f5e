import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pagedListFromContract } from '../http/contractList.ts';
import { auditTrailContract } from '../../src/contracts/resources/auditTrail.ts';
import { auditHead as headOf, verifyAuditTrail } from '../audit/verify.ts';
import { readRoute } from '../http/readRoutes.ts';
import { auditHead, auditVerify } from '../../src/contracts/reads/index.ts';
import { iso } from './records.ts';
import { pagedListRoute } from '../http/listRoute.ts';

const tags = ['Audit'];

/** The audit trail, server-paged: each sort and filter has its index (100_audit_trail.sql). */
export const AUDIT_TRAIL_LIST = pagedListFromContract(auditTrailContract, {
  from: 'FROM audit_trail a',
  columns: {
    seq: { sql: 'a.seq', notNull: true },
    at: { sql: 'a.at', notNull: true },
    adminEmail: { sql: 'a.admin_email' },
    action: { sql: 'a.action', notNull: true },
    resource: { sql: 'a.resource', notNull: true },
    recordId: { sql: 'a.record_id' },
    operation: { sql: 'a.operation', notNull: true },
    reason: { sql: 'a.reason' },
    subject: { sql: 'a.subject' },
    kind: { sql: 'a.kind', notNull: true },
  },
  apiColumns: {
    _id: { sql: 'a.seq', type: 'select', sortable: false },
    // One record's history (its page's History section): exact, on its own index.
    record: { sql: 'a.record_id', type: 'select', sortable: false },
    // Every entry about one user (their page), exact, on its own index.
    subjectUserId: { sql: 'a.subject_user_id', type: 'select', sortable: false, cast: 'uuid' },
    userId: { sql: 'a.subject_user_id', type: 'select', sortable: false, cast: 'uuid' },
  },
  select: `a.seq::text AS "_id", a.seq, ${iso('a.at')} AS at, a.admin_id AS "adminId",
    a.admin_email AS "adminEmail", a.admin_role AS "adminRole", a.client_address AS "clientAddress",
    a.user_agent AS "userAgent", a.action, a.operation, a.resource, a.record_id AS "recordId",
    a.changes, a.reason, a.idempotency_key AS "idempotencyKey", a.request_id AS "requestId", a.hash,
    a.subject, a.subject_user_id AS "subjectUserId", a.subject_amount AS "subjectAmount", a.kind`,
  tiebreak: 'a.seq',
});

/** Read-only: entries are written by the database's triggers, never through the API. */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(app, AUDIT_TRAIL_LIST, {
    tags,
    summary: 'The audit trail, newest first, one page at a time',
    description:
      'query: page, limit, filter (JSON: q, adminEmail, action, resource, recordId (substring), record (exact record id), operation, at_gte/_lte, subject (substring of the affected user e-mail and name), subjectUserId or userId (exact), kind (change | access)), sort (JSON, e.g. {"seq":-1}). ' +
      'result: { data: [{ _id, seq, at, adminId, adminEmail, adminRole, clientAddress, userAgent, action, operation, resource, recordId, changes: { column: [before, after] }, reason, idempotencyKey, requestId, hash, subject, subjectUserId, subjectAmount, kind }], total, totalCapped, pageableRows, page, limit }',
  });

  readRoute(app, auditVerify, (db) => verifyAuditTrail(db));

  readRoute(app, auditHead, (db) => headOf(db));
};
