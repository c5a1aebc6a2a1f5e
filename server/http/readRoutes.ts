import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadDeclaration } from '../../src/contracts/reads/types.ts';
import { accessConfig } from '../../src/contracts/commands/types.ts';
import { requireStepUp } from '../auth/stepUp.ts';
import type { Db } from '../db/index.ts';
import { accessText, commandBody } from './commandRoutes.ts';
import { emptyBodyIsObject } from './emptyBody.ts';
import { ok } from './envelope.ts';
import type { TypedApp } from './listRoute.ts';

/**
 * One route per declared read (src/contracts/reads): its inputs' schema (the path's parameters
 * and the query, or the body), its permission (ROUTE_PERMISSIONS reads the declaration), the
 * step-up and the API text come from the declaration. The handler answers the result (wrapped in
 * the envelope with the declared message) or sends the reply itself (an image).
 */

export interface ReadContext {
  adminId: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A result with a message of its own (one that says nothing matched). */
export class ReadAnswer {
  constructor(
    readonly result: unknown,
    readonly message: string,
  ) {}
}

export type ReadHandler<I> = (db: Db, input: I, ctx: ReadContext) => Promise<unknown>;

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map(([, key]) => key);

/** The inputs `keys` picks as one closed object schema (the command's own builder). */
const schemaOf = (read: ReadDeclaration, keys: (key: string) => boolean) =>
  commandBody(read.inputs.filter((input) => keys(input.key)));

function inputSchemas(read: ReadDeclaration) {
  if (read.method === 'POST') return { body: schemaOf(read, () => true) };
  const params = paramsOf(read.path);
  const query = read.inputs.filter((input) => !params.includes(input.key));
  return {
    ...(params.length ? { params: schemaOf(read, (key) => params.includes(key)) } : {}),
    ...(query.length ? { querystring: schemaOf(read, (key) => !params.includes(key)) } : {}),
  };
}

const describe = (read: ReadDeclaration) =>
  [
    accessText(read),
    ...(read.stepUp ? ['Needs a live 2FA step-up.'] : []),
    ...(read.notes ? [read.notes] : []),
  ].join(' ');

export function readRoute<I>(app: TypedApp, read: ReadDeclaration, handler: ReadHandler<I>) {
  app.route({
    method: read.method,
    url: read.path,
    config: accessConfig(read.permission),
    ...(read.stepUp ? { preHandler: requireStepUp } : {}),
    // A POST read sent with no body reads as an empty object, as its clients send it.
    ...(read.method === 'POST' ? { preValidation: emptyBodyIsObject } : {}),
    schema: {
      tags: [read.tag],
      summary: read.label,
      description: describe(read),
      ...inputSchemas(read),
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const source =
        read.method === 'POST'
          ? request.body
          : { ...(request.query as object), ...(request.params as object) };
      const result = await handler(app.db, source as I, {
        // A public step has no session.
        adminId: request.session?.adminId ?? '',
        request,
        reply,
      });
      if (result === reply) return reply;
      if (result instanceof ReadAnswer) return ok(result.result, result.message);
      return ok(result, read.message);
    },
  });
}
