import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import type { Session } from '../auth/sessions.ts';
import { permissionsOf } from '../auth/roles.ts';
import type { Permission } from '../../src/contracts/permissions.ts';

type Reader = Pick<Db, 'query'>;

/** A stream ticket is good for this long, once. */
export const TICKET_SECONDS = 30;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A single-use ticket for one stream, bound to the admin's session: the browser's EventSource
 * cannot send the bearer header, and the session token must never appear in a URL (logs,
 * history, Referer). Only its hash is stored, in the database so any process can redeem it.
 */
export async function issueTicket(db: Reader, session: Session): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO live_stream_tickets (ticket_hash, admin_id, session_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [sha256(ticket), session.adminId, session.tokenHash, TICKET_SECONDS],
  );
  return ticket;
}

export interface StreamGrant {
  adminId: string;
  sessionHash: string;
}

/** The ticket's grant, deleting it in the same statement (a second use finds nothing). */
export async function redeemTicket(db: Reader, ticket: string): Promise<StreamGrant | null> {
  const { rows } = await db.query<{ admin_id: string; session_hash: string; live: boolean }>(
    `DELETE FROM live_stream_tickets WHERE ticket_hash = $1
     RETURNING admin_id, session_hash, expires_at > now() AS live`,
    [sha256(ticket)],
  );
  const row = rows[0];
  return row?.live ? { adminId: row.admin_id, sessionHash: row.session_hash } : null;
}

/**
 * What the stream's admin may read now, or null once the session has ended (signed out, revoked,
 * idle, past 12 h) or the admin is no longer active. Read again while the stream is open, so a
 * role change or a sign-out takes effect without a reconnect.
 */
export async function streamAccess(
  db: Reader,
  grant: StreamGrant,
): Promise<ReadonlySet<Permission> | null> {
  const { rows } = await db.query<{ role: string; custom_permissions: string[] | null }>(
    `SELECT a.role, r.permissions AS custom_permissions
       FROM admin_sessions s JOIN admins a ON a.id = s.admin_id
       LEFT JOIN admin_roles r ON r.name = a.role
      WHERE s.token_hash = $1 AND s.admin_id = $2 AND a.status = 'active'
        AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_seen_at + make_interval(mins => s.idle_minutes) > now()`,
    [grant.sessionHash, grant.adminId],
  );
  const row = rows[0];
  return row ? permissionsOf(row.role, row.custom_permissions) : null;
}
