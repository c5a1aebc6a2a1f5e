import type { FastifyPluginAsync } from 'fastify';
import { notFound, unauthorized } from '../http/envelope.ts';
import { hasMetricsToken, METRICS_CONTENT_TYPE, metricsText } from '../http/metrics.ts';

/**
 * Prometheus text for a scraper, not for admins: no admin session (public to the admin guard),
 * its own bearer token (METRICS_TOKEN) checked here. Without a configured token the route does
 * not exist as far as a caller can tell (404), so an unconfigured server reveals nothing.
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/metrics',
    {
      config: { public: true },
      schema: {
        tags: ['Operations'],
        summary:
          'Prometheus metrics (text format), for a scraper holding METRICS_TOKEN as its bearer token; 404 when unset',
      },
    },
    async (request, reply) => {
      const token = app.config.metricsToken;
      if (!token) throw notFound(`Not found: GET ${request.url.split('?')[0].slice(0, 200)}`);
      if (!hasMetricsToken(request.headers.authorization, token)) {
        throw unauthorized('Unauthorized: a valid metrics token is required');
      }
      return reply
        .header('cache-control', 'no-store')
        .type(METRICS_CONTENT_TYPE)
        .send(await metricsText(app));
    },
  );
};
