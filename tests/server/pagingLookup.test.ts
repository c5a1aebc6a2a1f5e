import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { openTestDb } from './helpers.ts';
import {
  countFromOf,
  lookupKeysOf,
  pagedQuery,
  whereOf,
  type PagedListSpec,
} from '../../server/http/paging.ts';
import { LOOKUP_KEYS_MAX } from '../../server/http/pagingLookup.ts';

/**
 * Lookup columns (pagingLookup.ts): a filter on a joined table's column asks that table first and
 * filters the list by its own key; the answers must equal the plain join's, in every form the
 * clause takes (no key, one, several, too many to list, a subquery when not resolved).
 */
const owner = { key: 'd.owner_id', table: 'owners', id: 'id', match: 'email' };
const spec: PagedListSpec = {
  from: `FROM deals d JOIN owners o ON o.id = d.owner_id JOIN owners p ON p.id = d.partner_id
    JOIN coins c ON c.id = d.coin_id`,
  select: `d.id AS "_id", d.title, o.email AS owner, p.email AS partner, c.symbol AS coin`,
  columns: {
    title: { sql: 'd.title', type: 'text', searchable: true },
    owner: { sql: 'o.email', type: 'text', searchable: true, lookup: owner },
    party: {
      sql: `(o.email || ' ' || p.email)`,
      type: 'text',
      sortable: false,
      lookup: { ...owner, key: ['d.owner_id', 'd.partner_id'] },
    },
    coin: {
      sql: 'c.symbol',
      type: 'select',
      lookup: { key: 'd.coin_id', table: 'coins', id: 'id', match: 'symbol' },
    },
    createdAt: { sql: 'd.created_at', type: 'date', notNull: true },
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  tiebreak: 'd.id',
  count: { from: 'FROM deals d', aliases: ['d'] },
};

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  // Owners 1..600 (more than LOOKUP_KEYS_MAX share "@many.test"); deals 1..90, deal g owned by
  // owner 1 + g % 9 with partner 1 + (g + 4) % 9; coins BTC, ETH, XRP in turn.
  await db.exec(`CREATE TABLE owners (id int PRIMARY KEY, email text NOT NULL);
    CREATE TABLE coins (id int PRIMARY KEY, symbol text NOT NULL);
    CREATE TABLE deals (id int PRIMARY KEY, title text, owner_id int NOT NULL REFERENCES owners(id),
      partner_id int NOT NULL REFERENCES owners(id), coin_id int NOT NULL REFERENCES coins(id),
      created_at timestamptz NOT NULL);
    INSERT INTO owners SELECT g, CASE WHEN g <= 9 THEN 'owner' || g || '@deal.test'
      ELSE 'user' || g || '@many.test' END FROM generate_series(1, 600) g;
    INSERT INTO coins VALUES (1, 'BTC'), (2, 'ETH'), (3, 'XRP');
    INSERT INTO deals SELECT g, 'deal-' || g, 1 + g % 9, 1 + (g + 4) % 9, 1 + g % 3,
      timestamptz '2026-01-01Z' + g * interval '1 hour' FROM generate_series(1, 90) g;`);
});
afterAll(async () => db.close());

/** The same filter answered by the plain join, for comparison. */
async function joined(where: string, params: unknown[] = []) {
  const { rows } = await db.query<{ id: number }>(
    `SELECT d.id FROM deals d JOIN owners o ON o.id = d.owner_id JOIN owners p ON p.id = d.partner_id
      JOIN coins c ON c.id = d.coin_id WHERE ${where} ORDER BY d.created_at DESC, d.id DESC`,
    params,
  );
  return rows.map((r) => r.id);
}
const ids = (page: { data: { _id: number }[] }) => page.data.map((r) => r._id);

describe('lookup columns', () => {
  it('filter by the joined column and answer what the join answers', async () => {
    const page = await pagedQuery<{ _id: number }>(db, spec, {
      filter: { owner: 'OWNER3@' },
      limit: 100,
    });
    expect(ids(page)).toEqual(await joined(`o.email ILIKE '%owner3@%'`));
    expect(page.total).toBe(10);
    const party = await pagedQuery<{ _id: number }>(db, spec, {
      filter: { party: 'owner3@' },
      limit: 100,
    });
    expect(ids(party)).toEqual(
      await joined(`(o.email ILIKE '%owner3@%' OR p.email ILIKE '%owner3@%')`),
    );
    expect(party.total).toBe(20);
    const coins = await pagedQuery<{ _id: number }>(db, spec, {
      filter: { coin: ['BTC', 'XRP'] },
      limit: 100,
    });
    expect(ids(coins)).toEqual(await joined(`c.symbol IN ('BTC', 'XRP')`));
  });

  it('name the keys it found: none is FALSE, one an equality, several any of', async () => {
    const where = async (filter: Record<string, unknown>) =>
      whereOf(spec, filter, 1, await lookupKeysOf(db, spec, filter));
    expect(await where({ owner: 'nobody' })).toEqual({ sql: 'WHERE FALSE', params: [] });
    expect(await where({ owner: 'owner3@' })).toEqual({
      sql: 'WHERE d.owner_id = $1',
      params: [3],
    });
    const several = await where({ owner: 'owner' });
    expect(several.sql).toBe('WHERE d.owner_id = ANY($1)');
    expect((several.params[0] as number[]).toSorted((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect((await where({ party: 'owner2@' })).sql).toBe(
      'WHERE (d.owner_id = $1 OR d.partner_id = $1)',
    );
    const empty = await pagedQuery(db, spec, { filter: { owner: 'nobody' } });
    expect(empty).toMatchObject({ data: [], total: 0, totalCapped: false });
  });

  it('stay a subquery when not resolved (the CSV path), a row-by-row check when too many match', async () => {
    expect(whereOf(spec, { owner: 'owner3@' })).toEqual({
      sql: 'WHERE d.owner_id IN (SELECT id FROM owners WHERE email::text ILIKE $1)',
      params: ['%owner3@%'],
    });
    const many = { owner: '@many.test' };
    expect(600 - 9).toBeGreaterThan(LOOKUP_KEYS_MAX);
    const keys = await lookupKeysOf(db, spec, many);
    // Checked row by row, never every match hashed first.
    expect(whereOf(spec, many, 1, keys).sql).toContain(
      'EXISTS (SELECT 1 FROM owners WHERE id = d.owner_id AND email::text ILIKE $1 OFFSET 0)',
    );
    // No deal has one of those owners: the subquery answers that too.
    expect(await pagedQuery(db, spec, { filter: many })).toMatchObject({ total: 0 });
  });

  it('answer a full page of a term too common to list at once, "of many", on PostgreSQL (PGlite counts)', async () => {
    // Forty deals owned by "@many.test" owners, who are more than LOOKUP_KEYS_MAX.
    await db.exec(`INSERT INTO deals SELECT 1000 + g, 'common-' || g, 100 + g, 1, 1,
      timestamptz '2027-01-01Z' + g * interval '1 hour' FROM generate_series(1, 40) g`);
    try {
      const page = await pagedQuery<{ _id: number }>(db, spec, { filter: { owner: '@many.test' } });
      expect(ids(page)).toEqual((await joined(`o.email ILIKE '%@many.test%'`)).slice(0, 25));
      if (process.env.TEST_DATABASE_URL)
        // Counting would check each deal against its owner's record: not started.
        expect(page).toMatchObject({
          total: 25,
          totalCapped: true,
          totalUnknown: true,
          pageableRows: 50,
        });
      else expect(page).toMatchObject({ total: 40, totalCapped: false });
      // The last, short page knows its total without a count.
      const last = await pagedQuery(db, spec, { filter: { owner: '@many.test' }, page: 2 });
      expect(last).toMatchObject({ total: 40, totalCapped: false });
      expect(last.totalUnknown).toBeUndefined();
    } finally {
      await db.exec('DELETE FROM deals WHERE id > 1000');
    }
  });

  it('join q: each term matches the looked-up column or the own ones', async () => {
    const page = await pagedQuery<{ _id: number }>(db, spec, {
      filter: { q: 'owner3@ deal-3' },
      limit: 100,
    });
    expect(ids(page)).toEqual(
      await joined(
        `(o.email ILIKE '%owner3@%' OR d.title ILIKE '%owner3@%') AND (o.email ILIKE '%deal-3%' OR d.title ILIKE '%deal-3%')`,
      ),
    );
    expect(page.total).toBeGreaterThan(0);
    // A term no owner matches leaves the own columns' test alone (FALSE OR …).
    const title = await pagedQuery<{ _id: number }>(db, spec, { filter: { q: 'deal-45' } });
    expect(ids(title)).toEqual([45]);
  });

  it('treat filter values as data, never SQL', async () => {
    const page = await pagedQuery(db, spec, { filter: { owner: "x' OR '1'='1", coin: "'; --" } });
    expect(page.total).toBe(0);
  });
});

describe('lean counts', () => {
  it('count from the own table when the WHERE names only its aliases, else from the whole FROM', async () => {
    expect(countFromOf(spec, 'WHERE d.owner_id = $1')).toBe('FROM deals d');
    expect(countFromOf(spec, 'WHERE d.title ILIKE $1 AND d.coin_id = ANY($2)')).toBe(
      'FROM deals d',
    );
    expect(countFromOf(spec, 'WHERE (o.email || p.email) ILIKE $1')).toBe(spec.from);
    expect(countFromOf({ ...spec, count: undefined }, 'WHERE d.id = 1')).toBe(spec.from);
    // Counted lean or joined, the totals agree (limit 5 so the count runs).
    const lean = await pagedQuery(db, spec, { filter: { coin: 'ETH' }, limit: 5 });
    const full = await pagedQuery(
      db,
      { ...spec, count: undefined },
      {
        filter: { coin: 'ETH' },
        limit: 5,
      },
    );
    expect(lean.total).toBe(30);
    expect(full.total).toBe(30);
  });
});
