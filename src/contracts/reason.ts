/**
 * The reason an admin gives for a decision (a KYC rejection, a withdrawal's move, a dispute's
 * outcome, another admin's status): one rule for every form and every API check, counted in
 * characters after trimming. Plain TypeScript: no browser or Node imports.
 */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** The rule as a required field's rules (src/contracts/fieldRules.ts). */
export const DECISION_REASON_RULES = {
  required: true,
  minLength: REASON_MIN,
  maxLength: REASON_MAX,
} as const;

/** A reason left out or too short, in the words the API answers. */
export const REASON_MISSING = `A reason of at least ${REASON_MIN} characters is required`;

/** What is wrong with a reason, in the words the API answers, or null when it passes. */
export function reasonProblem(reason: string): string | null {
  const length = reason.trim().length;
  if (length < REASON_MIN) return REASON_MISSING;
  if (length > REASON_MAX) return `The reason must be at most ${REASON_MAX} characters`;
  return null;
}
