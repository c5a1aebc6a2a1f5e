import type { FastifyRequest } from 'fastify';
import { badRequest } from './envelope.ts';

/** `scheme://authority` of an absolute-form request target (`GET http://host/api/x HTTP/1.1`). */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * Fastify's `rewriteUrl`: an absolute-form target is routed by its path and query, like any other
 * request, so it meets the same guard. The original target stays in `request.originalUrl`.
 */
export function originFormUrl(url: string | undefined): string {
  const raw = url ?? '/';
  if (!ABSOLUTE_FORM.test(raw)) return raw;
  const rest = raw.replace(ABSOLUTE_FORM, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Why a request path is refused before any route runs, or null when it is fine. The router decodes
 * the path it matches, so anything that decodes into a different path shape is refused: encoded
 * slashes or backslashes, dot segments (also encoded), NUL and other control characters, and
 * malformed percent-encoding.
 */
export function unsafePathReason(rawUrl: string): string | null {
  const rawPath = originFormUrl(rawUrl).split('?')[0];
  if (/%(2f|5c)/i.test(rawPath) || rawPath.includes('\\')) return 'encoded slash in the path';
  // eslint-disable-next-line no-control-regex
  if (/%(0[0-9a-f]|1[0-9a-f]|7f)/i.test(rawPath) || /[\u0000-\u001f\u007f]/.test(rawPath)) {
    return 'control character in the path';
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 'malformed percent-encoding in the path';
  }
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) {
    return 'dot segment in the path';
  }
  return null;
}

/** Root onRequest hook: refuses an unsafe path with 400 before the route's own hooks run. */
export async function refuseUnsafePath(request: FastifyRequest) {
  const reason = unsafePathReason(request.originalUrl ?? request.url);
  if (reason) throw badRequest(`Bad request: ${reason}`);
}

/** An /api path whatever its case or repeated slashes (`/API/x`, `//api/x`): never the SPA. */
export const looksLikeApiPath = (url: string) => /^\/+api(\/|$)/i.test(url.split('?')[0]);
