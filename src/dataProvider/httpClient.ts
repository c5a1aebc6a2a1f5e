import { HttpError } from 'react-admin';
import { apiBaseUrl, REQUEST_TIMEOUT_MS } from '../config/env';
import { noResponseSuffix, timeoutSuffix } from '../messages/catalogue';
import { clearToken, getToken } from '../authProvider/tokenStore';
import { rememberSignOutReason } from '../authProvider/signOutReason';
import type { HttpMethod } from './endpointTypes';
import type { Envelope } from '../contracts/envelope';

/**
 * The one http client of the admin. Every call to the exchange API goes through `apiRequest`
 * (whole envelope) or `apiCall` (the envelope's `result`); images through `apiFetchBlob`.
 * Kept free of React so the login page can use it without pulling in the admin.
 */

export type { Envelope };

export interface ApiCall {
  method: HttpMethod;
  /** Path under the API base, e.g. '/admin/getAllUserData'. */
  path: string;
  /** JSON body (POST/PUT/DELETE), or FormData for uploads. POST/PUT without a body send `{}`. */
  body?: unknown;
  /** Query-string parameters; objects and arrays are sent as JSON. */
  query?: Record<string, unknown>;
  /** The call's default error message (src/messages/catalogue.ts) when the server gives no `message`. */
  errorMessage: string;
  /** The call's text for "no server response" (e.g. the 2FA ones); else errorMessage. */
  noResponseMessage?: string;
  /** Send the bearer token (default true). The login calls set false. */
  auth?: boolean;
  timeoutMs?: number;
  /** Cancels the call (react-query passes one); a cancelled call rejects with an AbortError. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sent as `Idempotency-Key` so the server executes a money/wallet mutation at most once. */
  idempotencyKey?: string;
}

/** HTTP 202 Accepted: the answer's envelope then carries `accepted: true`. */
export const ACCEPTED_STATUS = 202;

/** Status 0 marks "no answer": network failure or timeout. Retries and checkError read it. */
export const NO_RESPONSE_STATUS = 0;

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Called after any 401 on an authenticated call, once the token is cleared. The app sets it to
 * navigate to /login so flows outside react-admin's checkError are covered too.
 * Returns a function that removes the handler.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export const newIdempotencyKey = (): string => crypto.randomUUID();

export function buildUrl(path: string, query?: Record<string, unknown>): string {
  const url = `${apiBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/**
 * Sends the call and answers the whole envelope once it is a success (any 2xx, a 202 marked
 * `accepted: true`); otherwise an HttpError.
 */
export async function apiRequest<T = unknown>(call: ApiCall): Promise<Envelope<T>> {
  const response = await send(call, 'application/json');
  const text = await readText(response, call);
  const envelope = parseEnvelope(text);

  if (!response.ok) throw failure(call, response, text, envelope);
  if (!envelope) throw new HttpError(call.errorMessage, response.status, { raw: text });
  if (envelope.success !== true) {
    throw new HttpError(messageOf(envelope, call.errorMessage), response.status, envelope);
  }
  // 202: the change was recorded as a request that waits for a second admin (savedAnswer.ts).
  if (response.status === ACCEPTED_STATUS) return { ...envelope, accepted: true } as Envelope<T>;
  return envelope as Envelope<T>;
}

/**
 * Sends the call and answers the raw 2xx answer (status, headers, body text), for plain REST
 * resources that do not use the envelope (ra-data-simple-rest reads `Content-Range`). Failures
 * are the same HttpError as `apiRequest`'s, with the same 401 handling.
 */
export async function apiRawRequest(
  call: ApiCall,
): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await send(call, 'application/json');
  const text = await readText(response, call);
  if (!response.ok) throw failure(call, response, text, parseEnvelope(text));
  return { status: response.status, headers: response.headers, text };
}

/** Sends the call and answers the envelope's `result`. */
export async function apiCall<T = unknown>(call: ApiCall): Promise<T> {
  const envelope = await apiRequest<T>(call);
  return envelope.result as T;
}

/**
 * Fetches a binary resource that needs the bearer (e.g. `/admin/kycDocument/<id>/front`).
 * Show it with `URL.createObjectURL(blob)` and revoke the URL when done.
 */
export async function apiFetchBlob(
  path: string,
  options: { errorMessage?: string; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Blob> {
  const file = await apiDownload({
    method: 'GET',
    path,
    errorMessage: options.errorMessage ?? 'Could not load the document.',
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  });
  return file.blob;
}

/**
 * Sends the call and answers its body as a file (a CSV export streamed by the server), with the
 * name from `Content-Disposition`. The timeout covers the wait for the answer, not the download.
 */
export async function apiDownload(call: ApiCall): Promise<{ blob: Blob; filename: string | null }> {
  const response = await okResponse(call, '*/*');
  const blob = await readBody(response, call, (r) => r.blob());
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob, filename: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null };
}

// ---------------------------------------------------------------------------------------------

async function send(call: ApiCall, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept, ...call.headers };
  const token = call.auth === false ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey;

  let body: BodyInit | undefined;
  if (call.body instanceof FormData) {
    body = call.body;
  } else if (call.body !== undefined || call.method === 'POST' || call.method === 'PUT') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(call.body ?? {});
  }

  const timeoutMs = call.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (call.signal?.aborted) controller.abort();
  else call.signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    return await fetch(buildUrl(call.path, call.query), {
      method: call.method,
      headers,
      body,
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw timeoutError(call);
    if (call.signal?.aborted) throw abortError(call.signal);
    throw noResponseError(call, error);
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** A 2xx answer, else the failure as an HttpError (with the 401 handling). */
async function okResponse(call: ApiCall, accept: string): Promise<Response> {
  const response = await send(call, accept);
  if (!response.ok) {
    const text = await readText(response, call);
    throw failure(call, response, text, parseEnvelope(text));
  }
  return response;
}

const readText = (response: Response, call: ApiCall) => readBody(response, call, (r) => r.text());

/** Reading the body can fail mid-stream (connection dropped): that is "no response" too. */
async function readBody<T>(
  response: Response,
  call: ApiCall,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  try {
    return await read(response);
  } catch (error) {
    if (call.signal?.aborted) throw abortError(call.signal);
    throw noResponseError(call, error);
  }
}

function parseEnvelope(text: string): Envelope | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Envelope)
      : null;
  } catch {
    return null;
  }
}

function messageOf(envelope: Envelope | null, fallback: string): string {
  const message = envelope?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/** A non-2xx answer as an HttpError: the server's message, else the call's default. */
function failure(call: ApiCall, response: Response, text: string, envelope: Envelope | null) {
  const message = messageOf(envelope, call.errorMessage);
  if (response.status === 401) handleUnauthorized(call, envelope?.message);
  return new HttpError(message, response.status, envelope ?? { raw: text });
}

function handleUnauthorized(call: ApiCall, serverMessage: unknown) {
  if (call.auth === false) return;
  // The sign-in page says why the session ended (idle, revoked...), when it had one.
  if (getToken() && typeof serverMessage === 'string') rememberSignOutReason(serverMessage);
  clearToken();
  unauthorizedHandler?.();
}

// The message is the catalogue's text, letter for letter; what went wrong on the wire is a separate
// `hint` in the body, which screens show on a second line (see dataProvider/errorHint.ts).
function noResponseError(call: ApiCall, cause: unknown): HttpError {
  const message = call.noResponseMessage ?? call.errorMessage;
  return new HttpError(message, NO_RESPONSE_STATUS, {
    reason: 'network',
    hint: noResponseSuffix,
    cause: String(cause),
  });
}

function timeoutError(call: ApiCall): HttpError {
  const message = call.noResponseMessage ?? call.errorMessage;
  return new HttpError(message, NO_RESPONSE_STATUS, { reason: 'timeout', hint: timeoutSuffix });
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The call was cancelled.', 'AbortError');
}

/** True when the error means the server never answered (network error or timeout). */
export const isNoResponse = (error: unknown): boolean =>
  error instanceof HttpError && error.status === NO_RESPONSE_STATUS;
