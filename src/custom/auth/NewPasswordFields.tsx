import { useState } from 'react';
import { AuthNewPasswordField } from './AuthForm';
import { PasswordRulesList } from './PasswordRulesList';
import { newPasswordProblem } from './passwordRules';

/** A new password and its confirmation as a page keeps them, and what is wrong with them. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    problem: () => newPasswordProblem(password, confirmation),
  };
}

/** New password + confirmation, with the rules ticked live. */
export function NewPasswordFields({
  idPrefix,
  labels,
  value: { password, confirmation, setPassword, setConfirmation },
  invalid,
}: {
  idPrefix: string;
  labels: { password: string; confirm: string };
  value: ReturnType<typeof useNewPassword>;
  invalid: boolean;
}) {
  const rulesId = `${idPrefix}-rules`;
  const mismatch = confirmation.length > 0 && confirmation !== password;
  return (
    <>
      <AuthNewPasswordField
        id={`${idPrefix}-password`}
        label={labels.password}
        name="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-describedby={rulesId}
        aria-invalid={invalid}
      />
      <PasswordRulesList password={password} id={rulesId} />
      <AuthNewPasswordField
        id={`${idPrefix}-confirm`}
        label={labels.confirm}
        name="confirm-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        aria-invalid={mismatch}
        aria-describedby={mismatch ? `${idPrefix}-mismatch` : undefined}
      >
        {mismatch ? (
          <span className="auth-field-error" id={`${idPrefix}-mismatch`}>
            The two passwords do not match.
          </span>
        ) : null}
      </AuthNewPasswordField>
    </>
  );
}
