import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
import { logAction } from '../../server/actionLog.ts';
import { actionLogList } from '../../server/routes/actionHistory.ts';
import { csvOf as csvOptionsOf } from '../../server/http/contractList.ts';
import { csvCell, csvLines } from '../../server/http/csvExport.ts';
import { orderByOf, pagedQuery, readPaging } from '../../server/http/paging.ts';

let server: TestServer;
let auth: { authorization: string };

beforeAll(async () => {
  server = await startTestServer();
  auth = await signIn(server);
});
afterAll(async () => {
  await server.close();
});

interface Log {
  _id: string;
  date: string;
  description: string;
  user_id: string | null;
}
interface LogPage {
  data: Log[];
  total: number;
  page: number;
  limit: number;
}

const post = (payload?: unknown) =>
  server.app.inject({
    method: 'POST',
    url: '/api/admin/getAdminActionHistory',
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const history = async (payload: object = {}) => {
  const res = await post(payload);
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().result as LogPage;
};

/** Parses the export (no quoted newlines in these rows) into header + cells. */
const csvOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('POST /admin/getAdminActionHistory', () => {
  it('starts with the six sample logs, newest first, as page 1 of the paged contract', async () => {
    const page = await history();
    expect(page).toMatchObject({ total: 6, page: 1, limit: 25 });
    expect(page.data).toHaveLength(6);
    for (const log of page.data) {
      expect(Object.keys(log).sort()).toEqual(['_id', 'date', 'description', 'user_id']);
      expect(typeof log._id).toBe('string');
      expect(log.description.length).toBeGreaterThan(5);
    }
    const dates = page.data.map((l) => l.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // The samples point at real seeded users.
    const users = [...new Set(page.data.map((l) => l.user_id).filter(Boolean))] as string[];
    expect(users.length).toBeGreaterThan(0);
    const { rows } = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE id = ANY($1::uuid[])',
      [users],
    );
    expect(rows[0].n).toBe(users.length);
  });

  it('answers a POST without any body as page 1 too', async () => {
    const res = await post();
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ page: 1, limit: 25, total: 6 });
  });

  it('puts a new action at the front, pages, sorts and filters with a total', async () => {
    await logAction(server.db, { description: 'Test action', userId: null });
    expect((await history()).data[0]).toMatchObject({ description: 'Test action', user_id: null });
    await server.db.query(
      `INSERT INTO admin_action_log (date, description, user_id)
         SELECT now() - interval '1 day' - g * interval '1 second', 'Bulk ' || lpad(g::text, 4, '0'),
                CASE WHEN g % 2 = 0 THEN 'even-user' END
           FROM generate_series(1, 1200) g`,
    );
    const first = await history({ limit: 50 });
    expect(first.total).toBe(1207);
    expect(first.data).toHaveLength(50);
    expect(first.data[0].description).toBe('Test action');

    const third = await history({ page: 3, limit: 10, sort: { description: 1 } });
    expect(third.data.map((l) => l.description)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Bulk ${String(21 + i).padStart(4, '0')}`),
    );
    const even = await history({ filter: { user_id: 'even' }, sort: { date: -1 }, limit: 3 });
    expect(even.total).toBe(600);
    expect(even.data.map((l) => l.description)).toEqual(['Bulk 0002', 'Bulk 0004', 'Bulk 0006']);
    const q = await history({ filter: { q: 'bulk 0119' } });
    expect(q.data.map((l) => l.description)).toEqual(['Bulk 0119']);
    const today = new Date().toISOString().slice(0, 10);
    const since = await history({ filter: { date_gte: `${today}T00:00:00Z` } });
    expect(since.data.some((l) => l.description === 'Test action')).toBe(true);
    expect(since.data.every((l) => l.date >= `${today}T00:00:00`)).toBe(true);
  });

  it('keeps the unfiltered total exact (a trigger-kept counter) through inserts and deletes', async () => {
    const count = async () =>
      (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_action_log'))
        .rows[0].n;
    expect((await history()).total).toBe(await count());
    await server.db.query(`DELETE FROM admin_action_log WHERE description = 'Bulk 0101'`);
    await logAction(server.db, { description: 'Counted action' });
    const after = await count();
    expect(after).toBe(1207);
    expect((await history()).total).toBe(after);
    // The same total as counting, once a filter is set.
    expect((await history({ filter: { q: 'a' } })).total).toBe(
      (
        await server.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM admin_action_log
            WHERE lower(description || ' ' || coalesce(user_id, '')) LIKE '%a%'`,
        )
      ).rows[0].n,
    );
  });

  it('refuses malformed paging with a 400 and a clear message', async () => {
    const cases: [object, RegExp][] = [
      [{ sort: { password: 1 } }, /Invalid sort: 'password' cannot be sorted/],
      [{ filter: { admin_id: 'x' } }, /'admin_id' is not a filter of this list/],
      [{ limit: 10_000_000 }, /limit/],
      [{ page: 0 }, /page/],
      [{ format: 'xlsx' }, /format/],
      [{ extra: true }, /extra|additional/i],
      [{ filter: { date_gte: 'yesterday' } }, /'date_gte' must be a date/],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
  });

  it('is served by the indexes: a page in any sort order reads an index, never sorts the table', async () => {
    await server.db.exec('ANALYZE admin_action_log');
    const sorts = [{ date: -1 }, { date: 1 }, { user_id: 1 }, { user_id: -1 }, { description: -1 }];
    for (const sort of sorts) {
      const paging = readPaging({ sort }, actionLogList);
      const { rows } = await server.db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT ${actionLogList.select} ${actionLogList.from}
           ${orderByOf(actionLogList, paging.sort)} LIMIT 25 OFFSET 50`,
      );
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan, plan).toMatch(
        new RegExp(`Index Scan.* admin_action_log_${paging.sort.field}_id`),
      );
      expect(plan).not.toMatch(/Sort Key/);
    }
  });
});

describe('CSV export of the action log (format: csv)', () => {
  it('streams every filtered row in order, as a download with the grid headers', async () => {
    const res = await post({ format: 'csv', filter: { user_id: 'even' }, sort: { date: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="notification-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csvOf(res.body);
    expect(lines[0]).toBe('Date,Description,User');
    expect(lines).toHaveLength(601);
    expect(lines[1]).toMatch(/^\d{4}-.*Z,Bulk 1200,even-user$/);
    expect(lines[600]).toMatch(/,Bulk 0002,even-user$/);
  });

  it('quotes separators and guards cells a spreadsheet would run as formulas', async () => {
    await logAction(server.db, { description: '=HYPERLINK("http://evil")', userId: '@admin' });
    await logAction(server.db, { description: 'Line, with "quotes"', userId: '-42' });
    const res = await post({ format: 'csv', filter: { date_gte: '2000-01-01' } });
    const lines = csvOf(res.body);
    expect(lines[1]).toMatch(/,"Line, with ""quotes""",-42$/);
    expect(lines[2]).toMatch(/,"'=HYPERLINK\(""http:\/\/evil""\)",'@admin$/);
  });

  it('keyset batches give exactly the paged order, NULL sort keys last, at any batch size', async () => {
    for (const sort of [{ user_id: 1 }, { user_id: -1 }, { date: -1 }, { description: 1 }]) {
      const paging = readPaging({ sort }, actionLogList);
      const expected: Log[] = [];
      for (let page = 1; ; page++) {
        const p = await pagedQuery<Log>(server.db, actionLogList, { sort, page, limit: 500 });
        expected.push(...p.data);
        if (p.data.length < 500) break;
      }
      let text = '';
      for await (const chunk of csvLines(server.db, actionLogList, paging, {
        ...csvOptionsOf(actionLogList.contracts[0]),
        batchSize: 7,
      })) {
        text += chunk;
      }
      const lines = csvOf(text).slice(1);
      const expectedLines = expected.map((l) =>
        [l.date, l.description, l.user_id ?? ''].map(csvCell).join(','),
      );
      expect(lines.length, JSON.stringify(sort)).toBeGreaterThan(1200);
      expect(lines).toEqual(expectedLines);
    }
  });
});
