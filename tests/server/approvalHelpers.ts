import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from './helpers.ts';
import { adminSession, newKey, type Headers } from './moneyHelpers.ts';
import { SECOND_OWNER } from '../../server/seed/devAdmins.ts';

/** The development seed's second owner's 2FA secret in these tests. */
export const OWNER2_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CX';

/** A session of the seeded second owner, with 2FA on and a live step-up. */
export const secondOwner = (server: TestServer, tick: () => number) =>
  adminSession(server, SECOND_OWNER.email, OWNER2_SECRET, tick);

/** Decides a request as `headers` would on the Approvals screen. */
export function decide(
  server: TestServer,
  headers: Headers,
  requestId: string,
  approve = true,
  reason = 'Checked with the requester',
) {
  return server.app.inject({
    method: 'POST',
    url: `/api/admin/approvals/${approve ? 'approve' : 'reject'}`,
    headers: { ...headers, 'idempotency-key': newKey() },
    payload: { _id: requestId, reason },
  });
}

/**
 * The second person of a change that became a request (a 202 answer): the seeded second owner, or
 * `approver`, approves it. Answers the approval.
 */
export async function approveAsked(
  server: TestServer,
  asked: LightMyRequestResponse,
  tick: () => number,
  approver?: Headers,
) {
  expect(asked.statusCode, asked.body).toBe(202);
  const requestId = asked.json().result.requestId as string;
  const approval = await decide(server, approver ?? (await secondOwner(server, tick)), requestId);
  expect(approval.statusCode, approval.body).toBe(200);
  return approval;
}
