/**
 * The admin password policy: one contract for the forms (ticked live beside every new-password
 * input) and the API (change password, reset, invitation registration), so they cannot disagree.
 * Plain TypeScript: no browser or Node imports.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordRule {
  id: 'length' | 'upper' | 'lower' | 'digit' | 'symbol';
  /** As a checklist line: 'An uppercase letter'. */
  label: string;
  test: (password: string) => boolean;
}

export const passwordRules: readonly PasswordRule[] = [
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

export const PASSWORD_POLICY_TEXT =
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters and include an uppercase letter, ` +
  'a lowercase letter, a digit and a symbol';

const tooLong = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

/** Null when the password is acceptable, else the API's message (naming what is missing). */
export function passwordProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return tooLong;
  const missing = passwordRules
    .filter((rule) => !rule.test(password))
    .map((rule) => rule.label.charAt(0).toLowerCase() + rule.label.slice(1));
  return missing.length === 0 ? null : `${PASSWORD_POLICY_TEXT} (missing: ${missing.join(', ')})`;
}

export const isStrongPassword = (password: string): boolean => passwordProblem(password) === null;
