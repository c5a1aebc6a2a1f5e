import { combineDataProviders, HttpError, type DataProvider, type fetchUtils } from 'react-admin';
import { apiRawRequest } from './httpClient';
import { loadOnce } from './loadOnce';
import type { ExchangeDataProvider } from './schemaProvider';
import type { HttpMethod } from './endpointTypes';
import {
  SESSION_REVOKE_FAILED,
  SESSIONS_LOAD_FAILED,
  SESSIONS_RESOURCE,
} from '../contracts/sessions';

/**
 * Plain REST resources of the API (server/routes/restSessions.ts): served by ra-data-simple-rest,
 * through the project's one http client, so they get the bearer token, the 401 sign-out and the
 * envelope's error messages like every other call. The resource name is the path under
 * `/api/rest`.
 */
export const REST_BASE = '/rest';

/** The default message of a failed call, per resource, when the server gives none. */
export interface RestResource {
  readMessage: string;
  writeMessage: string;
}

export const restResources: Record<string, RestResource> = {
  [SESSIONS_RESOURCE]: { readMessage: SESSIONS_LOAD_FAILED, writeMessage: SESSION_REVOKE_FAILED },
};

type FetchJson = typeof fetchUtils.fetchJson;

/** What a REST resource's export reads in one request (an admin's own sessions: a handful). */
const REST_EXPORT_ROWS = 1000;

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

/**
 * A drop-in for react-admin's `fetchUtils.fetchJson` over `apiRawRequest`. `url` is a path
 * under the API base (simple-rest builds `/rest/sessions?sort=...`).
 */
export const fetchJsonAdapter: FetchJson = async (
  url: string,
  options: fetchUtils.Options = {},
) => {
  const method = (options.method ?? 'GET').toUpperCase() as HttpMethod;
  if (!METHODS.includes(method)) throw new Error(`Unsupported method ${method}`);
  const resource = resourceOf(url);
  const messages = restResources[resource];
  const errorMessage =
    (method === 'GET' ? messages?.readMessage : messages?.writeMessage) ?? 'The request failed.';
  const answer = await apiRawRequest({
    method,
    path: url,
    body: typeof options.body === 'string' ? JSON.parse(options.body) : undefined,
    headers: headersOf(options.headers),
    signal: options.signal ?? undefined,
    errorMessage,
  });
  let json: unknown;
  try {
    json = answer.text ? JSON.parse(answer.text) : undefined;
  } catch {
    // A 200 with an HTML page (a proxy's, or the SPA's index.html) is a failure, not "no data".
    throw new HttpError(errorMessage, answer.status, { raw: answer.text });
  }
  return { status: answer.status, headers: answer.headers, body: answer.text, json };
};

/** The resource of a simple-rest URL: `/rest/sessions/abc?x` → `sessions`. */
function resourceOf(url: string): string {
  const path = url.split('?')[0].slice(REST_BASE.length + 1);
  return decodeURIComponent(path.split('/')[0] ?? '');
}

/**
 * Headers simple-rest sets, minus Content-Type: the http client sets that itself when there is
 * a body (simple-rest's DELETE sends `text/plain` with none).
 */
function headersOf(init: HeadersInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init).forEach((value, key) => {
    if (key !== 'content-type') out[key] = value;
  });
  return out;
}

const STANDARD_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/**
 * ra-data-simple-rest (with query-string, ~3 kB gzip) loads with the first REST call: only the
 * sessions screen makes one, so the dashboard's first load goes without it.
 */
const loadSimpleRest = loadOnce(() =>
  import('ra-data-simple-rest').then(({ default: simpleRestProvider }) =>
    simpleRestProvider(REST_BASE, fetchJsonAdapter),
  ),
);

type StandardMethod = (resource: string, params: unknown) => Promise<never>;

/** simple-rest over the project's http client, method by method once it has loaded. */
export const restProvider = Object.fromEntries(
  STANDARD_METHODS.map((name) => [
    name,
    async (resource: string, params: unknown) =>
      ((await loadSimpleRest())[name] as StandardMethod)(resource, params),
  ]),
) as unknown as DataProvider;

/**
 * The schema provider with the plain REST resources routed to simple-rest by react-admin's
 * `combineDataProviders`. Only the standard methods are combined (they take the resource
 * first); the exchange's custom methods (`call`, `fetchBlob`, ...) stay the schema provider's.
 */
export function withRestResources(
  schemaProvider: ExchangeDataProvider,
  rest: DataProvider = restProvider,
  names: readonly string[] = Object.keys(restResources),
): ExchangeDataProvider {
  const combined = combineDataProviders((resource) =>
    names.includes(resource) ? rest : schemaProvider,
  );
  const standard = Object.fromEntries(STANDARD_METHODS.map((name) => [name, combined[name]]));
  return {
    ...schemaProvider,
    ...standard,
    // A REST resource's export writes the rows simple-rest reads (the schema provider's own
    // whole-list read expects the exchange's envelope, which /rest does not answer).
    async getCsv(resource, params) {
      if (!names.includes(resource)) return schemaProvider.getCsv(resource, params);
      const { data } = await rest.getList(resource, {
        pagination: { page: 1, perPage: REST_EXPORT_ROWS },
        sort: params.sort ?? { field: 'id', order: 'ASC' },
        filter: params.filter ?? {},
      });
      return schemaProvider.getCsv(resource, { ...params, rows: data });
    },
  } as ExchangeDataProvider;
}
