/**
 * The password policy as the forms use it. The rules themselves are the contract shared with
 * the API (src/contracts/passwordPolicy.ts); the server re-checks them.
 */
import { isStrongPassword } from '../../contracts/passwordPolicy';

export {
  isStrongPassword,
  PASSWORD_MIN_LENGTH,
  passwordRules,
  type PasswordRule,
} from '../../contracts/passwordPolicy';

export const passwordTexts = {
  missing: 'Enter a new password.',
  weak: 'The new password does not meet every rule below.',
  mismatch: 'The two new passwords do not match.',
} as const;

/** The form's verdict on a new password and its confirmation; null when both are fine. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (!password) return passwordTexts.missing;
  if (!isStrongPassword(password)) return passwordTexts.weak;
  if (password !== confirmation) return passwordTexts.mismatch;
  return null;
}
