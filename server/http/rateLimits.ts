import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimits } from '../config.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from './envelope.ts';
import { SharedRateCounts, sharedAcrossProcesses } from './sharedRateStore.ts';

const MINUTE = 60_000;

export const tooManyRequests = (seconds: number) =>
  `Too many requests: try again in ${seconds} second${seconds === 1 ? '' : 's'}`;

/** The session a request names (its bearer token, hashed: the raw token is never kept). */
export function sessionKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return undefined;
  return createHash('sha256').update(header.slice(7)).digest('base64url');
}

const isPublicWrite = (request: FastifyRequest) =>
  (request.routeOptions.config as { public?: boolean } | undefined)?.public === true &&
  request.method !== 'GET' &&
  request.method !== 'HEAD';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Answers 429 with Retry-After, in the envelope, when `limiter` says the key is over. */
async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply) {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  const seconds = Math.max(1, result.ttlInSeconds);
  reply.header('retry-after', String(seconds));
  throw new ApiError(429, tooManyRequests(seconds));
}

/**
 * Limits over a one-minute window: every request per client address, a signed-in client's
 * requests per session too (so one token cannot starve the others behind one office address),
 * and public writes per address (cheap to send, each costs a password hash or a lookup). A random
 * token per request does not escape: the address limit still counts it. On a PostgreSQL server
 * every process counts into the same totals (sharedRateStore.ts); PGlite's one process keeps the
 * plugin's memory store.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits, db: Db) {
  if (sharedAcrossProcesses(db)) {
    const counts = new SharedRateCounts(db, (error) =>
      app.log.warn({ err: error }, 'Shared rate limits: flush failed (counting locally meanwhile)'),
    );
    await app.register(rateLimit, { global: false, store: counts.storeClass() });
    counts.start();
    app.addHook('onClose', () => counts.close());
  } else {
    await app.register(rateLimit, { global: false });
  }
  const perAddress = app.createRateLimit({
    max: limits.addressPerMinute,
    timeWindow: MINUTE,
    keyGenerator: (request) => `address:${request.ip}`,
  });
  const perSession = app.createRateLimit({
    max: limits.sessionPerMinute,
    timeWindow: MINUTE,
    keyGenerator: (request) => `session:${sessionKey(request)}`,
  });
  const publicPerAddress = app.createRateLimit({
    max: limits.publicPerMinute,
    timeWindow: MINUTE,
    keyGenerator: (request) => `public:${request.ip}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    await enforce(perAddress, request, reply);
    if (sessionKey(request)) await enforce(perSession, request, reply);
    if (isPublicWrite(request)) await enforce(publicPerAddress, request, reply);
  });
}
