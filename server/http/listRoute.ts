import { Type, type FastifyPluginAsyncTypebox, type TSchema } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Permission } from '../../src/contracts/permissions.ts';
import type { ContractListSpec } from './contractList.ts';
import { pageOrCsv, PagingCsvBody, PagingCsvQuerystring } from './csvExport.ts';
import { emptyBodyIsObject } from './emptyBody.ts';
import { recordKeys } from './crudDoc.ts';
import { ok } from './envelope.ts';
import { orderByOf, type PagingInput } from './paging.ts';

const NoQuerystring = Type.Object({}, { additionalProperties: false });

/** The Fastify instance a route module receives, typed by TypeBox. */
export type TypedApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** What the OpenAPI page says of a list route. */
export interface ListRouteDoc {
  tags: string[];
  summary: string;
  description: string;
}

/** A list call as the CSV export and the page read it. */
type ListInput = PagingInput & { format?: 'csv' };

/** What one call of a list asks, where its body says more than the contract's paging. */
export interface ListCall {
  /** The list it reads (a trade-history view narrowed by its payload); the route's by default. */
  list?: ContractListSpec;
  input: ListInput;
  /** The view's payload (its side, its statuses): which grid heads the CSV. */
  fixed?: Record<string, unknown>;
  /** The envelope's message with a page. */
  message?: string;
}

export interface PagedListOptions {
  /**
   * What the API's empty body `{}` answers instead of page 1: every record (getAllUserData,
   * getAllKycList). The grid always sends its page and limit.
   */
  emptyBody?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** Keys a POST list's body takes beside the paging: the API's own filters (side, pair…). */
  bodyProperties?: Record<string, TSchema>;
  /** How a body with those keys becomes the page it asks (the list, its paging, its view). */
  call?: (body: Record<string, unknown>) => ListCall;
  /** A page query of the list's own (the passbook's, which joins only what its filter names). */
  page?: (paging: PagingInput) => Promise<unknown>;
}

/** A contract's permission on its route, so the guard needs no other registration of it. */
export const permissionConfig = (permission?: Permission): { permission?: Permission } =>
  permission ? { permission } : {};

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
  options: PagedListOptions = {},
) {
  const { method, path } = list.contracts[0].endpoint;
  const config = permissionConfig(list.contracts[0].permissions?.read);
  const answer = (reply: FastifyReply, input: ListInput) => {
    const call = options.call?.(input as Record<string, unknown>) ?? { input };
    return pageOrCsv(reply, app.db, call.list ?? list, call.input, {
      fixed: call.fixed,
      message: call.message,
      page: options.page,
    });
  };
  if (method === 'GET') {
    app.get(
      path,
      { config, schema: { ...doc, querystring: PagingCsvQuerystring } },
      (request, reply) => answer(reply, request.query),
    );
    return;
  }
  const body = options.bodyProperties
    ? Type.Object(
        { ...PagingCsvBody.properties, ...options.bodyProperties },
        { additionalProperties: false },
      )
    : PagingCsvBody;
  app.post(
    path,
    {
      config,
      preValidation: emptyBodyIsObject,
      // Everything is in the body: a query string is a mistake, refused rather than ignored.
      schema: { ...doc, body, querystring: NoQuerystring },
    },
    (request, reply) =>
      options.emptyBody && Object.keys(request.body).length === 0
        ? options.emptyBody(request, reply)
        : answer(reply, request.body as ListInput),
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
  const config = permissionConfig(contract.permissions?.read);
  app.get(contract.endpoint.path, { config, schema: { ...doc, description } }, async () => {
    const { rows } = await app.db.query<{ rows: unknown[] }>(
      `SELECT coalesce(json_agg(t), '[]') AS rows FROM (SELECT ${list.select} ${list.from}
        ${list.where ? `WHERE ${list.where}` : ''} ${orderByOf(list, list.defaultSort)}) t`,
      list.params ?? [],
    );
    // A settings record is answered as itself.
    return ok(contract.singleton ? (rows[0].rows[0] ?? null) : rows[0].rows);
  });
}
