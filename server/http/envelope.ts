import { Type } from '@fastify/type-provider-typebox';
import type { Envelope } from '../../src/contracts/envelope.ts';

/** The envelope (src/contracts/envelope.ts) as a response schema (OpenAPI, serialisation). */
export const EnvelopeSchema = Type.Object({
  success: Type.Boolean(),
  message: Type.Optional(Type.String()),
  result: Type.Optional(Type.Any()),
});

export function ok<T>(result: T, message?: string): Envelope<T> {
  return message === undefined ? { success: true, result } : { success: true, result, message };
}

/** Thrown by a route to answer { success: false, message } with the given HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Per-field messages of a 400 (the admin's forms show each under its input). */
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Unauthorized: sign in again') => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
