import { apiBaseUrl, REQUEST_TIMEOUT_MS } from '../config/env';
import { getToken } from '../authProvider/tokenStore';
import { paths } from '../config/paths';
import { firstPages, LIST_PARAMS, type FirstPageManifest } from './firstPageManifest';

/**
 * The boot script's request: the default first page of the list the browser opened, sent while
 * the admin's scripts are still on their way. The admin does not ask again: the list's first-page
 * read adopts this request (the same method, URL and token; dataProvider/bootAnswer.ts), once, and
 * react-query keeps its answer under the list's own key (resources/bootRoute.ts).
 */
export interface FirstPageHandoff {
  /** `METHOD URL`: the call it answers. */
  key: string;
  token: string;
  /** Aborted after REQUEST_TIMEOUT_MS, as every request of the admin. */
  response: Promise<Response>;
}

const HANDOFF = '__firstPageHandoff';
type WithHandoff = { [HANDOFF]?: FirstPageHandoff };

/** The handoff the boot script left, if any (read by dataProvider/bootAnswer.ts). */
export const bootHandoff = (): FirstPageHandoff | undefined =>
  (window as unknown as WithHandoff)[HANDOFF];

export const forgetBootHandoff = (): void => {
  delete (window as unknown as WithHandoff)[HANDOFF];
};

/** The URL of a call, as httpClient's buildUrl writes it (the manifest's query holds scalars only). */
export function firstPageUrl(request: FirstPageManifest['request']): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) query.append(name, String(value));
  const qs = query.toString();
  return `${apiBaseUrl()}${request.path}${qs ? `?${qs}` : ''}`;
}

/** The manifest of the list at this URL when it is a list's default page, else null. */
export function firstPageAt(pathname: string, search: string): [string, FirstPageManifest] | null {
  const prefix = `${paths.admin}/`;
  if (!pathname.startsWith(prefix)) return null;
  const name = pathname.slice(prefix.length).replace(/\/$/, '');
  const manifest = Object.hasOwn(firstPages, name) ? firstPages[name] : undefined;
  const query = new URLSearchParams(search);
  if (!manifest || LIST_PARAMS.some((param) => query.has(param))) return null;
  return [name, manifest];
}

/** Sends the first page's request and leaves it for the admin; null when there is no token. */
export function requestFirstPage(manifest: FirstPageManifest): FirstPageHandoff | null {
  const token = getToken();
  if (!token) return null;
  const { method } = manifest.request;
  const url = firstPageUrl(manifest.request);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${token}`,
  };
  // httpClient sends `{}` for a POST or PUT without a body: the same request, byte for byte.
  const hasBody = method === 'POST' || method === 'PUT';
  if (hasBody) headers['Content-Type'] = 'application/json';
  const response = fetch(url, {
    method,
    headers,
    body: hasBody ? '{}' : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const handoff = { key: `${method} ${url}`, token, response };
  (window as unknown as WithHandoff)[HANDOFF] = handoff;
  return handoff;
}
