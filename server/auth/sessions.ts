import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { unauthorized } from '../http/envelope.ts';
import type { AdminStatus } from '../admins/makerChecker.ts';
import { permissionsOf } from './roles.ts';
import type { Permission } from '../../src/contracts/permissions.ts';
import type { SessionRecord } from '../../src/contracts/sessions.ts';
import { WHOLE_LISTS } from '../../src/contracts/wholeLists.ts';

export const SESSION_HOURS = 12;
/** Used when a session is created without an origin (tests, scripts). */
export const DEFAULT_IDLE_MINUTES = 30;
/**
 * last_seen_at is written at most this often per session, so a busy admin costs few writes; and
 * at least four times per idle limit, so it never lags the request being served by more than a
 * quarter of it (SESSION_IDLE_MIN=1: every 15 s): a session in use is never taken for idle.
 */
const TOUCH_SECONDS = 60;
const TOUCHES_PER_IDLE_LIMIT = 4;
const USER_AGENT_MAX = 400;

export interface Session {
  /** Opaque handle shown to the admin (never the token hash). */
  id: string;
  adminId: string;
  email: string;
  tokenHash: string;
  stepUpUntil: Date | null;
  /** 'pending' until a different admin activates the account (server/admins/makerChecker.ts). */
  status: AdminStatus;
  /** The admin's role and its permissions, read with the session on every request. */
  role: string;
  permissions: ReadonlySet<Permission>;
}

/** Where a session was opened from, recorded for the admin's "Active sessions" list. */
export interface SessionOrigin {
  clientAddress?: string | null;
  userAgent?: string | null;
  /** SESSION_IDLE_MIN in force when the session is created. */
  idleMinutes?: number;
}

/** Tokens are opaque random strings; only their SHA-256 is stored, so a database leak reveals none. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const idleMessage = (minutes: number) =>
  `Your session ended after ${minutes} minute${minutes === 1 ? '' : 's'} without activity. Sign in again.`;
export const EXPIRED_MESSAGE = `Your session ended after ${SESSION_HOURS} hours. Sign in again.`;
export const REVOKED_MESSAGE = 'This session was signed out. Sign in again.';
export const DISABLED_MESSAGE =
  'This admin account is disabled. Ask another admin to enable it again.';

/** The origin of a sign-in request: client address, user agent and the configured idle limit. */
export function sessionOrigin(request: FastifyRequest): SessionOrigin {
  const agent = request.headers['user-agent'];
  return {
    clientAddress: request.ip || null,
    userAgent: typeof agent === 'string' ? printable(agent).slice(0, USER_AGENT_MAX) || null : null,
    idleMinutes: request.server.config.sessionIdleMin,
  };
}

/** Control characters are dropped so the stored text is always safe to show. */
const printable = (text: string) =>
  Array.from(text)
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('');

export async function createSession(
  db: Pick<Db, 'query'>,
  adminId: string,
  origin: SessionOrigin = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO admin_sessions (token_hash, admin_id, expires_at, client_address, user_agent, idle_minutes)
     VALUES ($1, $2, now() + interval '${SESSION_HOURS} hours', $3, $4, $5)`,
    [
      hashToken(token),
      adminId,
      origin.clientAddress ?? null,
      origin.userAgent ?? null,
      origin.idleMinutes ?? DEFAULT_IDLE_MINUTES,
    ],
  );
  await db.query('UPDATE admins SET last_sign_in_at = now() WHERE id = $1', [adminId]);
  // The sessions list is answered whole: past its bound, the longest-unused sessions end.
  await db.query(
    `UPDATE admin_sessions SET revoked_at = now()
      WHERE token_hash IN (SELECT token_hash FROM admin_sessions
                            WHERE admin_id = $1 AND revoked_at IS NULL AND expires_at > now()
                            ORDER BY last_seen_at DESC, created_at DESC OFFSET $2)`,
    [adminId, WHOLE_LISTS.sessions.rows],
  );
  return token;
}

/**
 * The live session of a bearer token, or null when the token is unknown. A known token whose
 * session has ended throws a 401 that says why (idle, 12 h lifetime, revoked), so the browser
 * can tell the admin on the sign-in page. A live session's last_seen_at is refreshed, at most
 * once a minute.
 */
export async function findSession(db: Pick<Db, 'query'>, token: string): Promise<Session | null> {
  const { rows } = await db.query<{
    id: string;
    admin_id: string;
    email: string;
    token_hash: string;
    step_up_until: Date | null;
    idle_minutes: number;
    revoked: boolean;
    expired: boolean;
    idle: boolean;
    stale: boolean;
    status: AdminStatus;
    role: string;
    custom_permissions: string[] | null;
  }>(
    `SELECT s.id, s.admin_id, a.email, a.status, a.role, r.permissions AS custom_permissions, s.token_hash, s.step_up_until, s.idle_minutes,
            s.revoked_at IS NOT NULL AS revoked,
            s.expires_at <= now() AS expired,
            s.last_seen_at + make_interval(mins => s.idle_minutes) <= now() AS idle,
            s.last_seen_at < now() - make_interval(
              secs => least(${TOUCH_SECONDS}, s.idle_minutes * 60 / ${TOUCHES_PER_IDLE_LIMIT})) AS stale
       FROM admin_sessions s JOIN admins a ON a.id = s.admin_id
       LEFT JOIN admin_roles r ON r.name = a.role
      WHERE s.token_hash = $1`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.revoked) throw unauthorized(REVOKED_MESSAGE);
  if (row.expired) throw unauthorized(EXPIRED_MESSAGE);
  if (row.idle) throw unauthorized(idleMessage(row.idle_minutes));
  if (row.status === 'disabled') throw unauthorized(DISABLED_MESSAGE);
  if (row.stale) {
    await db.query('UPDATE admin_sessions SET last_seen_at = now() WHERE token_hash = $1', [
      row.token_hash,
    ]);
  }
  return {
    id: row.id,
    adminId: row.admin_id,
    email: row.email,
    tokenHash: row.token_hash,
    stepUpUntil: row.step_up_until,
    status: row.status,
    role: row.role,
    permissions: permissionsOf(row.role, row.custom_permissions),
  };
}

/** One of the admin's live sessions, as the REST resource /api/rest/sessions shows it. */
/** A live session as the admin sees it; `current` is added per request. */
export type SessionView = Omit<SessionRecord, 'current'>;

/** The admin's sessions that are neither revoked, past 12 h, nor idle past their limit. */
export async function listLiveSessions(
  db: Pick<Db, 'query'>,
  adminId: string,
): Promise<SessionView[]> {
  const { rows } = await db.query<{
    id: string;
    created_at: Date;
    last_seen_at: Date;
    client_address: string | null;
    user_agent: string | null;
  }>(
    `SELECT id, created_at, last_seen_at, client_address, user_agent
       FROM admin_sessions
      WHERE admin_id = $1 AND revoked_at IS NULL AND expires_at > now()
        AND last_seen_at + make_interval(mins => idle_minutes) > now()`,
    [adminId],
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    clientAddress: row.client_address,
    userAgent: row.user_agent,
  }));
}

/** Revokes one live session of this admin by its opaque id; false when it is not theirs or not live. */
export async function revokeSessionById(
  db: Pick<Db, 'query'>,
  adminId: string,
  id: string,
): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE admin_sessions SET revoked_at = now()
      WHERE id = $1 AND admin_id = $2 AND revoked_at IS NULL AND expires_at > now()
        AND last_seen_at + make_interval(mins => idle_minutes) > now()`,
    [id, adminId],
  );
  return (affectedRows ?? 0) > 0;
}

export async function revokeSession(db: Pick<Db, 'query'>, tokenHash: string): Promise<void> {
  await db.query('UPDATE admin_sessions SET revoked_at = now() WHERE token_hash = $1', [tokenHash]);
}

/** Revokes every session of the admin except the one given (after a password change). */
export async function revokeOtherSessions(
  db: Pick<Db, 'query'>,
  adminId: string,
  keepTokenHash: string,
): Promise<void> {
  await db.query(
    'UPDATE admin_sessions SET revoked_at = now() WHERE admin_id = $1 AND token_hash <> $2 AND revoked_at IS NULL',
    [adminId, keepTokenHash],
  );
}
