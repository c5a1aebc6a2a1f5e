/**
 * The admin team's rules shared by the forms and the API (server/admins/activation.ts).
 * Plain TypeScript: no browser or Node imports.
 */
export { REASON_MIN as REASON_MIN_LENGTH, REASON_MAX as REASON_MAX_LENGTH } from './reason';

/** The reason an admin gives to activate, disable or enable another admin. */
export { DECISION_REASON_RULES as ADMIN_STATUS_REASON } from './reason';

/** Registration links last this long (POST /admin/createInvitation). */
export const INVITATION_HOURS = 72;
