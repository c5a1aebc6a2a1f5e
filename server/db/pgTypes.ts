import pg from 'pg';

/**
 * node-postgres's result parsers, set to give what PGlite gives for the same SQL, so code written
 * (and tested) on one database reads the same values on the other:
 * - int8 (count(*), bigserial): a number when it is a safe integer, else a BigInt (pg: a string);
 * - date and timestamp without time zone: read as UTC (pg: the process's local time zone);
 * - interval: PostgreSQL's text (pg: an object);
 * - numeric stays a string on both (exact money), numeric[] too (pg: floats, losing digits).
 */
const int8 = (text: string): number | bigint => {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
};
const utcDate = (text: string): Date | string =>
  text === 'infinity' || text === '-infinity' ? text : new Date(`${text}T00:00:00Z`);
const utcTimestamp = (text: string): Date | string =>
  text === 'infinity' || text === '-infinity' ? text : new Date(`${text.replace(' ', 'T')}Z`);
const identity = (text: string) => text;
const arrayOf =
  <T>(element: (text: string) => T) =>
  (text: string): (T | null)[] =>
    parseFlatArray(text).map((item) => (item === null ? null : element(item)));

/** A one-dimensional array literal (`{1,NULL,"a b"}`): the only shape these types come in here. */
export function parseFlatArray(text: string): (string | null)[] {
  const items: (string | null)[] = [];
  const body = text.slice(text.indexOf('{') + 1, text.lastIndexOf('}'));
  let i = 0;
  while (i < body.length) {
    let item = '';
    if (body[i] === '"') {
      for (i++; i < body.length && body[i] !== '"'; i++)
        item += body[i] === '\\' ? body[++i] : body[i];
      items.push(item);
      i++;
    } else {
      while (i < body.length && body[i] !== ',') item += body[i++];
      items.push(item === 'NULL' ? null : item);
    }
    i++; // the comma
  }
  return items;
}

const overrides = new Map<number, (text: string) => unknown>([
  [20, int8],
  [1016, arrayOf(int8)],
  [1082, utcDate],
  [1182, arrayOf(utcDate)],
  [1114, utcTimestamp],
  [1115, arrayOf(utcTimestamp)],
  [1186, identity],
  [1187, arrayOf(identity)],
  [1231, arrayOf(identity)],
]);

/** The `types` option of a pg Pool: the overrides above, pg's own parsers for the rest. */
export const pgliteCompatibleTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format !== 'binary') {
      const parser = overrides.get(oid);
      if (parser) return parser;
    }
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Parameters as PGlite sends them: a Date as its UTC ISO text (pg: local time with an offset). */
export const pgliteCompatibleParams = (params: unknown[] | undefined) =>
  params?.map((value) => (value instanceof Date ? value.toISOString() : value));
