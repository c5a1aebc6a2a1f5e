import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { registerRequestId } from './requestId.ts';
import { ApiError } from './envelope.ts';

/**
 * Every failure answers JSON { success: false, message, requestId }: validation errors are 400 with the
 * first problem spelled out, client errors and a route's own ApiError keep their message, and no
 * other 5xx leaks its text.
 */
export function registerErrorHandling(app: FastifyInstance) {
  registerRequestId(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const first = error.validation[0];
      const where = error.validationContext ?? 'body';
      const field = first?.instancePath ? first.instancePath.slice(1).replace(/\//g, '.') : '';
      const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
      const subject = missing ?? field;
      const message = subject
        ? `Invalid ${where}: '${subject}' ${missing ? 'is required' : first?.message}`
        : `Invalid ${where}: ${first?.message ?? error.message}`;
      return reply.status(400).send({ success: false, message });
    }
    const known = databaseOutcome(error);
    if (known) return reply.status(known.status).send({ success: false, message: known.message });
    const status = error.statusCode ?? 500;
    // A route's own 5xx (a service that is off) says why; any other one never leaks its text.
    if (status >= 500 && !(error instanceof ApiError)) {
      request.log.error(error);
      return reply.status(status).send({ success: false, message: 'Internal server error' });
    }
    // Per-field messages (checkFields in ./fieldRules.ts): the admin's forms show each under its input.
    const errors = (error as { errors?: Record<string, string> }).errors;
    return reply
      .status(status)
      .send(
        errors
          ? { success: false, message: error.message, errors }
          : { success: false, message: error.message },
      );
  });
}

/**
 * Database refusals that are the client's, not the server's. A whole list at its declared bound
 * (server/db/rowBounds.ts). Errors a concurrent request can cause on a PostgreSQL server with
 * several processes (PGlite runs one transaction at a time, so there they never happen): a
 * duplicate created at the same moment after the route checked there was none is a conflict, not a server fault; a deadlock
 * or serialization failure that outlived the database module's retries asks for a retry.
 */
export function databaseOutcome(error: unknown): { status: number; message: string } | null {
  const sqlState = (error as { code?: unknown }).code;
  if (sqlState === '23505')
    return { status: 409, message: 'A record with these values already exists' };
  // A whole list's declared bound (server/db/rowBounds.ts): the trigger's message says which.
  if (sqlState === 'BOUND') return { status: 409, message: (error as Error).message };
  if (sqlState === '40001' || sqlState === '40P01')
    return { status: 503, message: 'The database is busy with the same records: try again' };
  return null;
}

/**
 * Fastify's `clientErrorHandler`: errors Node's HTTP parser meets before any route (headers too
 * large, a malformed request line) also answer in the envelope, then close the connection.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request header fields too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request timeout']
        : [400, 'Bad request: the request could not be parsed'];
  const body = JSON.stringify({ success: false, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
