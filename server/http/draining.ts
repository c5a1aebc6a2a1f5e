import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once a shutdown began: readiness answers 503 and every answer closes its connection. */
    draining: { since: number | null };
  }
}

/** How long requests in flight may take to finish once a shutdown began. */
export const DRAIN_GRACE_MS = 10_000;

/**
 * While draining, every answer carries `Connection: close`, so a client's kept-alive connection
 * ends after the answer it is waiting for instead of carrying new requests into a closing process
 * (the client reconnects, to another process). Fastify's own 503-while-closing is off (app.ts):
 * a request that reached this process is answered, not refused.
 */
export function registerDraining(app: FastifyInstance): void {
  app.decorate('draining', { since: null as number | null });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.draining.since !== null) reply.header('connection', 'close');
    return payload;
  });
}

/**
 * The graceful stop (SIGTERM, SIGINT): stop listening (new connections are refused), let requests
 * in flight finish within `graceMs` (then cut what is left), run the app's close hooks (event
 * streams end there), then close the database. Resolves when everything is closed.
 */
export async function shutDown(
  app: FastifyInstance,
  db: Db,
  graceMs: number = DRAIN_GRACE_MS,
): Promise<void> {
  app.draining.since = Date.now();
  // app.close() waits for every open connection; a kept-alive one that never sends again (a
  // browser's pooled socket) or a request past its grace would hold the exit: cut them then.
  const cut = setTimeout(() => {
    app.log.warn({ graceMs }, 'Shutdown: requests still open after the grace period, closing them');
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
    await db.close();
  }
  app.log.info({ drainedMs: Date.now() - app.draining.since }, 'Shutdown: drained and closed');
}
