import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.ts';

/** How long the readiness check waits for the database before calling it unavailable. */
const READY_TIMEOUT_MS = 2_000;

const probe = { tags: ['Operations'], security: [] };

/**
 * Liveness and readiness for a load balancer: public, cheap, no data. Migrations run before the
 * server listens, so a process that answers has them applied; once a shutdown began (SIGTERM,
 * http/draining.ts) readiness answers 503, so a draining process drops out of the pool.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { ...probe, summary: 'The process is up' } },
    async () => ok({ status: 'up' }),
  );

  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        ...probe,
        summary:
          'The process takes traffic: the database answers and it is not shutting down (else 503)',
      },
    },
    async (request, reply) => {
      if (app.draining.since !== null) {
        return reply.status(503).send({ success: false, message: 'The process is shutting down' });
      }
      const answered = await Promise.race([
        app.db.query('SELECT 1').then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), READY_TIMEOUT_MS).unref()),
      ]);
      if (answered) return ok({ status: 'ready' });
      request.log.warn('Readiness check: the database did not answer');
      return reply.status(503).send({ success: false, message: 'The database is not answering' });
    },
  );
};
