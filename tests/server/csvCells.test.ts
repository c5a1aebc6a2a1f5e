import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { csvCell } from '../../server/http/csvExport.ts';
import { columnTypesOf, csvLinesSql } from '../../server/http/csvSql.ts';
import { openTestDb } from './helpers.ts';

/** The database renders an export's cells; its rules must give what csvCell gives. */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

/** One row's CSV line as the database renders it, for a SELECT of `expressions`. */
async function lineOf(expressions: Record<string, string>) {
  const select = Object.entries(expressions)
    .map(([key, sql]) => `${sql} AS "${key}"`)
    .join(', ');
  const rows = `SELECT ${select}, 1 AS "__k", 1 AS "__t"`;
  const types = await columnTypesOf(db, `${rows} LIMIT 0`, []);
  const columns = Object.keys(expressions).map((key) => ({ key, ...types.get(key)! }));
  const { rows: lines } = await db.query<{ line: string }>(csvLinesSql(rows, columns));
  return lines[0].line;
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'::text`;

describe('CSV cells rendered by the database', () => {
  const texts = [
    'plain',
    '',
    'Line, with "quotes"',
    'two\nlines',
    'carriage\rreturn',
    '=HYPERLINK("http://evil")',
    '@admin',
    '+1 555 0100',
    '-42',
    '-12.5',
    '+3e10',
    '-',
    '\tindented',
    '=1,2',
    "it's",
    'ünïcödé 日本',
  ];

  it.each(texts.map((text) => [JSON.stringify(text), text]))(
    'quotes and guards %s as csvCell does',
    async (_name, text) => {
      expect(await lineOf({ a: literal(text) })).toBe(`${csvCell(text)}\r\n`);
    },
  );

  it('reads each type as the grid shows it, and NULL as an empty cell', async () => {
    const line = await lineOf({
      yes: 'true',
      no: 'false',
      none: 'NULL::text',
      count: '42',
      negative: '-7::int',
      amount: '12.5000::numeric',
      at: "'2026-11-28 12:00:00.123456+00'::timestamptz",
      list: "ARRAY['a', '=b']",
      flags: `'["x", "y"]'::jsonb`,
      object: `'{"a":1}'::jsonb`,
    });
    expect(line).toBe(
      `Yes,No,,42,-7,12.5,2026-11-28T12:00:00.123456+00:00,a; =b,x; y,"{""a"": 1}"\r\n`,
    );
  });

  it('leaves a column the SELECT does not have empty', async () => {
    const rows = `SELECT 'x'::text AS "a", 1 AS "__k", 1 AS "__t"`;
    const columns = [
      { key: 'a', category: 'S', typeName: 'text' },
      { key: 'missing', category: 'U', typeName: 'text', absent: true },
    ];
    const { rows: lines } = await db.query<{ line: string }>(csvLinesSql(rows, columns));
    expect(lines[0].line).toBe('x,\r\n');
  });
});
