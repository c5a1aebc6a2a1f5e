import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope.ts';
import { auditRefusal } from './context.ts';

/**
 * Runs a decision and, when the server turns it down (403 or 409: a second approval from the wrong
 * admin, a request already decided), writes that refusal to the audit trail with who tried, on
 * what, and why, before answering it. The refused change itself rolled back, so no trigger wrote.
 */
export async function auditingRefusals<T>(
  request: FastifyRequest,
  resource: string,
  recordId: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 403 || error.statusCode === 409))
      await auditRefusal(request.server.db, request, { resource, recordId, why: error.message });
    throw error;
  }
}
