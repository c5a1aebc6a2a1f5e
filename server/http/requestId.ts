import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TrustFunction } from './trustProxy.ts';

/** An id a proxy in front may hand on (X-Request-Id), so one request reads alike in both logs. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Fastify's `genReqId`: the proxy's id when the request came from a trusted proxy (the socket's
 * peer passes the same trust function Fastify uses for the client address) and the id is plain,
 * otherwise a new UUID: a client talking to the server directly does not choose its log id.
 * Fastify logs it with every line of the request (`requestId`, app.ts).
 */
export function requestIdFor(trusted: TrustFunction) {
  return (request: IncomingMessage): string => {
    const forwarded = request.headers['x-request-id'];
    const peer = request.socket?.remoteAddress;
    return typeof forwarded === 'string' &&
      FORWARDED_ID.test(forwarded) &&
      peer !== undefined &&
      trusted(peer, 0)
      ? forwarded
      : randomUUID();
  };
}

/**
 * Every answer carries its request id (X-Request-Id), and every failure envelope repeats it, so
 * an operator finds the log lines of the error an admin reports.
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    isFailure(payload) ? { ...payload, requestId: request.id } : payload,
  );
}

function isFailure(payload: unknown): payload is Record<string, unknown> {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { success?: unknown }).success === false
  );
}
