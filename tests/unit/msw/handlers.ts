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

/** The body of a server-paged list call (src/dataProvider/serverList.ts). */
export interface PageRequest {
  page?: number;
  limit?: number;
  sort?: Record<string, 1 | -1>;
  filter?: Record<string, unknown>;
}

const sortKey = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * One server page of `rows` for a list call's `body`, as server/http/paging.ts answers it, simply:
 * `q` keeps the rows where every whitespace-separated term is in one of the `search` fields
 * (case-insensitive), any other filter key is an exact match (an array: any of); `sort` orders by
 * its one field (nulls last), else the rows keep their order; `page` and `limit` (default 1 and
 * 25) slice. Answers `{ data, total, page, limit }` in the success envelope.
 */
export function pagedAnswer(
  rows: readonly Record<string, unknown>[],
  body: unknown,
  search: readonly string[] = ['name', 'email'],
) {
  const { page = 1, limit = 25, sort = {}, filter = {} } = (body ?? {}) as PageRequest;
  const matches = (row: Record<string, unknown>) =>
    Object.entries(filter).every(([key, value]) => {
      if (key === 'q') {
        const text = search.map((field) => String(row[field] ?? '').toLowerCase());
        return String(value)
          .toLowerCase()
          .split(/\s+/)
          .filter(Boolean)
          .every((term) => text.some((field) => field.includes(term)));
      }
      return Array.isArray(value) ? value.includes(row[key]) : row[key] === value;
    });
  const matching = rows.filter(matches);
  const [field, direction] = Object.entries(sort)[0] ?? [];
  const sorted = field
    ? [...matching].sort((a, b) => {
        const x = sortKey(a[field]);
        const y = sortKey(b[field]);
        if (x === y) return 0;
        if (x === null) return 1;
        if (y === null) return -1;
        return (x < y ? -1 : 1) * direction;
      })
    : matching;
  return envelope({
    data: sorted.slice((page - 1) * limit, page * limit),
    total: matching.length,
    page,
    limit,
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
