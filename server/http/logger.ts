import type { FastifyRequest } from 'fastify';
import { pino, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config.ts';

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/** Fields whose values never reach a log line, wherever they sit in a logged object. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'adminPassword',
  'token',
  'otpToken',
  'adminToken',
  'refreshToken',
  'code',
  'secret',
  'totpSecret',
  'mnemonic',
  'secretsKey',
];

/**
 * pino's `redact` paths: the secret keys at the top of a logged object and one or two levels down
 * (a body, a config), and the headers that carry credentials on a logged request or answer.
 */
export const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

/** Query parameters whose values are credentials (a link's token, a one-time code). */
const SECRET_QUERY = new Set(SECRET_KEYS.map((key) => key.toLowerCase()));

/** The request URL for the log, with credentials in its query string replaced. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const key of [...query.keys()]) {
    if (SECRET_QUERY.has(key.toLowerCase())) {
      query.set(key, '[Redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, at)}?${query.toString()}` : url;
}

/**
 * The process's logger (pino), handed to Fastify: one JSON object a line, the request id on every
 * line of a request (`requestId`, the name failure envelopes and X-Request-Id use, set in app.ts),
 * secrets redacted. Tests pass `stream` to read the lines.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, stream?: LogStream): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactedUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
  return stream ? pino(options, stream) : pino(options);
}

/**
 * What the server says while it starts (migrations, seed phases, where it listens): at info level
 * whatever LOG_LEVEL quiets, since an operator needs it; only LOG_LEVEL=silent silences it.
 */
export function startupLogger(logger: Logger): Logger {
  return logger.level === 'silent' ? logger : logger.child({}, { level: 'info' });
}
