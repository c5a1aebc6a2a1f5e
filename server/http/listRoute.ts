import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContractListSpec } from './contractList.ts';
import { pageOrCsv, PagingCsvBody, PagingCsvQuerystring } from './csvExport.ts';
import { emptyBodyIsObject } from './emptyBody.ts';
import { recordKeys } from './crudDoc.ts';
import { ok } from './envelope.ts';
import { orderByOf } from './paging.ts';

const NoQuerystring = Type.Object({}, { additionalProperties: false });

/** The Fastify instance a route module receives, typed by TypeBox. */
export type TypedApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** What the OpenAPI page says of a list route. */
export interface ListRouteDoc {
  tags: string[];
  summary: string;
  description: string;
}

/**
 * The route of a server-paged list, at the method and path its contract declares (the grid calls
 * the same endpoint): one page, or with `format: 'csv'` every filtered row as the grid's CSV. A
 * GET reads `?page&limit&filter&sort` (JSON text); the API's POST lists read a JSON body, and a
 * POST without a body is page 1.
 */
export function pagedListRoute(
  app: TypedApp,
  list: ContractListSpec,
  doc: ListRouteDoc,
  options: {
    /**
     * What the API's empty body `{}` answers instead of page 1: every record (getAllUserData,
     * getAllKycList). The grid always sends its page and limit.
     */
    emptyBody?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  } = {},
) {
  const { method, path } = list.contracts[0].endpoint;
  if (method === 'GET') {
    app.get(path, { schema: { ...doc, querystring: PagingCsvQuerystring } }, (request, reply) =>
      pageOrCsv(reply, app.db, list, request.query),
    );
    return;
  }
  app.post(
    path,
    {
      preValidation: emptyBodyIsObject,
      // Everything is in the body: a query string is a mistake, refused rather than ignored.
      schema: { ...doc, body: PagingCsvBody, querystring: NoQuerystring },
    },
    (request, reply) =>
      options.emptyBody && Object.keys(request.body).length === 0
        ? options.emptyBody(request, reply)
        : pageOrCsv(reply, app.db, list, request.body),
  );
}

/**
 * A short list's route: every record, in the contract's default sort, as one array (the grid
 * sorts and filters in the browser; the list's bound is in src/contracts/wholeLists.ts).
 */
export function wholeListRoute(
  app: TypedApp,
  list: ContractListSpec,
  doc: Omit<ListRouteDoc, 'description'> & { description?: string },
) {
  const [contract] = list.contracts;
  const description = doc.description ?? `result: [{ ${recordKeys(contract).join(', ')} }]`;
  app.get(contract.endpoint.path, { schema: { ...doc, description } }, async () => {
    const { rows } = await app.db.query<{ rows: unknown[] }>(
      `SELECT coalesce(json_agg(t), '[]') AS rows FROM (SELECT ${list.select} ${list.from}
        ${list.where ? `WHERE ${list.where}` : ''} ${orderByOf(list, list.defaultSort)}) t`,
      list.params ?? [],
    );
    // A settings record is answered as itself.
    return ok(contract.singleton ? (rows[0].rows[0] ?? null) : rows[0].rows);
  });
}
