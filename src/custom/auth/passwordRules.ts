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

/** The form's verdict on a new password and its confirmation; null when both are fine. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (!password) return 'Enter a new password.';
  if (!isStrongPassword(password)) return 'The new password does not meet every rule below.';
  if (password !== confirmation) return 'The two new passwords do not match.';
  return null;
}
