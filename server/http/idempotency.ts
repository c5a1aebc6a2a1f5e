import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { badRequest, conflict } from './envelope.ts';

/**
 * One execution per idempotency key for money mutations (withdrawal moves, settlements, dispute
 * resolutions, order cancels). The key is claimed by an INSERT inside the mutation's own
 * transaction: a concurrent duplicate blocks on that row until the first commits (on a PostgreSQL
 * server) or runs after it (PGlite serialises transactions), then replays the stored result.
 * A failed mutation rolls the claim back with everything else, so the key can be retried.
 * Keys are scoped to the admin who sent them: another admin's identical key is another request
 * (it runs, or is refused, on its own), never a replay of someone else's result.
 */

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The `Idempotency-Key` header, required and well-formed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) throw badRequest('An Idempotency-Key header is required for this operation');
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw badRequest('The Idempotency-Key must be 8 to 128 letters, digits or _ . : -');
  return key;
}

export const requestHashOf = (payload: unknown) =>
  createHash('sha256').update(JSON.stringify(payload)).digest('hex');

type Tx = Pick<Db, 'query'>;

export interface Once<T> {
  result: T;
  /** True when this call replayed an earlier execution instead of running. */
  replayed: boolean;
}

/**
 * Runs `execute` in `db.transaction` unless `scope`/`key` already ran, in which case the stored
 * result is answered. The same key with a different request answers 409.
 */
export async function executeOnce<T>(
  db: Db,
  claim: { scope: string; key: string; request: unknown; adminId: string },
  execute: (tx: Tx) => Promise<T>,
): Promise<Once<T>> {
  const hash = requestHashOf(claim.request);
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, admin_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scope, admin_id, key) DO NOTHING RETURNING key`,
      [claim.scope, claim.key, hash, claim.adminId],
    );
    if (claimed.rows.length === 0) {
      const { rows } = await tx.query<{ request_hash: string; result: T }>(
        'SELECT request_hash, result FROM idempotency_keys WHERE scope = $1 AND admin_id = $2 AND key = $3',
        [claim.scope, claim.adminId, claim.key],
      );
      if (rows[0].request_hash !== hash)
        throw conflict('This Idempotency-Key was already used for a different request');
      return { result: rows[0].result, replayed: true };
    }
    const result = await execute(tx);
    await tx.query(
      'UPDATE idempotency_keys SET result = $4 WHERE scope = $1 AND admin_id = $2 AND key = $3',
      [claim.scope, claim.adminId, claim.key, JSON.stringify(result ?? null)],
    );
    return { result, replayed: false };
  });
}
