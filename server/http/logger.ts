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

/**
 * Query parameters whose values are credentials (a link's token, a one-time code, the live
 * stream's single-use ticket).
 */
const SECRET_QUERY = new Set([...SECRET_KEYS, 'ticket'].map((key) => key.toLowerCase()));

/** `name=value` of a secret query parameter anywhere in a text (a URL, a message, a stack). */
const SECRET_PARAM = new RegExp(`\\b(${[...SECRET_QUERY].join('|')})=([^&\\s"'<>#]+)`, 'gi');

/** Fields that hold a link or URL (resetLink, invitationLink, url, href): a link may carry a token. */
const LINK_KEY = /(link|url|uri|href)$/i;

/** A text with the value of every secret query parameter in it replaced. */
export function redactedText(text: string): string {
  return text.replace(SECRET_PARAM, '$1=[Redacted]');
}

/**
 * A logged object as it may be written: link and URL fields, and a stream ticket, replaced (the
 * other secret keys: REDACT_PATHS); secret parameters cut out of every other string. Only plain objects and arrays
 * are walked (a request or reply has its own serializer); the copy leaves the caller's object as
 * it was.
 */
export function redactedFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactedText(value);
  if (typeof value !== 'object' || value === null || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => redactedFields(item, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] =
      typeof field === 'string' && (LINK_KEY.test(key) || key === 'ticket')
        ? '[Redacted]'
        : redactedFields(field, depth + 1);
  }
  return copy;
}

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
    formatters: { log: (object) => redactedFields(object) as Record<string, unknown> },
    // The message and its interpolated values: `log.warn(\`… ${link}\`)` loses the token too.
    hooks: {
      logMethod(args, method) {
        // `log.error(error)` takes its message from the error: given here, so it is redacted too.
        const [first] = args;
        const full = first instanceof Error && args.length === 1 ? [first, first.message] : args;
        method.apply(
          this,
          full.map((arg) => (typeof arg === 'string' ? redactedText(arg) : arg)) as typeof args,
        );
      },
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactedUrl(request.url),
        remoteAddress: request.ip,
      }),
      // An error's message or stack may quote a URL (a failed fetch, a refused query string).
      err: (error: Error) => {
        const out = pino.stdSerializers.err(error) as unknown;
        if (typeof out !== 'object' || out === null) return out;
        const fields = out as Record<string, unknown>;
        for (const key of ['message', 'stack', 'url']) {
          if (typeof fields[key] === 'string') fields[key] = redactedText(fields[key]);
        }
        return out;
      },
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
