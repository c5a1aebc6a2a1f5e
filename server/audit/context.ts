import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/index.ts';

/**
 * Who is changing what, and why, for the audit trail's triggers (migration 100_audit_trail.sql).
 * Each mutating request runs its handler inside this store; every transaction it opens then
 * starts by handing the request's facts to the database as the transaction-local `audit.ctx`,
 * so the trigger of each changed row writes its entry in the same transaction as the change.
 */
const currentRequest = new AsyncLocalStorage<FastifyRequest>();

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Statements that can change rows; reads in a mutating request stay outside transactions. */
const WRITE_STATEMENT = /^\s*(insert|update|delete|with|merge)\b/i;
const MAX_REASON = 1000;
const carrying = new WeakSet<Db>();

export function registerAuditContext(app: FastifyInstance) {
  // preHandler: after sign-in checks and body validation, around the handler and all it awaits.
  app.addHook('preHandler', (request, _reply, done) => {
    if (!MUTATING.has(request.method)) return done();
    currentRequest.run(request, done);
  });
}

interface AuditContext {
  adminId: string | null;
  adminEmail: string | null;
  adminRole: string | null;
  clientAddress: string;
  userAgent: string | null;
  action: string;
  reason: string | null;
  idempotencyKey: string | null;
  requestId: string;
}

function contextOf(request: FastifyRequest): AuditContext {
  const session = request.session;
  const body = request.body as { reason?: unknown } | undefined;
  const reason = typeof body?.reason === 'string' ? body.reason.trim().slice(0, MAX_REASON) : '';
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value.slice(0, 500) : null;
  };
  return {
    adminId: session?.adminId ?? null,
    adminEmail: session?.email ?? null,
    adminRole: session?.role ?? null,
    clientAddress: request.ip,
    userAgent: header('user-agent'),
    // The route as registered, not the URL typed: one name per action, no ids or query strings.
    action: `${request.method} ${(request.routeOptions.url ?? request.url).replace(/^\/api/, '')}`,
    reason: reason || null,
    idempotencyKey: header('idempotency-key'),
    requestId: String(request.id),
  };
}

async function handOver(tx: Queryable, request: FastifyRequest) {
  await tx.query(`SELECT set_config('audit.ctx', $1, true)`, [JSON.stringify(contextOf(request))]);
}

/**
 * Makes the database carry the audit context: inside a mutating request, each transaction (and
 * each lone write, made a transaction of its own) starts by handing over the request's facts;
 * elsewhere nothing changes. In place, not a wrapper: caches keyed by the database object (its
 * secrets box, the wallet root, whole lists) must keep finding it.
 */
export function carryAuditContext(db: Db): Db {
  // Once per database, however many apps are built on it.
  if (carrying.has(db)) return db;
  carrying.add(db);
  const { query, transaction } = db;
  db.transaction = (fn) => {
    const request = currentRequest.getStore();
    if (!request) return transaction(fn);
    return transaction(async (tx) => {
      await handOver(tx, request);
      return fn(tx);
    });
  };
  db.query = (sql, params, options) => {
    const request = currentRequest.getStore();
    if (!request || !WRITE_STATEMENT.test(sql)) return query(sql, params, options);
    return transaction(async (tx) => {
      await handOver(tx, request);
      return tx.query(sql, params, options);
    });
  };
  return db;
}

/**
 * An attempt the server turned down, as one entry of its own (no row changed, so no trigger
 * wrote one): a failed sign-in, with who tried (`recordId`, the e-mail typed) and why it failed.
 */
export async function auditRefusal(
  db: Pick<Db, 'query'>,
  request: FastifyRequest,
  refusal: { resource: string; recordId: string; why: string },
): Promise<void> {
  const ctx = contextOf(request);
  await db.query(
    `INSERT INTO audit_trail (admin_id, admin_email, admin_role, client_address, user_agent, action,
       operation, resource, record_id, changes, reason, idempotency_key, request_id, hash, at, seq)
     VALUES ($1, $2, $3, $4, $5, $6, 'refused', $7, $8, $9, NULL, $10, $11, '', now(), 0)`,
    [
      ctx.adminId,
      ctx.adminEmail,
      ctx.adminRole,
      ctx.clientAddress,
      ctx.userAgent,
      ctx.action,
      refusal.resource,
      refusal.recordId,
      JSON.stringify({ refused: [null, refusal.why] }),
      ctx.idempotencyKey,
      ctx.requestId,
    ],
  );
}
