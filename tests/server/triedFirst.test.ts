import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from './helpers.ts';
import { lookupKeysOf, withinListBudget, type PagedListSpec } from '../../server/http/paging.ts';
import { LOOKUP_SCAN_MS, type PagedLookup } from '../../server/http/pagingLookup.ts';
import { canTryFirst, triedFirst } from '../../server/http/triedFirst.ts';
import type { Db } from '../../server/db/index.ts';

/**
 * A statement tried first under a short budget and its own planner settings (triedFirst.ts), on a
 * PostgreSQL server's list transaction; PGlite never tries. The substring lookups use it: a plain
 * scan first, the trigram index's bitmap when the scan is stopped.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await db.exec(`CREATE TABLE members (id int PRIMARY KEY, email text NOT NULL);
    INSERT INTO members SELECT g, 'member' || g || '@club.test' FROM generate_series(1, 40) g;`);
});
afterAll(async () => db?.close());

const SETTINGS = `json_build_object('timeout', current_setting('statement_timeout'),
  'bitmaps', current_setting('enable_bitmapscan'))`;

/** The settings the statements of a list transaction run under, outside any try. */
const listSettings = (q: Pick<Db, 'query'>) =>
  q.query<{ s: unknown }>(`SELECT ${SETTINGS} AS s`).then((r) => r.rows[0].s);

describe('a statement tried first', () => {
  it.runIf(onPostgres)(
    'answers under its own budget and settings, and leaves the transaction as it was',
    async () => {
      const tried = await withinListBudget(db, async (q) => {
        expect(canTryFirst(q)).toBe(true);
        const rows = await triedFirst<{ s: unknown }>(
          q,
          40,
          ['enable_bitmapscan = off'],
          `SELECT ${SETTINGS} AS s`,
          [],
        );
        return { rows, after: await listSettings(q) };
      });
      expect(tried.rows).toEqual([{ s: { timeout: '40ms', bitmaps: 'off' } }]);
      expect(tried.after).toEqual({ timeout: '15s', bitmaps: 'on' });
    },
  );

  it.runIf(onPostgres)('is stopped at its budget without failing the transaction', async () => {
    const tried = await withinListBudget(db, async (q) => {
      const started = performance.now();
      const rows = await triedFirst(q, 40, [], 'SELECT pg_sleep(2)', []);
      const took = performance.now() - started;
      return { rows, took, after: await listSettings(q) };
    });
    expect(tried.rows).toBeUndefined();
    expect(tried.took).toBeLessThan(1500);
    expect(tried.after).toEqual({ timeout: '15s', bitmaps: 'on' });
  });

  it('is not tried outside a list transaction on a server, nor on PGlite', async () => {
    expect(canTryFirst(db)).toBe(false);
    expect(await triedFirst(db, 40, [], 'SELECT 1', [])).toBeUndefined();
    if (!onPostgres)
      await withinListBudget(db, async (q) => {
        expect(await triedFirst(q, 40, [], 'SELECT 1', [])).toBeUndefined();
      });
  });
});

describe('a lookup of a substring', () => {
  // The key each lookup returns tells which way it was read: 'off' by the scan tried first, 'on'
  // by the planner's own plan. `slowScan`: each row of the scan tried first takes 4 ms to read.
  const spec = (slowScan: boolean): PagedListSpec => {
    const sleep = slowScan
      ? `CASE current_setting('enable_bitmapscan') WHEN 'off' THEN 0.004 ELSE 0 END`
      : '0';
    const lookup: PagedLookup = {
      key: 'x.member_id',
      table: `(SELECT * FROM members m WHERE pg_sleep(${sleep} + 0 * m.id) IS NOT NULL OFFSET 0) m`,
      id: `current_setting('enable_bitmapscan') || ':' || m.id`,
      match: 'email',
    };
    return {
      from: 'FROM memberships x JOIN members m ON m.id = x.member_id',
      select: 'x.id AS "_id"',
      columns: { member: { sql: 'm.email', type: 'text', lookup } },
      defaultSort: { field: 'member', order: 'ASC' },
      tiebreak: 'x.id',
    };
  };
  const keysOf = (slowScan: boolean, filter: Record<string, unknown>) =>
    withinListBudget(db, async (q) => [
      ...(await lookupKeysOf(q, spec(slowScan), filter)).values(),
    ]);

  it.runIf(onPostgres)(
    'reads by a plain scan first, by the planned way past LOOKUP_SCAN_MS',
    async () => {
      expect(await keysOf(false, { member: 'member7@' })).toEqual([['off:7']]);
      // 40 rows at 4 ms each: stopped at the budget, then read the planner's way.
      expect(LOOKUP_SCAN_MS).toBeLessThan(40 * 4);
      expect(await keysOf(true, { member: 'member7@' })).toEqual([['on:7']]);
    },
  );

  it.runIf(onPostgres)('reads an exact value the planned way at once', async () => {
    const exact = {
      ...spec(true),
      columns: { member: { ...spec(true).columns.member, type: 'select' as const } },
    };
    const keys = await withinListBudget(db, async (q) => [
      ...(await lookupKeysOf(q, exact, { member: 'member7@club.test' })).values(),
    ]);
    expect(keys).toEqual([['on:7']]);
  });
});
