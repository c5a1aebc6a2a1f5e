/**
 * One of the signed-in admin's live sessions: a row of the REST resource /api/rest/sessions
 * (ra-data-simple-rest's dialect). The id is an opaque handle, never the token hash.
 */
export interface SessionRecord {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  clientAddress: string | null;
  userAgent: string | null;
  /** True for the session that made this request. */
  current: boolean;
}

/** The resource's name: the path under /api/rest and the admin's resource. */
export const SESSIONS_RESOURCE = 'sessions';

/** The admin's words when the server gives none. */
export const SESSIONS_LOAD_FAILED = 'Could not load the active sessions.';
export const SESSION_REVOKE_FAILED = 'Could not revoke the session.';
