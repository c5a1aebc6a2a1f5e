import { AuthField } from './AuthForm';
import { PasswordRulesList } from './PasswordRulesList';

/** New password + confirmation, with the rules ticked live. */
export function NewPasswordFields({
  idPrefix,
  labels,
  password,
  confirmation,
  onPassword,
  onConfirmation,
  invalid,
}: {
  idPrefix: string;
  labels: { password: string; confirm: string };
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  invalid: boolean;
}) {
  const rulesId = `${idPrefix}-rules`;
  const mismatch = confirmation.length > 0 && confirmation !== password;
  return (
    <>
      <AuthField
        id={`${idPrefix}-password`}
        label={labels.password}
        name="new-password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        aria-describedby={rulesId}
        aria-invalid={invalid}
      />
      <PasswordRulesList password={password} id={rulesId} />
      <AuthField
        id={`${idPrefix}-confirm`}
        label={labels.confirm}
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(e) => onConfirmation(e.target.value)}
        aria-invalid={mismatch}
        aria-describedby={mismatch ? `${idPrefix}-mismatch` : undefined}
      >
        {mismatch ? (
          <span className="auth-field-error" id={`${idPrefix}-mismatch`}>
            The two passwords do not match.
          </span>
        ) : null}
      </AuthField>
    </>
  );
}
