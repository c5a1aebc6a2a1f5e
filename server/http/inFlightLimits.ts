import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RateLimits } from '../config.ts';
import { ApiError } from './envelope.ts';
import { sessionKey } from './rateLimits.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route whose answer stays open for as long as the client listens (the live event stream):
     * it holds no in-flight slot, or a few open tabs would use up their admin's.
     */
    longLived?: boolean;
  }
}

/** A slot frees when a request ends, and a token within a second: soon, either way. */
const RETRY_AFTER_SECONDS = 1;

const tooManyAtOnce = (seconds: number) =>
  `Too many requests at once: try again in ${seconds} second${seconds === 1 ? '' : 's'}`;

/** Requests open per key; a key is forgotten when its last one ends. */
class InFlightCounts {
  private readonly counts = new Map<string, number>();

  constructor(readonly max: number) {}

  hasRoom(key: string): boolean {
    return (this.counts.get(key) ?? 0) < this.max;
  }

  take(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  giveBack(key: string): void {
    const left = (this.counts.get(key) ?? 1) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }
}

/**
 * Requests a key may start, refilled at `perSecond` up to a second's worth: a burst of that many
 * passes, a steady stream above it is refused. A full bucket is forgotten (it is what a new key
 * gets), so the map holds only the keys that sent in the last second or so.
 */
class Bursts {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly perSecond: number) {}

  take(key: string, now = performance.now()): boolean {
    const bucket = this.buckets.get(key);
    const tokens = bucket ? this.refilled(bucket, now) : this.perSecond;
    const allowed = tokens >= 1;
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: now });
    return allowed;
  }

  forgetFull(now = performance.now()) {
    for (const [key, bucket] of this.buckets) {
      if (this.refilled(bucket, now) >= this.perSecond) this.buckets.delete(key);
    }
  }

  private refilled(bucket: { tokens: number; at: number }, now: number): number {
    return Math.min(this.perSecond, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
  }
}

/**
 * What one session and one client address may start in a second, and have open at once, in this
 * process. The per-minute limits let a session send 1800 requests in its first seconds, far more
 * than the process answers in that time: they queued, and every other admin's requests waited
 * behind them. Refused at once instead, a flood only ever has a few requests ahead of anyone
 * else's. Both are needed: on PGlite the database runs on the server's own thread, so the process
 * takes a request from a connection, answers it, then takes the next: a flood's requests wait in
 * their connections, not in the process, and only the rate a second sees them; on a PostgreSQL
 * server many wait on the database at once, which the bound on open requests sees.
 *
 * Per process and in memory: they guard this process's own capacity.
 */
export function registerInFlightLimits(app: FastifyInstance, limits: RateLimits) {
  const bySession = new InFlightCounts(limits.sessionInFlight);
  const byAddress = new InFlightCounts(limits.addressInFlight);
  const sessionBursts = new Bursts(limits.sessionPerSecond);
  const addressBursts = new Bursts(limits.addressPerSecond);
  const sweep = setInterval(() => {
    sessionBursts.forgetFull();
    addressBursts.forgetFull();
  }, 10_000).unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  // Registered after the per-minute limits' hook, so a request they refuse takes no slot here.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.longLived) return;
    const address = request.ip;
    const session = sessionKey(request);
    // Per second, signed-in requests only: anonymous ones are cheap (health) or have a limit of
    // their own (public writes), while a made-up token each would escape the session's limit.
    if (session && (!addressBursts.take(address) || !sessionBursts.take(session))) refuse(reply);
    if (!byAddress.hasRoom(address) || (session && !bySession.hasRoom(session))) refuse(reply);
    byAddress.take(address);
    if (session) bySession.take(session);
    releaseWhenDone(reply, () => {
      byAddress.giveBack(address);
      if (session) bySession.giveBack(session);
    });
  });
}

function refuse(reply: FastifyReply): never {
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  throw new ApiError(429, tooManyAtOnce(RETRY_AFTER_SECONDS));
}

/**
 * Calls `release` once, when the response has ended: sent (an error's too), or cut off because
 * the client went away or the socket timed out. Fastify's onResponse runs only for a response sent
 * in full, and its onRequestAbort only for a client that leaves while its request is still being
 * read; the response's `close` comes in every one of those cases, and for a hijacked reply too. A
 * request whose client left gives its slot back while its handler may still be running: the slot
 * bounds what a client keeps waiting, and one that drops its connections to send more still meets
 * the per-minute limits.
 */
function releaseWhenDone(reply: FastifyReply, release: () => void) {
  reply.raw.once('close', release);
}
