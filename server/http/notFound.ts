import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { looksLikeApiPath } from './pathSafety.ts';

/** The public pages' entry (login, OTP, password, register, 404 on Preact): every other route. */
export const PUBLIC_HTML = 'auth.html';

/** /admin and what is under it, as the browser's router matches it (case-insensitive). */
export function isAdminRoute(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === '/admin' || path.startsWith('/admin/');
}

/**
 * Unknown paths: anything that looks like the API (any case, repeated slashes), any method but
 * GET/HEAD, and missing hashed assets answer a JSON 404 in the envelope; only a real browser route
 * gets a page, so deep links work: the admin's index.html under /admin, the light public entry
 * (auth.html) elsewhere. A dist/ without auth.html (built before it existed) serves index.html for
 * all, whose React route table has the same public pages.
 */
export function registerNotFound(app: FastifyInstance, adminHtml: string | undefined) {
  const publicHtml = adminHtml && path.join(path.dirname(adminHtml), PUBLIC_HTML);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const browserRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !looksLikeApiPath(url) &&
      !url.includes('//') &&
      !url.startsWith('/assets/');
    if (!browserRoute || !adminHtml || !existsSync(adminHtml)) {
      return reply.status(404).send({
        success: false,
        message: `Not found: ${request.method} ${url.slice(0, 200)}`,
      });
    }
    const page =
      !isAdminRoute(url) && publicHtml && existsSync(publicHtml)
        ? PUBLIC_HTML
        : path.basename(adminHtml);
    return reply.type('text/html').sendFile(page);
  });
}
