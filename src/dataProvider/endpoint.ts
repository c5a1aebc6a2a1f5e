import type { RaRecord } from 'react-admin';
import type { EndpointCall, Unwrap } from './endpointTypes';
import { apiRequest, type ApiCall, type Envelope } from './httpClient';

/** An endpoint as schemas and custom flows declare it, plus optional call settings. */
export type CallEndpoint<P, T = unknown> = EndpointCall<P> & {
  unwrap?: Unwrap<T>;
  noResponseMessage?: string;
  auth?: boolean;
  timeoutMs?: number;
};

export interface CallOptions {
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: give one per admin confirmation for money and wallet mutations. */
  idempotencyKey?: string;
  /** Extra query parameters (GET) or body fields merged into the declared body. */
  extra?: Record<string, unknown>;
}

/** Turns a declared endpoint + params into one http call; GET bodies travel as the query. */
export function toApiCall<P>(
  endpoint: CallEndpoint<P, unknown>,
  params: P,
  options: CallOptions = {},
): ApiCall {
  const path = typeof endpoint.path === 'function' ? endpoint.path(params) : endpoint.path;
  const declared = endpoint.body ? endpoint.body(params) : undefined;
  const payload =
    options.extra && (declared === undefined || isPlainObject(declared))
      ? { ...(declared as Record<string, unknown> | undefined), ...options.extra }
      : declared;
  const isGet = endpoint.method === 'GET';
  return {
    method: endpoint.method,
    path,
    body: isGet ? undefined : payload,
    query: isGet && isPlainObject(payload) ? payload : undefined,
    errorMessage: endpoint.errorMessage,
    noResponseMessage: endpoint.noResponseMessage,
    auth: endpoint.auth,
    timeoutMs: endpoint.timeoutMs,
    signal: options.signal,
    idempotencyKey: options.idempotencyKey,
  };
}

export async function callEnvelope<P, T = unknown>(
  endpoint: CallEndpoint<P, T>,
  params: P,
  options?: CallOptions,
): Promise<Envelope<T>> {
  const envelope = await apiRequest<unknown>(
    toApiCall(endpoint as CallEndpoint<P, unknown>, params, options),
  );
  const result = endpoint.unwrap ? endpoint.unwrap(envelope.result) : envelope.result;
  return { ...envelope, result: result as T };
}

export async function callResult<P, T = unknown>(
  endpoint: CallEndpoint<P, T>,
  params: P,
  options?: CallOptions,
): Promise<T> {
  return (await callEnvelope(endpoint, params, options)).result as T;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof FormData)
  );
}

/** Records carry `_id`; react-admin needs `id`. Mutates in place: rows are fresh from JSON. */
export function withId<R extends Record<string, unknown>>(record: R): R & RaRecord {
  const row = record as R & RaRecord;
  if (row.id === undefined || row.id === null) (row as Record<string, unknown>).id = row._id;
  return row;
}

/** The rows of a whole-list answer: the array itself, or the usual wrappers around it. */
export function rowsOf(result: unknown): Record<string, unknown>[] | null {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  if (isPlainObject(result)) {
    for (const key of ['data', 'docs', 'items', 'rows', 'list', 'records']) {
      const value = result[key];
      if (Array.isArray(value)) return value as Record<string, unknown>[];
    }
  }
  return null;
}

/** The total of a server-paged answer, from the result wrapper or the envelope. */
export function totalOf(envelope: Envelope<unknown>, rowCount: number): number {
  const sources = [envelope.result, envelope];
  for (const source of sources) {
    if (!isPlainObject(source)) continue;
    for (const key of ['total', 'count', 'totalDocs', 'totalCount']) {
      const value = Number(source[key]);
      if (source[key] !== undefined && Number.isFinite(value)) return value;
    }
  }
  return rowCount;
}
