import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.ts';

/** How long the readiness check waits for the database before calling it unavailable. */
const READY_TIMEOUT_MS = 2_000;

const probe = { tags: ['Operations'], security: [] };

/**
 * Liveness and readiness for a load balancer: public, cheap, no data. Migrations run before the
 * server listens, so a process that answers has them applied; while it shuts down Fastify answers
 * 503 itself (return503OnClosing), so a draining process drops out of the pool.
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
        summary: 'The process takes traffic: the database answers (503 when it does not)',
      },
    },
    async (request, reply) => {
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
