import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { looksLikeApiPath } from './pathSafety.ts';

/**
 * Unknown paths: anything that looks like the API (any case, repeated slashes), any method but
 * GET/HEAD, and missing hashed assets answer a JSON 404 in the envelope; only a real browser route
 * gets the admin's index.html, so deep links work.
 */
export function registerNotFound(app: FastifyInstance, indexHtml: string | undefined) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const browserRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !looksLikeApiPath(path) &&
      !path.includes('//') &&
      !path.startsWith('/assets/');
    if (!browserRoute || !indexHtml || !existsSync(indexHtml)) {
      return reply.status(404).send({
        success: false,
        message: `Not found: ${request.method} ${path.slice(0, 200)}`,
      });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
