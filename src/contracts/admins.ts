/**
 * The admin team's rules shared by the forms and the API (server/admins/activation.ts).
 * Plain TypeScript: no browser or Node imports.
 */
export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;

/** The reason an admin gives to activate, disable or enable another admin. */
export const ADMIN_STATUS_REASON = {
  required: true,
  minLength: REASON_MIN_LENGTH,
  maxLength: REASON_MAX_LENGTH,
} as const;

/** Registration links last this long (POST /admin/createInvitation). */
export const INVITATION_HOURS = 72;
