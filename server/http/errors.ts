import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * Every failure answers JSON { success: false, message }: validation errors are 400 with the
 * first problem spelled out, client errors keep their message, and a 5xx never leaks a stack.
 */
export function registerErrorHandling(app: FastifyInstance) {
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
    const status = error.statusCode ?? 500;
    if (status >= 500) {
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
