import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';

/** Every server-paged money list answers its CSV export from the server, filtered. */
let server: TestServer;
let auth: { authorization: string };
beforeAll(async () => {
  server = await startTestServer();
  auth = await signIn(server);
});
afterAll(async () => server.close());

const lists = [
  { method: 'POST', url: '/api/admin/depositDetails', header: 'Time,User,Asset,Network,Amount' },
  { method: 'GET', url: '/api/admin/withdrawList', header: 'Requested at,User,Asset' },
  { method: 'GET', url: '/api/admin/getPassbookHistory', header: 'Time,User,Asset,Kind' },
  { method: 'GET', url: '/api/admin/getConvertHistory', header: 'Time,User,From asset' },
  { method: 'GET', url: '/api/admin/getAffliateHistory', header: 'Created,Referrer' },
] as const;

describe('CSV export of server lists', () => {
  it.each(lists)('$url streams every row as CSV', async ({ method, url, header }) => {
    const page = await server.app.inject({
      method,
      url: method === 'GET' ? `${url}?limit=1` : url,
      headers: auth,
      payload: method === 'POST' ? { limit: 1 } : undefined,
    });
    const total = (page.json() as { result: { total: number } }).result.total;
    expect(total).toBeGreaterThan(0);
    const res = await server.app.inject({
      method,
      url: method === 'GET' ? `${url}?format=csv` : url,
      headers: auth,
      payload: method === 'POST' ? { format: 'csv' } : undefined,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0].startsWith(header)).toBe(true);
    // Header + one line per row (no cell of these lists holds a line break).
    expect(lines.length - 1).toBe(total);
  });

  it('filters the export like the page, and refuses an unknown filter with 400', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/admin/depositDetails',
      headers: auth,
      payload: { format: 'csv', filter: { status: 'rejected' } },
    });
    const rows = res.body.trim().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.includes(',rejected,'))).toBe(true);
    const bad = await server.app.inject({
      method: 'GET',
      url: `/api/admin/withdrawList?format=csv&filter=${encodeURIComponent('{"nope":1}')}`,
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
  });
});
