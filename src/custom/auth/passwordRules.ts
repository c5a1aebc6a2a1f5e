/**
 * The admin password policy, as the reference API enforces it (min 10 characters, an uppercase
 * letter, a lowercase letter, a digit and a symbol). Shown live beside every new-password input;
 * the server re-checks it. Plain TypeScript: the public pages and the admin both use it.
 */
export const PASSWORD_MIN_LENGTH = 10;

export interface PasswordRule {
  id: string;
  label: string;
  test: (password: string) => boolean;
}

export const passwordRules: PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (pw) => pw.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'upper', label: 'An uppercase letter', test: (pw) => /[A-Z]/.test(pw) },
  { id: 'lower', label: 'A lowercase letter', test: (pw) => /[a-z]/.test(pw) },
  { id: 'digit', label: 'A digit', test: (pw) => /[0-9]/.test(pw) },
  { id: 'symbol', label: 'A symbol', test: (pw) => /[^A-Za-z0-9]/.test(pw) },
];

export const isStrongPassword = (password: string): boolean =>
  passwordRules.every((rule) => rule.test(password));

/** The form's verdict on a new password and its confirmation; null when both are fine. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (!password) return 'Enter a new password.';
  if (!isStrongPassword(password)) return 'The new password does not meet every rule below.';
  if (password !== confirmation) return 'The two new passwords do not match.';
  return null;
}
