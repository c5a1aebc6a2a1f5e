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
