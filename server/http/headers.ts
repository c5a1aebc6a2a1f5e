import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';
import { looksLikeApiPath } from './pathSafety.ts';

/**
 * Every security and caching header, in one place:
 * - CSP: scripts only from the app's origin (any inline script or eval is refused); styles may be inline (MUI and
 *   emotion inject them); images also as data:/blob: (QR codes, KYC documents); nothing may frame
 *   the app, no plugins, no <base>, forms post only to the origin.
 * - nosniff, Referrer-Policy no-referrer, X-Frame-Options DENY; HSTS only on https requests.
 * - Cache-Control: no-store on every /api answer (KYC documents included); hashed assets are
 *   immutable for a year (set by the static handler); index.html no-cache.
 * - br/gzip on JSON (also the raw-JSON-text whole lists) and on assets.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};
export const HSTS = 'max-age=31536000; includeSubDomains';
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
export const INDEX_CACHE = 'no-cache';

export async function registerHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (looksLikeApiPath(request.url) || !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Answers up to 64 kB (every list page) are compressed in one synchronous call. The plugin's
    // default on two cores (8 kB) sends a 25-row page through a stream and the thread pool, which
    // cost the soak more CPU than the compression itself (~0.2 ms for 17 kB at quality 5).
    syncThreshold: 64 * 1024,
    // Brotli's default (quality 11) costs seconds on a whole list; 5 keeps most of the gain.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

/**
 * @fastify/static's setHeaders: hashed assets are immutable, everything else is revalidated; the
 * body depends on Accept-Encoding (a precompressed .br or .gz copy, or the file itself).
 */
export function staticCacheHeaders(
  res: { setHeader(name: string, value: string): unknown },
  path: string,
) {
  res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? ASSET_CACHE : INDEX_CACHE);
  res.setHeader('vary', 'accept-encoding');
}
