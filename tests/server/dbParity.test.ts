import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/index.ts';
import { parseFlatArray } from '../../server/db/pgTypes.ts';
import { createScratchDatabase } from './helpers.ts';

/**
 * The same SQL reads the same JavaScript values on PGlite and on a PostgreSQL server (numeric as
 * exact text, int8 as a number, dates in UTC...), so routes tested on one behave alike on the other.
 */
const SAMPLE = `SELECT 1::int8 AS small_int8, 12345678901234567::int8 AS big_int8, count(*) AS counted,
  1.50::numeric AS amount, ARRAY['0.1', '2.000000000000000001']::numeric[] AS amounts,
  ARRAY[1, 9007199254740993]::int8[] AS ids,
  '2024-05-01 12:34:56.789+00'::timestamptz AS at, '2024-05-01 12:34:56.789'::timestamp AS local_at,
  '2024-02-29'::date AS day, interval '1 day 02:00:00' AS span, '{"a": [1, "x"]}'::jsonb AS doc,
  '\\x0102ff'::bytea AS bytes, true AS yes, 2.5::float8 AS ratio, 7::int4 AS n,
  ARRAY['a b', NULL, 'c"d']::text[] AS words, $1::timestamptz AS param_at, $2::numeric AS param_amount
  FROM (VALUES (1), (2)) v(x)`;
const PARAMS = [new Date('2024-01-02T03:04:05.678Z'), '0.000000000000000001'];

const normalise = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      v instanceof Uint8Array ? [...v] : typeof v === 'bigint' ? `${v}n` : v,
    ]),
  );

describe('database parity', () => {
  let pglite: Db;
  let server: Db | undefined;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;

  beforeAll(async () => {
    pglite = await openDb();
    if (process.env.TEST_DATABASE_URL) {
      scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
      server = await openDb({ databaseUrl: scratch.url, poolMax: 2 });
    }
  }, 60_000);
  afterAll(async () => {
    await pglite?.close();
    await server?.close();
    await scratch?.drop();
  });

  it('reads the values the server code expects on PGlite', async () => {
    const row = normalise((await pglite.query(SAMPLE, PARAMS)).rows[0]);
    expect(row).toEqual({
      small_int8: 1,
      big_int8: '12345678901234567n',
      counted: 2,
      amount: '1.50',
      amounts: ['0.1', '2.000000000000000001'],
      ids: [1, 9007199254740993n],
      at: new Date('2024-05-01T12:34:56.789Z'),
      local_at: new Date('2024-05-01T12:34:56.789Z'),
      day: new Date('2024-02-29T00:00:00Z'),
      span: '1 day 02:00:00',
      doc: { a: [1, 'x'] },
      bytes: [1, 2, 255],
      yes: true,
      ratio: 2.5,
      n: 7,
      words: ['a b', null, 'c"d'],
      param_at: new Date('2024-01-02T03:04:05.678Z'),
      param_amount: '0.000000000000000001',
    });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'reads the same values on a PostgreSQL server (TEST_DATABASE_URL)',
    async () => {
      const expected = normalise((await pglite.query(SAMPLE, PARAMS)).rows[0]);
      const actual = normalise((await server!.query(SAMPLE, PARAMS)).rows[0]);
      expect(actual).toEqual(expected);
      const both = await Promise.all(
        [pglite, server!].map((db) => db.exec('SELECT 1 AS a; SELECT 2 AS b')),
      );
      for (const results of both)
        expect(results.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'rolls a failed transaction back and reports affected rows alike',
    async () => {
      for (const db of [pglite, server!]) {
        await db.exec(
          'CREATE TABLE parity (id int PRIMARY KEY); INSERT INTO parity VALUES (1), (2)',
        );
        await expect(
          db.transaction(async (tx) => {
            await tx.query('DELETE FROM parity');
            throw new Error('abort');
          }),
        ).rejects.toThrow('abort');
        const removed = await db.query('DELETE FROM parity WHERE id > 0');
        expect(removed.affectedRows).toBe(2);
        await db.query(`COPY parity (id) FROM '/dev/blob'`, [], { blob: new Blob(['7\n8\n']) });
        const copied = await db.query<{ ids: number[] }>(
          'SELECT array_agg(id ORDER BY id) AS ids FROM parity',
        );
        expect(copied.rows[0].ids).toEqual([7, 8]);
      }
    },
  );

  it('parses one-dimensional array literals, quoted items and NULL', () => {
    expect(parseFlatArray('{}')).toEqual([]);
    expect(parseFlatArray('{1,NULL,3}')).toEqual(['1', null, '3']);
    expect(parseFlatArray('{"2024-01-01 00:00:00","a\\\\b\\"c",NULL}')).toEqual([
      '2024-01-01 00:00:00',
      'a\\b"c',
      null,
    ]);
  });
});
