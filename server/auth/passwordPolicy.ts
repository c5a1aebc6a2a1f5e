/** One password policy for change password, reset and invitation registration. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULES = [
  {
    test: (pw: string) => pw.length >= PASSWORD_MIN_LENGTH,
    label: `at least ${PASSWORD_MIN_LENGTH} characters`,
  },
  { test: (pw: string) => /[A-Z]/.test(pw), label: 'an uppercase letter' },
  { test: (pw: string) => /[a-z]/.test(pw), label: 'a lowercase letter' },
  { test: (pw: string) => /[0-9]/.test(pw), label: 'a digit' },
  { test: (pw: string) => /[^A-Za-z0-9]/.test(pw), label: 'a symbol' },
] as const;

export const PASSWORD_POLICY_TEXT =
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters and include an uppercase letter, ` +
  'a lowercase letter, a digit and a symbol';

/** Answers null when the password is strong enough, else the message to show. */
export function passwordProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const missing = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.label);
  return missing.length === 0 ? null : `${PASSWORD_POLICY_TEXT} (missing: ${missing.join(', ')})`;
}
