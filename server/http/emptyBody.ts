import type { FastifyRequest } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';

/** The API's "(empty body)" calls: POST with {}. */
export const EmptyBody = Type.Object(
  {},
  { additionalProperties: false, description: 'Empty body: {}' },
);

/** preValidation for the "(empty body)" calls: a POST sent without any body counts as {}. */
export async function emptyBodyIsObject(request: FastifyRequest) {
  request.body ??= {};
}
