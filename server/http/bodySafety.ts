import type { FastifyInstance, RouteOptions } from 'fastify';
import { ApiError } from './envelope.ts';

/** A public route's body (sign-in, 2FA step, reset, registration) is a few short fields. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;
/** Deeper than any body a route accepts; JSON.parse itself sets no limit. */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * How deep the text's brackets nest, stopping as soon as it passes `limit`: one pass over the
 * characters, brackets inside strings ignored. A million-level body costs a scan, not a parse.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
  }
  return false;
}

/**
 * JSON bodies are checked for depth before Fastify's own parser (prototype-poisoning checks kept)
 * reads them; public POST routes take at most PUBLIC_BODY_LIMIT bytes, refused (413) while the
 * body streams in, before anything is parsed.
 */
export function registerBodySafety(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      done(new ApiError(400, `Invalid body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`));
      return;
    }
    parse(request, body as string, done);
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    const isPublic = (route.config as { public?: boolean } | undefined)?.public;
    if (!isPublic || route.method === 'GET' || route.method === 'HEAD') return;
    route.bodyLimit = Math.min(route.bodyLimit ?? PUBLIC_BODY_LIMIT, PUBLIC_BODY_LIMIT);
  });
}
