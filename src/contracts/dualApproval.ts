/**
 * What the two-admin approval of a large withdrawal says, on both sides: the server's answers and
 * the admin's buttons and toasts read these, so the screen never says "approved" of a withdrawal
 * that still waits, nor offers its first approver a second click the server refuses.
 */

/** The `approval` column of a pending withdrawal one admin has approved. */
export const AWAITING_SECOND_APPROVAL = 'awaiting second approval';

/** The first approval's answer: the withdrawal stays pending. */
export const APPROVED_ONCE = 'Approved once — waiting for a second admin';

/** Why its first approver cannot approve it again (the button's line, the server's 409). */
export const FIRST_APPROVER_REFUSAL =
  'You gave the first approval, so a second admin must approve it';

/** A withdrawal (as the list and the move answer it) that waits for its second approval. */
export const awaitsSecondApproval = (withdrawal: unknown): boolean =>
  typeof withdrawal === 'object' &&
  withdrawal !== null &&
  (withdrawal as { approval?: unknown }).approval === AWAITING_SECOND_APPROVAL;
