import { Readable, pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import type pg from 'pg';
import type { Db } from '../db/index.ts';
import { contractOf, csvOf, type ContractListSpec } from './contractList.ts';
import { ok } from './envelope.ts';
import { csvGzipOptions, runCsvBatches, type CsvBatch, type CsvPlan } from './csvRun.mjs';
import { columnTypesOf, csvLinesSql } from './csvSql.ts';
import { csvFromThread } from './csvThread.ts';
import { takeExportSlot } from './exportSlots.ts';
import {
  pagedQuery,
  pagingBodyProperties,
  PagingQuerystring,
  readPaging,
  whereOf,
  type PagedListSpec,
  type Paging,
  type PagingInput,
} from './paging.ts';

/**
 * CSV export of a server-paged list: every row that matches the filter, in the sort's order,
 * streamed in keyset batches so memory stays flat and no batch re-reads what an OFFSET would
 * skip. Each batch is its own short query: a slow download never holds the database.
 */

/** Body field that asks a POST list for its CSV instead of a page. */
export const csvFormatProperty = {
  format: Type.Optional(
    Type.Literal('csv', { description: "'csv': every filtered row as a CSV download" }),
  ),
};

/**
 * Rows a batch reads. On PGlite a batch runs on the server's own thread and nothing else runs
 * meanwhile: at 1 000 rows other admins' reads waited p95 648 ms beside two passbook exports, at
 * 200 211 ms, at 100 53 ms (`BENCH_SECTIONS=limits npm run bench`), for exports 10 % slower.
 */
export const CSV_BATCH_SIZE = 100;
/**
 * On a PostgreSQL server other admins' statements run on other connections, so a batch can be
 * large: each one is a round trip and a query start, and 100-row batches held a million-user
 * export to ~22 000 rows/s; read in the export's thread, 2 000-row batches gave ~91 000 rows/s
 * and 4 000-row ones ~100 000.
 */
export const CSV_BATCH_SIZE_POOLED = 4000;
const batchSizeOf = (db: object) => ('pool' in db ? CSV_BATCH_SIZE_POOLED : CSV_BATCH_SIZE);
/** The PostgreSQL server's address and session settings, for an export's own connection. */
const serverOf = (db: object) => {
  if (!('pool' in db)) return undefined; // PGlite
  const { connectionString, options } = (db.pool as pg.Pool).options;
  return connectionString ? { url: connectionString, options: options ?? '' } : undefined;
};

export interface CsvColumn {
  /** The record's JSON key (an alias of the spec's `select`). */
  key: string;
  /** The header, as the grid heads the column. */
  label: string;
  /** No value can start a formula or hold a separator (a number, a date). */
  plain?: boolean;
}

export interface CsvOptions {
  columns: CsvColumn[];
  /** File name without date or extension, e.g. `notification`. */
  filename: string;
  batchSize?: number;
}

/** Writes the CSV stream as the reply (validation errors are thrown before any byte is sent). */
export async function streamCsv(
  reply: FastifyReply,
  db: Pick<Db, 'background'>,
  spec: PagedListSpec,
  input: Pick<PagingInput, 'filter' | 'sort'>,
  options: CsvOptions,
) {
  const paging = readPaging({ filter: input.filter, sort: input.sort }, spec);
  whereOf(spec, paging.filter); // a malformed range answers 400 now, not mid-stream
  await takeExportSlot(reply);
  const day = new Date().toISOString().slice(0, 10);
  const gzip = /\bgzip\b/.test(String(reply.request.headers['accept-encoding'] ?? ''));
  if (gzip) reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
  const batchSize = options.batchSize ?? batchSizeOf(db);
  const server = serverOf(db);
  // On a PostgreSQL server, in a thread of its own (csvThread.ts); on PGlite its batches give
  // way to every other admin's statements (db.background).
  const body = server
    ? csvFromThread({
        ...server,
        header: csvHeader(options.columns),
        plan: csvPlan(db.background, spec, paging, options.columns, batchSize),
        gzip,
      })
    : compressed(
        Readable.from(csvLines(db.background, spec, paging, { ...options, batchSize })),
        gzip,
      );
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${options.filename}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** The lines as the reply sends them: gzipped (csvGzipOptions) when the caller accepts it. */
function compressed(csv: Readable, gzip: boolean): Readable {
  if (!gzip) return csv;
  const out = createGzip(csvGzipOptions);
  pipeline(csv, out, () => {}); // a failed batch destroys the reply's stream, which Fastify logs
  return out;
}

/** The BOM (so spreadsheets read UTF-8) and the header line. */
const csvHeader = (columns: CsvColumn[]) =>
  `\uFEFF${columns.map((c) => csvCell(c.label)).join(',')}\r\n`;

/** The header line, then each batch's lines. */
export async function* csvLines(
  db: Pick<Db, 'query'>,
  spec: PagedListSpec,
  paging: Pick<Paging, 'filter' | 'sort'>,
  options: CsvOptions,
): AsyncGenerator<string> {
  yield csvHeader(options.columns);
  const plan = await csvPlan(
    db,
    spec,
    paging,
    options.columns,
    options.batchSize ?? CSV_BATCH_SIZE,
  );
  const query = async (sql: string, params: unknown[]) =>
    (await db.query<CsvBatch>(sql, params)).rows[0];
  yield* runCsvBatches(query, plan);
}

/** A type name from format_type, checked before it is spliced into a cast. */
const castOf = (type: string) => {
  if (!/^[a-z_][a-z0-9_ ."()]*(\[\])?$/i.test(type)) throw new Error(`Unexpected type ${type}`);
  return type;
};

/**
 * The statements of an export (csvRun.mjs runs them): every row in the order of `orderByOf` (sort
 * column, NULLS LAST, then the tiebreak): first the rows whose sort key is set, continuing after
 * the last (key, tiebreak) seen; then the rows whose key is NULL, continuing after the last
 * tiebreak. Keys travel back as text and are cast to their exact type, so timestamps keep their
 * microseconds. The database renders the lines (csvSql.ts).
 */
async function csvPlan(
  db: Pick<Db, 'query'>,
  spec: PagedListSpec,
  paging: Pick<Paging, 'filter' | 'sort'>,
  columns: CsvColumn[],
  batchSize: number,
): Promise<CsvPlan> {
  const column = spec.columns[paging.sort.field].sql;
  const dir = paging.sort.order;
  const op = dir === 'ASC' ? '>' : '<';
  const where = whereOf(spec, paging.filter);
  const params = [...(spec.params ?? []), ...where.params];
  const next = (n: number) => `$${params.length + n}`;
  const and = (condition: string) =>
    where.sql ? `${where.sql} AND ${condition}` : `WHERE ${condition}`;
  const rowsOf = (condition: string, order: string, limit: string) =>
    `SELECT ${spec.select}, ${column} AS "__k", ${spec.tiebreak} AS "__t" ${spec.from}
       ${and(condition)} ORDER BY ${order} ${limit}`;

  const types = await columnTypesOf(db, rowsOf('false', spec.tiebreak, 'LIMIT 0'), params);
  const typed = columns.map((c) => ({ ...c, ...(types.get(c.key) ?? absent) }));
  const keyType = castOf(types.get('__k')!.typeName);
  const tiebreakType = castOf(types.get('__t')!.typeName);

  // The lines come in the rows' order (each step above the ordered, limited rows is a plain
  // scan); an aggregate's own ORDER BY would sort each batch again, a fifth of its time.
  const batchOf = (condition: string, order: string) =>
    `SELECT string_agg(l.line, '') AS text, count(*)::int AS n,
            ((array_agg(l."__k"))[count(*)])::text AS k, ((array_agg(l."__t"))[count(*)])::text AS tb
       FROM (${csvLinesSql(rowsOf(condition, order, `LIMIT ${batchSize}`), typed)}) l`;
  const keyed = `${column} IS NOT NULL`;
  const keyedOrder = `${column} ${dir}, ${spec.tiebreak} ${dir}`;
  const unkeyed = `${column} IS NULL`;
  const unkeyedOrder = `${spec.tiebreak} ${dir}`;
  return {
    params,
    batchSize,
    phases: [
      {
        first: batchOf(keyed, keyedOrder),
        next: batchOf(
          `${keyed} AND (${column}, ${spec.tiebreak}) ${op} (${next(1)}::${keyType}, ${next(2)}::${tiebreakType})`,
          keyedOrder,
        ),
        keyed: true,
      },
      {
        first: batchOf(unkeyed, unkeyedOrder),
        next: batchOf(
          `${unkeyed} AND ${spec.tiebreak} ${op} ${next(1)}::${tiebreakType}`,
          unkeyedOrder,
        ),
        keyed: false,
      },
    ],
  };
}

const absent = { category: 'U', typeName: 'text', absent: true };

/**
 * RFC 4180 quoting, and a leading `'` on text a spreadsheet would run as a formula
 * (= + - @, tab, CR); a plain number such as -12.5 stays a number.
 */
export function csvCell(text: string): string {
  const safe =
    /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text)
      ? `'${text}`
      : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Query string of a GET list that can also answer its CSV: the paging fields plus `format`. */
export const PagingCsvQuerystring = Type.Object(
  { ...PagingQuerystring.properties, ...csvFormatProperty },
  { additionalProperties: false },
);

/** Body of a POST list that can also answer its CSV; every field optional, so `{}` is page 1. */
export const PagingCsvBody = Type.Object(
  { ...pagingBodyProperties, ...csvFormatProperty },
  {
    additionalProperties: false,
    description: "Every field optional: the spec's empty body {} is page 1",
  },
);

/**
 * The reply of every server-paged list route: one page (`page` defaults to pagedQuery on the
 * spec), or, when the caller asks for `format: 'csv'`, the CSV of the grid the call comes from
 * (`fixed`: the view's payload, see contractOf), with that grid's columns.
 */
export async function pageOrCsv(
  reply: FastifyReply,
  db: Pick<Db, 'query' | 'background'>,
  spec: ContractListSpec,
  input: PagingInput & { format?: 'csv' },
  options: {
    fixed?: Record<string, unknown>;
    page?: (paging: PagingInput) => Promise<unknown>;
    /** The envelope's message with a page. */
    message?: string;
  } = {},
) {
  const { format, ...paging } = input;
  if (format === 'csv')
    return streamCsv(reply, db, spec, paging, csvOf(contractOf(spec, options.fixed)));
  const page = options.page ?? ((input: PagingInput) => pagedQuery(db, spec, input));
  return ok(await page(paging), options.message);
}
