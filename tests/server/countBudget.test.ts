import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from './helpers.ts';
import {
  COUNT_BUDGET_MS,
  LIST_TOO_SLOW,
  cappedTotal,
  pageTotal,
  pageWithTotal,
  withinListBudget,
  SEARCH_ALONE_MS,
  SEARCH_IN_PARALLEL,
  type CountingDb,
  type PagedListSpec,
} from '../../server/http/paging.ts';
import { knownCount, rememberCount } from '../../server/http/cappedCounts.ts';
import type { Db } from '../../server/db/index.ts';

/**
 * A filtered count past its time budget is stopped on a PostgreSQL server, and the page answers
 * "of many" instead of waiting; a page's own statements have a budget too (PGlite has no
 * statement timeout: it always counts and answers).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let db: Db;
beforeAll(async () => {
  db = await openTestDb(COUNT_BUDGET_MS);
});
afterAll(async () => db?.close());

// Each row takes 1 ms to test: 10 001 of them take ten seconds, far past the budget.
const SLOW = 'FROM generate_series(1, 20000) g WHERE pg_sleep(0.001) IS NOT NULL';
const QUICK = 'FROM generate_series(1, 20000) g WHERE g % 2 = 0';
const spec = { countCap: 10_000 } as PagedListSpec;
const firstPage = { page: 1, limit: 25, filter: {}, sort: { field: 'id', order: 'ASC' as const } };

describe('the count of a page', () => {
  it('counts a quick filter up to the cap, on every database', async () => {
    expect(await cappedTotal(db, QUICK, [], 100)).toEqual({ total: 100, totalCapped: true });
    expect(await cappedTotal(db, QUICK, [], 20_000)).toEqual({ total: 10_000, totalCapped: false });
  });

  it("reads a count past its cap once for the same filter's next pages; an exact count every time", async () => {
    let counts = 0;
    const counting: CountingDb = {
      query: (sql, params) => {
        if (sql.includes('count(*)')) counts++;
        return db.query(sql, params);
      },
    };
    const from = 'FROM generate_series(1, 300) g WHERE g > $1';
    for (let page = 0; page < 3; page++)
      expect(await cappedTotal(counting, from, [100], 50)).toEqual({
        total: 50,
        totalCapped: true,
      });
    expect(counts).toBe(1);
    for (let page = 0; page < 3; page++)
      expect(await cappedTotal(counting, from, [280], 50)).toEqual({
        total: 20,
        totalCapped: false,
      });
    expect(counts).toBe(4);
    // Another filter, another cap or another database counts afresh.
    await cappedTotal(counting, from, [101], 50);
    await cappedTotal(counting, from, [100], 60);
    expect(counts).toBe(6);
    expect(await cappedTotal(db, from, [100], 50)).toEqual({ total: 50, totalCapped: true });
  });

  it('forgets a count past its cap or its budget after half a minute, and the oldest of a thousand filters', () => {
    const db = {};
    rememberCount(db, 'status=pending', 'capped', 1_000);
    rememberCount(db, 'q=walker', 'stopped', 1_000);
    expect(knownCount(db, 'status=pending', 30_999)).toBe('capped');
    expect(knownCount(db, 'q=walker', 30_999)).toBe('stopped');
    expect(knownCount(db, 'status=pending', 31_000)).toBeUndefined();
    expect(knownCount(db, 'q=walker', 31_000)).toBeUndefined();
    expect(knownCount({}, 'status=pending', 1_000)).toBeUndefined();
    for (let n = 0; n < 1_000; n++) rememberCount(db, `filter ${n}`, 'capped', 2_000);
    expect(knownCount(db, 'status=pending', 2_000)).toBeUndefined();
    expect(knownCount(db, 'filter 0', 2_000)).toBe('capped');
  });

  it.runIf(onPostgres)(
    'stops a slow count at the budget and says "of many", with one more page',
    async () => {
      const started = performance.now();
      const total = await pageTotal(db, spec, firstPage, 25, {
        fromWhere: SLOW,
        params: [],
        unfiltered: false,
      });
      expect(performance.now() - started).toBeLessThan(COUNT_BUDGET_MS + 1000);
      expect(total).toEqual({ total: 25, totalCapped: true, totalUnknown: true, pageableRows: 50 });
      // The connection is usable afterwards: the budget was the transaction's alone.
      expect((await db.query<{ n: number }>('SELECT 1 AS n')).rows[0].n).toBe(1);
      expect(await cappedTotal(db, QUICK, [], 100)).toEqual({ total: 100, totalCapped: true });
    },
  );

  it.runIf(onPostgres)(
    'does not count again a filter whose count was stopped: the next pages say "of many" at once',
    async () => {
      let counts = 0;
      const counting = Object.create(db) as Db;
      counting.transaction = (work) =>
        db.transaction((tx) =>
          work({
            ...tx,
            query: (sql: string, params?: unknown[]) => {
              if (sql.includes('count(*)')) counts++;
              return tx.query(sql, params);
            },
          } as typeof tx),
        );
      // Its own filter (the parameter), so no other test's stopped count is remembered for it.
      const slow = `${SLOW} AND g > $1`;
      const unknown = { total: 25, totalCapped: true, totalUnknown: true, pageableRows: 50 };
      const count = { fromWhere: slow, params: [-1], unfiltered: false };
      expect(await pageTotal(counting, spec, firstPage, 25, count)).toEqual(unknown);
      const started = performance.now();
      expect(await pageTotal(counting, spec, firstPage, 25, count)).toEqual(unknown);
      expect(performance.now() - started).toBeLessThan(COUNT_BUDGET_MS);
      expect(counts).toBe(1);
      // Another filter counts afresh.
      expect(await pageTotal(counting, spec, firstPage, 25, { ...count, params: [-2] })).toEqual(
        unknown,
      );
      expect(counts).toBe(2);
    },
  );

  it.runIf(onPostgres)(
    'counts within the budget its database was opened with, when that is not the product’s',
    async () => {
      // ~100 ms of counting: past the product's budget, well within a generous one.
      const from = 'FROM generate_series(1, 100) g WHERE pg_sleep(0.001) IS NOT NULL AND g > $1';
      expect(await cappedTotal(db, from, [0], 1_000)).toBeNull();
      const generous = await openTestDb(10_000);
      try {
        expect(generous.countBudgetMs).toBe(10_000);
        expect(await cappedTotal(generous, from, [0], 1_000)).toEqual({
          total: 100,
          totalCapped: false,
        });
      } finally {
        await generous.close();
      }
    },
  );

  it.runIf(onPostgres)(
    "runs a search's page alone, shares among workers only a walk past SEARCH_ALONE_MS, and no other page",
    async () => {
      // The page's settings as it read them; a walk that takes 200 ms when run alone.
      const settings = (walkAloneMs: number) =>
        `SELECT json_build_object('cost', current_setting('parallel_setup_cost'),
                                  'timeout', current_setting('statement_timeout')) AS record
           FROM (SELECT pg_sleep(CASE current_setting('parallel_setup_cost')
                                   WHEN '1000' THEN ${walkAloneMs / 1000} ELSE 0 END)) walk`;
      const settingsOf = async (filter: Record<string, unknown>, walkAloneMs: number) => {
        const page = await pageWithTotal<{ cost: string; timeout: string }>(
          db,
          { ...spec, search: 't.search_text' },
          { ...firstPage, filter },
          async () => ({
            rows: { sql: settings(walkAloneMs), params: [] },
            count: { fromWhere: QUICK, params: [], unfiltered: false },
          }),
        );
        return page.data[0];
      };
      expect(SEARCH_IN_PARALLEL).toMatch(/^SET LOCAL /);
      expect(SEARCH_ALONE_MS).toBeLessThan(200);
      // A short walk: read alone, within SEARCH_ALONE_MS.
      expect(await settingsOf({ q: 'walker' }, 0)).toEqual({
        cost: '1000',
        timeout: `${SEARCH_ALONE_MS}ms`,
      });
      // A long one: stopped there, read again with workers free to start, in the list's budget.
      expect(await settingsOf({ q: 'walker' }, 200)).toEqual({ cost: '0', timeout: '15s' });
      // A page without a search is never stopped early.
      expect(await settingsOf({}, 200)).toEqual({ cost: '1000', timeout: '15s' });
      // The settings were the page's transaction's alone.
      const { rows } = await db.query<{ c: string; t: string }>(
        `SELECT current_setting('parallel_setup_cost') AS c, current_setting('statement_timeout') AS t`,
      );
      expect(rows[0]).toEqual({ c: '1000', t: '0' });
    },
  );

  it.runIf(onPostgres)(
    'runs a page within its budget, and a page past it answers 503 in words',
    async () => {
      const setting = await withinListBudget(
        db,
        async (q) =>
          (await q.query<{ statement_timeout: string }>('SHOW statement_timeout')).rows[0],
      );
      expect(setting.statement_timeout).toBe('15s');
      // A budget the page cannot meet (set lower here, so the test does not wait 15 s).
      const slow = withinListBudget(db, async (q) => {
        await q.query('SET LOCAL statement_timeout = 50');
        return q.query('SELECT pg_sleep(5)');
      });
      await expect(slow).rejects.toMatchObject({ statusCode: 503, message: LIST_TOO_SLOW });
      // Outside a page the connection has no budget.
      expect(
        (await db.query<{ statement_timeout: string }>('SHOW statement_timeout')).rows[0],
      ).toEqual({
        statement_timeout: '0',
      });
    },
  );

  it.runIf(onPostgres)(
    'asks for the count while the rows are still being read, on a connection of its own',
    async () => {
      // Every statement of the page, in the order they start and end.
      const events: string[] = [];
      const nameOf = (sql: string) => (sql.includes('count(*)') ? 'count' : 'rows');
      const watched = Object.create(db) as Db;
      watched.transaction = (work) =>
        db.transaction((tx) =>
          work({
            ...tx,
            query: async (sql: string, params?: unknown[]) => {
              if (/^\s*SET LOCAL/.test(sql)) return tx.query(sql, params);
              events.push(`${nameOf(sql)} asked`);
              try {
                return await tx.query(sql, params);
              } finally {
                events.push(`${nameOf(sql)} answered`);
              }
            },
          } as typeof tx),
        );
      const page = await pageWithTotal(watched, spec, firstPage, async () => ({
        // A page whose rows take a while (a fifth of a second), and a quick count.
        rows: {
          sql: `SELECT json_build_object('n', g) AS record FROM generate_series(1, 25) g, pg_sleep(0.2)`,
          params: [],
        },
        count: { fromWhere: QUICK, params: [], unfiltered: false },
      }));
      expect(events).toEqual(['rows asked', 'count asked', 'count answered', 'rows answered']);
      expect(page).toMatchObject({ total: 10_000, totalCapped: false });
      expect(page.data).toHaveLength(25);
    },
  );

  it('counts after the rows where statements run one at a time, and not for a short last page', async () => {
    const events: string[] = [];
    const counted = Object.create(db) as Db;
    counted.query = (async (sql: string, params?: unknown[]) => {
      events.push(sql.includes('count(*)') ? 'count' : 'rows');
      return db.query(sql, params);
    }) as Db['query'];
    const rowsOf = (n: number) => ({
      sql: `SELECT json_build_object('n', g) AS record FROM generate_series(1, ${n}) g`,
      params: [],
    });
    const count = { fromWhere: QUICK, params: [], unfiltered: false };
    // A short last page: its total is what it shows, nothing is counted.
    const last = await pageWithTotal(counted, spec, firstPage, async () => ({
      rows: rowsOf(3),
      count,
    }));
    expect(last).toMatchObject({ total: 3, totalCapped: false });
    if (!onPostgres) expect(events).toEqual(['rows']);
  });
});
