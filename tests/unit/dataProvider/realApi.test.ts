import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, passthrough } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { buildDataProvider } from '../../../src/dataProvider';
import { setToken } from '../../../src/authProvider/tokenStore';
import { notificationSchema } from '../../../src/resources/notification/schema';
import type { ResourceSchema } from '../../../src/resources/types';
import { server as msw } from '../msw';

/**
 * The dataProvider against the real API: the reference server (Fastify + PGlite, seeded) listens
 * on a real port and the provider's own fetch calls reach it, for the action log's paging,
 * sorting, filtering, total and CSV export. The server modules are loaded by path at run time:
 * they use Node-only `.ts` imports the browser tsconfig of this folder does not compile.
 */

interface TestServer {
  app: { listen(options: { port: number; host: string }): Promise<string> };
  db: { query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }> };
  config: { adminEmail: string; adminPassword: string };
  close(): Promise<void>;
}
const helpersPath = '../../server/helpers.ts';
const pagingPath = '../../../server/http/paging.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let api: TestServer;
let base = '';
let token = '';

beforeAll(async () => {
  const { startTestServer } = (await import(/* @vite-ignore */ helpersPath)) as {
    startTestServer(): Promise<TestServer>;
  };
  api = await startTestServer();
  const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
  base = `${address}/api`;
  vi.stubEnv('VITE_API_URL', base);
  // 60 known entries on top of the six samples; every third one has no user.
  await api.db.query(
    `INSERT INTO admin_action_log (date, description, user_id)
       SELECT timestamptz '2026-03-01 12:00Z' + g * interval '1 hour',
              'Paging probe ' || lpad(g::text, 2, '0'),
              CASE WHEN g % 3 = 0 THEN NULL ELSE 'probe-user-' || (g % 2) END
         FROM generate_series(1, 60) g`,
  );
  msw.use(http.all(`${base}/*`, () => passthrough()));
  const login = await fetch(`${base}/adminlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: api.config.adminEmail, password: api.config.adminPassword }),
  });
  token = ((await login.json()) as { token: string }).token;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api?.close();
});
beforeEach(() => {
  // MSW refuses unknown requests in unit tests: these go to the real server on purpose.
  msw.use(http.all(`${base}/*`, () => passthrough()));
  setToken(token);
});

const setup = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return buildDataProvider([notificationSchema], { queryClient });
};
const descriptions = (rows: { description: string }[]) => rows.map((r) => r.description);

describe('the dataProvider on the real action-log API', () => {
  it('pages newest first with the total of the whole log', async () => {
    const dp = setup();
    const page1 = await dp.getList('notification', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'date', order: 'DESC' },
      filter: {},
    });
    expect(page1.total).toBe(66);
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0].id).toBe(page1.data[0]._id);
    const page7 = await dp.getList('notification', {
      pagination: { page: 7, perPage: 10 },
      sort: { field: 'date', order: 'DESC' },
      filter: {},
    });
    expect(page7.data).toHaveLength(6);
    const ids = new Set([...page1.data, ...page7.data].map((r) => r.id));
    expect(ids.size).toBe(16);
  });

  it('asks the next and the previous page by keyset, with the rows their numbers give', async () => {
    const dp = setup();
    const sent: URLSearchParams[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.endsWith('/getAdminActionHistory'))
        sent.push(new URLSearchParams(JSON.parse(String(init?.body ?? '{}'))));
      return realFetch(input, init);
    });
    const pageOf = async (page: number, perPage = 10) =>
      dp.getList('notification', {
        pagination: { page, perPage },
        sort: { field: 'date', order: 'DESC' },
        filter: { q: 'probe' },
      });
    try {
      const byNumber = await pageOf(3, 20); // rows 41-60 of the probes: pages 5 and 6 of 10
      await pageOf(1);
      const two = await pageOf(2);
      const three = await pageOf(3);
      expect(sent.at(-2)?.get('after')).toBeTruthy();
      expect(sent.at(-1)?.get('after')).toBeTruthy();
      expect(three.data.map((r) => r.id)).not.toEqual(two.data.map((r) => r.id));
      // Back from a page read by number: page 5 before page 6's first row.
      await pageOf(6);
      const five = await pageOf(5);
      expect(sent.at(-1)?.get('before')).toBeTruthy();
      const six = await pageOf(6);
      expect([...five.data, ...six.data].map((r) => r.id)).toEqual(byNumber.data.map((r) => r.id));
      expect(sent.at(-1)?.get('after')).toBeTruthy();
      // Page 1 always by number: the newest rows, not the ones before a remembered row.
      await pageOf(1);
      expect(sent.at(-1)?.has('after')).toBe(false);
      expect(sent.at(-1)?.has('before')).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });

  it('sorts on the server, with NULL users last in both directions', async () => {
    const dp = setup();
    const byDescription = await dp.getList('notification', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'description', order: 'ASC' },
      filter: { q: 'probe' },
    });
    expect(descriptions(byDescription.data)).toEqual([
      'Paging probe 06',
      'Paging probe 07',
      'Paging probe 08',
      'Paging probe 09',
      'Paging probe 10',
    ]);
    for (const order of ['ASC', 'DESC'] as const) {
      const byUser = await dp.getList('notification', {
        pagination: { page: 1, perPage: 66 },
        sort: { field: 'user_id', order },
        filter: {},
      });
      const users = byUser.data.map((r) => r.user_id as string | null);
      const firstNull = users.indexOf(null);
      expect(firstNull).toBeGreaterThan(0);
      expect(users.slice(firstNull).every((u) => u === null)).toBe(true);
      const set = users.slice(0, firstNull) as string[];
      const sorted = [...set].sort();
      expect(set).toEqual(order === 'ASC' ? sorted : sorted.reverse());
    }
  });

  it('filters by text, search terms and date range, and counts what matches', async () => {
    const dp = setup();
    const list = (filter: Record<string, unknown>) =>
      dp.getList('notification', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'date', order: 'ASC' },
        filter,
      });
    // g % 3 != 0 and g odd: 1, 5, 7, 11, ... → 20 of 60.
    const user1 = await list({ user_id: 'probe-user-1' });
    expect(user1.total).toBe(20);
    expect(user1.data.every((r) => r.user_id === 'probe-user-1')).toBe(true);
    // Every term must appear: 'probe' and '4' (anywhere), in date order.
    const q = await list({ q: 'PROBE 4' });
    const withFour = Array.from({ length: 60 }, (_, i) => String(i + 1).padStart(2, '0'))
      .filter((n) => n.includes('4'))
      .map((n) => `Paging probe ${n}`);
    expect(withFour).toHaveLength(15);
    expect(descriptions(q.data)).toEqual(withFour);
    // 2026-03-02 covers hours 12..35 after the start: g = 12..35.
    const day = await list({ date_gte: '2026-03-02', date_lte: '2026-03-02' });
    expect(day.total).toBe(24);
    expect(day.data[0].description).toBe('Paging probe 12');
  });

  it('answers a bad sort with the server message', async () => {
    await expect(
      setup().getList('notification', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'admin_id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ status: 400, message: "Invalid sort: 'admin_id' cannot be sorted" });
  });

  it('exports every filtered row as CSV streamed by the server, in the grid order', async () => {
    const { blob, filename } = await setup().getCsv('notification', {
      filter: { user_id: 'probe-user' },
      sort: { field: 'description', order: 'DESC' },
    });
    expect(filename).toMatch(/^notification-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blob.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('Date,Description,User');
    expect(lines).toHaveLength(41);
    expect(lines[1]).toMatch(/,Paging probe 59,probe-user-1$/);
    expect(lines[40]).toMatch(/,Paging probe 01,probe-user-1$/);
  });
});

describe('GET list paging as the server reads it', () => {
  it('sends page, limit, filter and sort as query strings PagingQuerystring accepts', async () => {
    const { PagingQuerystring, readPaging } = (await import(/* @vite-ignore */ pagingPath)) as {
      PagingQuerystring: object;
      readPaging(input: object, spec: object): unknown;
    };
    const { Value } = await import('typebox/value');
    const categories: ResourceSchema = {
      ...notificationSchema,
      name: 'support-category',
      list: { method: 'GET', path: '/admin/supportCategory', mode: 'server', errorMessage: 'x' },
    };
    const urls: URL[] = [];
    msw.use(
      http.get(`${base}/admin/supportCategory`, ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json({ success: true, result: { data: [], total: 0 } });
      }),
    );
    const queryClient = new QueryClient();
    await buildDataProvider([categories], { queryClient }).getList('support-category', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'a&b' },
    });
    const query = Object.fromEntries(urls[0].searchParams);
    expect(query).toEqual({
      page: '1',
      limit: '20',
      filter: '{"q":"a&b"}',
      sort: '{"createdAt":-1}',
    });
    expect(Value.Check(PagingQuerystring as never, query)).toBe(true);
    const spec = {
      columns: { createdAt: { sql: 'c.created_at', type: 'date' } },
      defaultSort: { field: 'createdAt', order: 'DESC' },
    };
    expect(readPaging(query, spec)).toEqual({
      page: 1,
      limit: 20,
      filter: { q: 'a&b' },
      sort: { field: 'createdAt', order: 'DESC' },
    });
  });
});
