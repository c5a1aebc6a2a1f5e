import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from '@fastify/type-provider-typebox';
import type { Db } from '../db/index.ts';
import { badRequest } from '../http/envelope.ts';
import {
  cachedList,
  jsonListSql,
  recordSelect,
  sendJsonResult,
  type CachedList,
  type RecordField,
} from './records.ts';

/**
 * The whole-list endpoints (getAllUserData, getAllKycList) answer the spec's array of records by
 * default. The admin's grids ask `?format=columns`: the same records as one array per field
 * (no key repeated 100 000 times, timestamps as epoch milliseconds), about a third of the bytes
 * and far cheaper to parse; `&limit=N` answers only the first N records of the list's order with
 * the whole list's `total`, so the grid shows its first page while the whole list downloads.
 *
 * An unchanged whole list is compressed once per data version and per encoding (the big lists
 * took @fastify/compress ~0.3 s per request), on the thread pool, never on the event loop.
 */

export const WholeListQuerystring = Type.Object(
  {
    format: Type.Optional(
      Type.Literal('columns', {
        description:
          'columns: result is { total, epochMs: [fields sent as epoch ms], columns: { field: [values in list order] } }',
      }),
    ),
    limit: Type.Optional(
      Type.String({
        pattern: '^[1-9][0-9]{0,2}$',
        description:
          'With format=columns: only the first N (1-999) records; total stays the whole count',
      }),
    ),
  },
  { additionalProperties: false },
);
export type WholeListQuery = Static<typeof WholeListQuerystring>;

export interface WholeListSpec {
  /** Cache name of the list. */
  name: string;
  fields: readonly RecordField[];
  /** `FROM ... [JOIN ...]` of the fields' aliases. */
  from: string;
  /** Order of the record form, over the record's JSON names (`t."createdAt" DESC, t."_id"`). */
  recordOrder: string;
  /** The same order over table columns (`u.created_at DESC, u.id`), so LIMIT can use an index. */
  columnOrder: string;
}

/** Whole epoch milliseconds, truncated like the ISO text's `.MS`. */
const epochMs = (sql: string) => `floor(extract(epoch FROM ${sql}) * 1000)::bigint`;

/** One row of JSON text: { total, epochMs, columns: { name: [values...] } } in `columnOrder`. */
export function columnsListSql(spec: WholeListSpec, limit?: number): string {
  const select = spec.fields
    .map((f) => `${f.time ? epochMs(f.sql) : f.sql} AS "${f.name}"`)
    .join(', ');
  const columns = spec.fields
    .map((f) => `'${f.name}', coalesce(json_agg(t."${f.name}"), '[]'::json)`)
    .join(', ');
  const times = spec.fields.filter((f) => f.time).map((f) => `'${f.name}'`);
  // json_agg without ORDER BY keeps the sorted subquery's order (one sort, not one per column).
  return `SELECT json_build_object(
      'total', (SELECT count(*) ${spec.from}),
      'epochMs', json_build_array(${times.join(', ')}),
      'columns', json_build_object(${columns}))::text AS json
    FROM (SELECT ${select} ${spec.from} ORDER BY ${spec.columnOrder}${limit ? ` LIMIT ${limit}` : ''}) t`;
}

/** The handler of a whole-list endpoint, in either form. */
export async function answerWholeList(
  db: Pick<Db, 'query'>,
  request: { query: WholeListQuery; headers: FastifyRequest['headers'] },
  reply: FastifyReply,
  spec: WholeListSpec,
) {
  const { format, limit } = request.query;
  if (limit !== undefined) {
    if (format !== 'columns') throw badRequest('limit needs format=columns');
    const { rows } = await db.query<{ json: string }>(columnsListSql(spec, Number(limit)));
    return sendJsonResult(reply, rows[0].json);
  }
  const list =
    format === 'columns'
      ? await cachedList(db, `${spec.name}:columns`, columnsListSql(spec))
      : await cachedList(
          db,
          spec.name,
          jsonListSql(`SELECT ${recordSelect(spec.fields)} ${spec.from}`, spec.recordOrder),
        );
  return sendEncoded(request, reply, list);
}

const compressors = {
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data: Buffer) => promisify(gzip)(data, { level: 6 }),
};

/** The envelope, compressed once per version for the encoding the client accepts best. */
async function sendEncoded(
  request: { headers: FastifyRequest['headers'] },
  reply: FastifyReply,
  list: CachedList,
) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return sendJsonResult(reply, list.json);
  let encoded = list.encoded.get(encoding);
  if (!encoded) {
    const body = Buffer.from(`{"success":true,"result":${list.json}}`);
    encoded = compressors[encoding](body);
    list.encoded.set(encoding, encoded);
    // A failed compression is not kept: the next request tries again.
    encoded.catch(() => list.encoded.delete(encoding));
  }
  const payload = await encoded;
  return reply
    .type('application/json; charset=utf-8')
    .header('content-encoding', encoding)
    .header('vary', 'accept-encoding')
    .send(payload);
}

/** br when accepted, else gzip, else none (q=0 refuses an encoding). */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}
