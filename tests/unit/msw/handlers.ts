import { http, HttpResponse, delay, type JsonBodyType } from 'msw';

/**
 * Helpers to answer the exchange API the way the real server does: `{ success, result, message }`.
 * Paths are API paths ('/admin/getAllUserData'); `api()` puts them under the test base URL.
 */
export const api = (path: string) => `${window.location.origin}/api${path}`;

type Method = 'get' | 'post' | 'put' | 'delete';

/** The success envelope around `result`. */
export const envelope = (result: unknown, message?: string) =>
  message === undefined ? { success: true, result } : { success: true, result, message };

/**
 * The users list's columnar answer (a column of values per field, as the server sends a whole
 * list) for the first `limit` of `rows`, or all of them.
 */
export function columnarUsers(rows: Record<string, unknown>[], limit: string | null) {
  const shown = rows.slice(0, limit ? Number(limit) : rows.length);
  const names = Object.keys(rows[0]);
  return envelope({
    total: rows.length,
    epochMs: [],
    columns: Object.fromEntries(names.map((name) => [name, shown.map((row) => row[name])])),
  });
}

/** Answers `result` in a success envelope. */
export function ok(method: Method, path: string, result: unknown, message?: string) {
  return http[method](api(path), () =>
    HttpResponse.json(envelope(result, message) as JsonBodyType),
  );
}

/** Answers `{ success: false, message }` with the given status (400, 401, 403, 404, 500 ...). */
export function fail(method: Method, path: string, status: number, message?: string) {
  const body = message === undefined ? { success: false } : { success: false, message };
  return http[method](api(path), () => HttpResponse.json(body, { status }));
}

/** An HTML error page, as a proxy or a misrouted SPA fallback would answer. */
export function html(method: Method, path: string, status = 200) {
  return http[method](api(path), () =>
    HttpResponse.html('<!doctype html><html><body><h1>Bad Gateway</h1></body></html>', { status }),
  );
}

/** The connection fails: no answer at all. */
export function networkError(method: Method, path: string) {
  return http[method](api(path), () => HttpResponse.error());
}

/** Never answers (until the client gives up): for timeouts. */
export function hang(method: Method, path: string) {
  return http[method](api(path), async () => {
    await delay('infinite');
    return HttpResponse.json({ success: true });
  });
}

/** Records every request to a path (method, body, headers, query), answering with `respond`. */
export function recorder(
  method: Method,
  path: string,
  respond: (body: unknown) => unknown = () => envelope(null),
) {
  const calls: { body: unknown; headers: Headers; url: URL }[] = [];
  const handler = http[method](api(path), async ({ request }) => {
    const text = await request.text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    calls.push({ body, headers: request.headers, url: new URL(request.url) });
    return HttpResponse.json(respond(body) as JsonBodyType);
  });
  return { handler, calls };
}
