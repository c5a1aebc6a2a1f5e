import path from 'node:path';
import { parseSecretsKey } from './auth/secretBox.ts';
import { passwordProblem } from '../src/contracts/passwordPolicy.ts';
import { parseTrustProxy, type TrustProxy } from './http/trustProxy.ts';
import { OWASP_ARGON2 } from './auth/passwords.ts';

/** Development defaults, documented in README.md; refused when NODE_ENV=production. */
export const DEV_ADMIN_EMAIL = 'admin@exchange.local';
export const DEV_ADMIN_PASSWORD = 'Admin@12345';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… of a PostgreSQL server (DATABASE_URL); unset: PGlite under dataDir. */
  databaseUrl?: string;
  /** Connections each process keeps to that server at most (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /** Serve the built admin from this folder (absent in route tests). */
  staticDir?: string;
  adminEmail: string;
  adminPassword: string;
  adminTotpSecret?: string;
  /**
   * A second founding owner set up at installation (SECOND_ADMIN_EMAIL / SECOND_ADMIN_PASSWORD):
   * what needs two people needs a second admin whose approvals count from the start.
   */
  secondAdmin?: { email: string; password: string };
  seedUsers: number;
  /** Ledger entries the seed books on first start (passbook size; e.g. 1000000 for benchmarks). */
  seedLedger: number;
  /** Withdrawals above this USD value need a second, different admin to approve (maker-checker). */
  withdrawalDualApprovalUsd: number;
  /** Orders and trades seeded on first start (spread over the seeded users). */
  seedTrades: number;
  /** Minutes without a request after which a session ends (beside the 12 h absolute limit). */
  sessionIdleMin: number;
  production: boolean;
  /** Quiet request logs in tests. */
  logLevel: string;
  /**
   * The proxies believed about X-Forwarded-For/-Proto (client address, https): none (false), a hop
   * count, or their addresses/CIDRs (TRUST_PROXY). Never every address.
   */
  trustProxy: TrustProxy;
  /** smtp:// or smtps:// URL of the mail server for invitations and resets (SMTP_URL). */
  smtpUrl?: string;
  /** The sender of those e-mails (MAIL_FROM). */
  mailFrom: string;
  /** SIMULATE_ACTIVITY: the seeded users act every few seconds (development only). */
  simulateActivity: boolean;
  /** Bearer token of GET /api/metrics (METRICS_TOKEN); unset: the route answers 404. */
  metricsToken?: string;
  /** AES-256-GCM key for secrets at rest (SECRETS_KEY); a generated DATA_DIR file in development. */
  secretsKey?: Buffer;
  /**
   * Requests a minute beyond which this process answers 429 (server/http/rateLimits.ts), and
   * requests open at once (server/http/inFlightLimits.ts).
   */
  rateLimits: RateLimits;
  /** CSV exports running at once: per admin (EXPORTS_PER_ADMIN) and per process (EXPORTS_PER_PROCESS). */
  exportsPerAdmin: number;
  exportsPerProcess: number;
  /** argon2id memory in KiB (PASSWORD_HASH_MEMORY_KIB): OWASP's 19 MiB, lower outside production only. */
  passwordHashMemoryKiB: number;
}

export interface RateLimits {
  /** One session token (RATE_LIMIT_SESSION_PER_MIN). */
  sessionPerMinute: number;
  /** One client address, every route (RATE_LIMIT_ADDRESS_PER_MIN): offices share an address. */
  addressPerMinute: number;
  /** One client address, public POST routes: sign-in, 2FA step, reset, registration (RATE_LIMIT_PUBLIC_PER_MIN). */
  publicPerMinute: number;
  /**
   * Requests one session token may have open at once in a process (RATE_LIMIT_SESSION_IN_FLIGHT):
   * a browser opens at most 6 HTTP/1.1 connections to a host, so an admin's own screens never
   * meet the default of 6 (the live event stream is not counted, an export is: 2 per admin at
   * most), while a flood has at most 6 requests ahead of any other admin's.
   */
  sessionInFlight: number;
  /**
   * Requests one client address may have open at once in a process (RATE_LIMIT_ADDRESS_IN_FLIGHT):
   * 24, four such browsers behind one office address, and a bound on requests that carry a
   * made-up token each.
   */
  addressInFlight: number;
  /**
   * Requests one session token may start a second, in bursts of as many
   * (RATE_LIMIT_SESSION_PER_SEC): 20, more than a screen asks for at once, and list reads enough
   * to keep a fifth of the process busy. On PGlite a flood's requests wait in their connections,
   * where the bound on open ones cannot see them: this is what refuses them there.
   */
  sessionPerSecond: number;
  /**
   * Requests with a session token (any) one client address may start a second
   * (RATE_LIMIT_ADDRESS_PER_SEC): 80, four such admins.
   */
  addressPerSecond: number;
}

export class ConfigError extends Error {}

function integer(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
) {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got '${raw}'`);
  }
  return value;
}

function flag(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false, got '${raw}'`);
}

/** SECOND_ADMIN_EMAIL and SECOND_ADMIN_PASSWORD: both or neither, another admin than the first. */
function secondAdminOf(env: NodeJS.ProcessEnv, adminEmail: string) {
  const email = env.SECOND_ADMIN_EMAIL || undefined;
  const password = env.SECOND_ADMIN_PASSWORD || undefined;
  if (!email && !password) return undefined;
  if (!email || !password)
    throw new ConfigError('SECOND_ADMIN_EMAIL and SECOND_ADMIN_PASSWORD are set together');
  if (!/^[^@\s]+@[^@\s]+$/.test(email))
    throw new ConfigError(`SECOND_ADMIN_EMAIL is not an email: '${email}'`);
  if (email.toLowerCase() === adminEmail.toLowerCase())
    throw new ConfigError('SECOND_ADMIN_EMAIL must be another admin than ADMIN_EMAIL');
  const weak = passwordProblem(password);
  if (weak) throw new ConfigError(`SECOND_ADMIN_PASSWORD: ${weak}`);
  return { email: email.toLowerCase(), password };
}

/** Reads and validates the environment once, so the server refuses to start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const adminEmail = env.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL;
  const adminPassword = env.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD;
  if (production && (adminEmail === DEV_ADMIN_EMAIL || adminPassword === DEV_ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Refusing to start in production with the development admin credentials: set ADMIN_EMAIL and ADMIN_PASSWORD',
    );
  }
  if (!/^[^@\s]+@[^@\s]+$/.test(adminEmail))
    throw new ConfigError(`ADMIN_EMAIL is not an email: '${adminEmail}'`);
  // The seeded admin meets the same password policy as every other admin.
  const weak = passwordProblem(adminPassword);
  if (weak) throw new ConfigError(`ADMIN_PASSWORD: ${weak}`);
  const adminTotpSecret = env.ADMIN_TOTP_SECRET || undefined;
  if (adminTotpSecret && !/^[A-Z2-7]{16,}=*$/.test(adminTotpSecret)) {
    throw new ConfigError('ADMIN_TOTP_SECRET must be a base32 secret of at least 16 characters');
  }
  const secondAdmin = secondAdminOf(env, adminEmail);
  const secretsKey = env.SECRETS_KEY ? parseSecretsKey(env.SECRETS_KEY) : undefined;
  if (secretsKey === null) {
    throw new ConfigError('SECRETS_KEY must be 32 bytes: 64 hex characters or base64');
  }
  if (production && !secretsKey) {
    throw new ConfigError(
      'SECRETS_KEY must be set in production (32 bytes, e.g. `openssl rand -hex 32`): it encrypts 2FA secrets at rest',
    );
  }
  const simulateActivity = flag('SIMULATE_ACTIVITY', env.SIMULATE_ACTIVITY);
  if (production && simulateActivity) {
    throw new ConfigError(
      'SIMULATE_ACTIVITY invents user activity (deposits, withdrawals, tickets): refused in production',
    );
  }
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken && !/^[\x21-\x7e]{16,}$/.test(metricsToken)) {
    throw new ConfigError(
      'METRICS_TOKEN must be at least 16 printable characters without spaces (e.g. `openssl rand -hex 24`)',
    );
  }
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    throw new ConfigError(
      'SMTP_URL must be an smtp:// or smtps:// URL (e.g. smtps://user:pass@mail.example.com)',
    );
  }
  const mailFrom = env.MAIL_FROM || 'Exchange admin <no-reply@exchange.local>';
  if (!/^[^@\s<>]+@[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+>$/.test(mailFrom)) {
    throw new ConfigError(`MAIL_FROM must be an email or 'Name <email>', got '${mailFrom}'`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\/[^\s]+$/.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// connection URL');
  }
  return {
    port: integer('PORT', env.PORT, 8080, 0, 65535),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    databasePoolMax: integer('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 10, 1, 1000),
    staticDir: env.STATIC_DIR === '' ? undefined : path.resolve(env.STATIC_DIR ?? './dist'),
    adminEmail,
    adminPassword,
    adminTotpSecret,
    secondAdmin,
    // Up to the scale the admin is measured at (issue #47: ten million users on a server).
    seedUsers: integer('SEED_USERS', env.SEED_USERS, 300, 0, 100_000_000),
    seedLedger: integer('SEED_LEDGER', env.SEED_LEDGER, 100_000, 0, 5_000_000),
    withdrawalDualApprovalUsd: integer(
      'WITHDRAWAL_DUAL_APPROVAL_USD',
      env.WITHDRAWAL_DUAL_APPROVAL_USD,
      10_000,
      0,
      1_000_000_000,
    ),
    seedTrades: integer('SEED_TRADES', env.SEED_TRADES, 100_000, 0, 5_000_000),
    // At most the 12 h absolute lifetime: a longer idle limit would never apply.
    sessionIdleMin: integer('SESSION_IDLE_MIN', env.SESSION_IDLE_MIN, 30, 1, 720),
    production,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    trustProxy,
    smtpUrl,
    mailFrom,
    simulateActivity,
    secretsKey,
    metricsToken,
    // Far above what an admin's screens send (a busy page: a few dozen requests at once), so only
    // a runaway script or a flood meets them.
    rateLimits: {
      sessionPerMinute: integer(
        'RATE_LIMIT_SESSION_PER_MIN',
        env.RATE_LIMIT_SESSION_PER_MIN,
        1800,
        1,
        1_000_000,
      ),
      addressPerMinute: integer(
        'RATE_LIMIT_ADDRESS_PER_MIN',
        env.RATE_LIMIT_ADDRESS_PER_MIN,
        6000,
        1,
        1_000_000,
      ),
      publicPerMinute: integer(
        'RATE_LIMIT_PUBLIC_PER_MIN',
        env.RATE_LIMIT_PUBLIC_PER_MIN,
        300,
        1,
        1_000_000,
      ),
      sessionInFlight: integer(
        'RATE_LIMIT_SESSION_IN_FLIGHT',
        env.RATE_LIMIT_SESSION_IN_FLIGHT,
        6,
        1,
        10_000,
      ),
      addressInFlight: integer(
        'RATE_LIMIT_ADDRESS_IN_FLIGHT',
        env.RATE_LIMIT_ADDRESS_IN_FLIGHT,
        24,
        1,
        10_000,
      ),
      sessionPerSecond: integer(
        'RATE_LIMIT_SESSION_PER_SEC',
        env.RATE_LIMIT_SESSION_PER_SEC,
        20,
        1,
        100_000,
      ),
      addressPerSecond: integer(
        'RATE_LIMIT_ADDRESS_PER_SEC',
        env.RATE_LIMIT_ADDRESS_PER_SEC,
        80,
        1,
        100_000,
      ),
    },
    exportsPerAdmin: integer('EXPORTS_PER_ADMIN', env.EXPORTS_PER_ADMIN, 2, 1, 100),
    exportsPerProcess: integer('EXPORTS_PER_PROCESS', env.EXPORTS_PER_PROCESS, 6, 1, 1000),
    passwordHashMemoryKiB: integer(
      'PASSWORD_HASH_MEMORY_KIB',
      env.PASSWORD_HASH_MEMORY_KIB,
      OWASP_ARGON2.memoryCost,
      production ? OWASP_ARGON2.memoryCost : 1024,
      4 * 1024 * 1024,
    ),
  };
}

/**
 * A connection URL without its password, for the log. Text, not WHATWG URL parsing: libpq's
 * forms that WHATWG refuses (`postgres://user@/db?host=/run/postgresql`, a Unix socket) are
 * valid DATABASE_URLs.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/?#@]*:)[^@/?#]*@/i, '$1***@')
    .replace(/([?&]password=)[^&#]*/gi, '$1***');
}
