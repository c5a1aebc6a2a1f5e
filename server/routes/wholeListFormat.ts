import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import {
  cachedList,
  jsonListSql,
  recordSelect,
  sendJsonResult,
  type CachedList,
  type RecordField,
} from './records.ts';

/**
 * The API's whole lists: `POST /admin/getAllUserData` and `/admin/getAllKycList` with the empty
 * body answer every record as one array (the grids ask pages instead: server/http/listRoute.ts).
 * An unchanged list is serialised and compressed once per data version and per encoding (the big
 * lists took @fastify/compress ~0.3 s per request), on the thread pool, never on the event loop.
 */

export interface WholeListSpec {
  /** Cache name of the list. */
  name: string;
  fields: readonly RecordField[];
  /** `FROM ... [JOIN ...]` of the fields' aliases. */
  from: string;
  /** Order of the record form, over the record's JSON names (`t."createdAt" DESC, t."_id"`). */
  recordOrder: string;
}

/** Every record of a whole list, as the API's array. */
export async function answerWholeList(
  db: Pick<Db, 'query'>,
  request: { headers: FastifyRequest['headers'] },
  reply: FastifyReply,
  spec: WholeListSpec,
) {
  const list = await cachedList(
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
