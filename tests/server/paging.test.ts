import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { openTestDb } from './helpers.ts';
import { pagedQuery, readPaging, type PagedListSpec } from '../../server/http/paging.ts';

/** The server-paged list contract on a real table (PGlite, or TEST_DATABASE_URL's server): page, limit, filter, sort, total. */
const spec: PagedListSpec = {
  from: 'FROM items i',
  select: `i.id AS "_id", i.name, i.status, i.amount::text AS amount,
           to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"`,
  columns: {
    name: { sql: 'i.name', type: 'text', searchable: true },
    status: { sql: 'i.status', type: 'select' },
    amount: { sql: 'i.amount', type: 'number' },
    createdAt: { sql: 'i.created_at', type: 'date' },
    note: { sql: 'i.note', type: 'text', searchable: true, sortable: false },
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  tiebreak: 'i.id',
};

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await db.exec(`CREATE TABLE items (id int PRIMARY KEY, name text, status text, amount numeric,
                 created_at timestamptz, note text)`);
  // 60 rows: names item-01..60, status cycles open/closed/void, amount = id * 1.5, one per day.
  await db.exec(`INSERT INTO items SELECT g, 'item-' || lpad(g::text, 2, '0'),
                 (ARRAY['open','closed','void'])[1 + g % 3], g * 1.5,
                 timestamptz '2026-01-01 12:00Z' + (g || ' days')::interval,
                 CASE WHEN g = 7 THEN 'Big 50% discount' ELSE NULL END
                 FROM generate_series(1, 60) g`);
});
afterAll(async () => db.close());

const names = (page: { data: { name: string }[] }) => page.data.map((r) => r.name);

describe('pagedQuery', () => {
  it('answers the first page newest first with the total by default', async () => {
    const page = await pagedQuery<{ name: string }>(db, spec, {});
    expect(page.total).toBe(60);
    expect(page.data).toHaveLength(25);
    expect(names(page).slice(0, 2)).toEqual(['item-60', 'item-59']);
  });

  it('pages with page and limit', async () => {
    const page = await pagedQuery<{ name: string }>(db, spec, {
      page: 3,
      limit: 20,
      sort: { name: 1 },
    });
    expect(names(page)).toEqual(Array.from({ length: 20 }, (_, i) => `item-${41 + i}`));
  });

  it('reads GET query strings: JSON filter and sort, numeric strings', async () => {
    const page = await pagedQuery<{ name: string; status: string }>(db, spec, {
      page: '1',
      limit: '5',
      filter: '{"status":"void"}',
      sort: '{"amount":-1}',
    });
    expect(page.total).toBe(20);
    expect(names(page)).toEqual(['item-59', 'item-56', 'item-53', 'item-50', 'item-47']);
  });

  it('filters select values (any of an array), text substrings, q terms and ranges', async () => {
    const anyOf = await pagedQuery(db, spec, { filter: { status: ['open', 'closed'] } });
    expect(anyOf.total).toBe(40);
    const text = await pagedQuery(db, spec, { filter: { name: 'EM-0' } });
    expect(text.total).toBe(9);
    const q = await pagedQuery<{ name: string }>(db, spec, { filter: { q: '50% big' } });
    expect(names(q)).toEqual(['item-07']);
    const range = await pagedQuery(db, spec, { filter: { amount_gte: '15', amount_lte: 30 } });
    expect(range.total).toBe(11);
    // A date-only upper bound covers its whole (UTC) day.
    const dates = await pagedQuery<{ name: string }>(db, spec, {
      filter: { createdAt_gte: '2026-01-02', createdAt_lte: '2026-01-04' },
      sort: { createdAt: 1 },
    });
    expect(names(dates)).toEqual(['item-01', 'item-02', 'item-03']);
  });

  it('refuses columns outside the whitelist and malformed input with a clear message', () => {
    expect(() => readPaging({ sort: { password: 1 } }, spec)).toThrow(
      "Invalid sort: 'password' cannot be sorted",
    );
    expect(() => readPaging({ sort: { note: 1 } }, spec)).toThrow("'note' cannot be sorted");
    expect(() => readPaging({ filter: { 'id; DROP TABLE items': 1 } }, spec)).toThrow(
      'is not a filter of this list',
    );
    expect(() => readPaging({ filter: '{not json' }, spec)).toThrow('Invalid filter: not JSON');
    expect(() => readPaging({ limit: 100_000 }, spec)).toThrow('Invalid limit');
    expect(() => readPaging({ page: 0 }, spec)).toThrow('Invalid page');
  });

  it('compares a uuid filter as a uuid (the column’s index serves it), refusing other text', async () => {
    // Each row's uuid is md5 of its id: row 7's is 8f14e45f-ceea-167a-5a36-dedd4bea2543.
    const byRef: PagedListSpec = {
      ...spec,
      columns: {
        ...spec.columns,
        ref: { sql: 'md5(i.id::text)::uuid', type: 'select', sortable: false, cast: 'uuid' },
      },
    };
    const page = await pagedQuery<{ name: string }>(db, byRef, {
      filter: { ref: '8F14E45F-CEEA-167A-5A36-DEDD4BEA2543' },
    });
    expect(names(page)).toEqual(['item-07']);
    await expect(pagedQuery(db, byRef, { filter: { ref: "7' OR 1=1" } })).rejects.toThrow(
      "Invalid filter: 'ref' must be an id",
    );
  });

  it('refuses a select filter value the list does not declare, naming the ones it takes', async () => {
    const declared: PagedListSpec = {
      ...spec,
      columns: { ...spec.columns, status: { ...spec.columns.status, choices: ['open', 'void'] } },
    };
    const page = await pagedQuery(db, declared, { filter: { status: ['open', 'void'] } });
    expect(page.total).toBe(40);
    for (const status of ['bogus', 'OPEN']) {
      await expect(pagedQuery(db, declared, { filter: { status } })).rejects.toThrow(
        `Invalid filter: 'status' is one of open, void (not '${status}')`,
      );
    }
    await expect(
      pagedQuery(db, declared, { filter: { status: ['open', 'closed'] } }),
    ).rejects.toThrow("(not 'closed')");
  });

  it('treats filter values as data, never SQL', async () => {
    const page = await pagedQuery(db, spec, { filter: { name: "x' OR '1'='1" } });
    expect(page.total).toBe(0);
    await expect(
      pagedQuery(db, spec, { filter: { amount_gte: '1; DROP TABLE items' } }),
    ).rejects.toThrow('must be a number');
    expect((await db.query('SELECT count(*)::int AS n FROM items')).rows[0]).toEqual({ n: 60 });
  });

  describe('counts and page depth bounded by countCap', () => {
    const capped: PagedListSpec = { ...spec, countCap: 50 };

    it('answers an exact total up to the cap, and the cap with totalCapped beyond it', async () => {
      const under = await pagedQuery(db, capped, { filter: { status: ['open', 'closed'] } });
      expect(under).toMatchObject({ total: 40, totalCapped: false, pageableRows: 40 });
      const over = await pagedQuery(db, capped, {});
      expect(over).toMatchObject({ total: 50, totalCapped: true, pageableRows: 50 });
      const exactly = await pagedQuery(db, capped, { filter: { amount_lte: 75 } });
      expect(exactly).toMatchObject({ total: 50, totalCapped: false });
    });

    it('knows the total from a last page that is not full, without counting', async () => {
      const last = await pagedQuery<{ name: string }>(db, capped, { page: 2, limit: 40 });
      expect(last).toMatchObject({ total: 60, totalCapped: false, pageableRows: 50 });
      expect(names(last)).toEqual(
        Array.from({ length: 20 }, (_, i) => `item-${20 - i}`.replace(/-(\d)$/, '-0$1')),
      );
    });

    it('uses the kept counter when nothing filters, exact beyond the cap', async () => {
      const counted = { ...capped, keptTotal: { read: async () => 1234 } };
      expect(await pagedQuery(db, counted, {})).toMatchObject({
        total: 1234,
        totalCapped: false,
        pageableRows: 50,
      });
      const filtered = await pagedQuery(db, counted, { filter: { status: 'void' } });
      expect(filtered).toMatchObject({ total: 20, totalCapped: false });
    });

    it('asks a total kept by status for a filter on that status alone, and counts any other', async () => {
      const asked: (string[] | null)[] = [];
      const byStatus = {
        ...capped,
        countCap: 10,
        keptTotal: {
          by: 'status',
          read: async (_: unknown, statuses: string[] | null) => {
            asked.push(statuses);
            return 4321;
          },
        },
      };
      const total = async (filter: Record<string, unknown>) =>
        (await pagedQuery(db, byStatus, { filter, limit: 5 })).total;
      expect(await total({})).toBe(4321);
      expect(await total({ status: 'void', q: '' })).toBe(4321);
      expect(await total({ status: ['open', 'void'] })).toBe(4321);
      expect(asked).toEqual([null, ['void'], ['open', 'void']]);
      // Another column beside it, or in its place: counted (to the cap of 10).
      expect(await total({ status: 'void', amount_gte: 3 })).toBe(10);
      expect(await total({ name: 'item-1' })).toBe(10);
      expect(await total({ amount_gte: 3 })).toBe(10);
      expect(asked).toHaveLength(3);
    });

    it('serves pages that start within the cap and refuses deeper ones with a way out', async () => {
      const deepest = await pagedQuery<{ name: string }>(db, capped, { page: 5, limit: 10 });
      expect(names(deepest)[0]).toBe('item-20');
      await expect(pagedQuery(db, capped, { page: 6, limit: 10 })).rejects.toThrow(
        'Invalid page: pages reach the first 50 rows; narrow the filter or reverse the sort to see the rest',
      );
      const reversed = await pagedQuery<{ name: string }>(db, capped, {
        sort: { createdAt: 1 },
        limit: 10,
      });
      expect(names(reversed)[0]).toBe('item-01');
    });
  });
});
