import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../routing/router';
import { paths } from '../../config/paths';
import { AuthForm, AuthLayout, AuthMessage } from './AuthLayout';
import { authTexts } from './authTexts';
import { messageOf, resetPassword } from './authApi';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordProblem } from './passwordRules';
import { useAuthSubmit } from './useAuthSubmit';

const t = authTexts.reset;

/** /reset_password?token=…: set a new password from the single-use reset link. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { pending, error, submit } = useAuthSubmit();

  if (!token) {
    return (
      <AuthLayout title={t.title}>
        <AuthMessage kind="error">{t.noToken}</AuthMessage>
        <p className="auth-alt">
          <Link className="auth-link" to={paths.forgotPassword}>
            {t.requestNew}
          </Link>
        </p>
      </AuthLayout>
    );
  }

  const onSubmit = submit({
    problem: () => newPasswordProblem(password, confirmation),
    run: async () => {
      await resetPassword(token, password);
      navigate(paths.login, { replace: true, state: { message: t.done } });
    },
    failure: (caught) => messageOf(caught, t.failed),
  });

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <AuthForm
        error={error}
        pending={pending}
        onSubmit={onSubmit}
        submit={t.submit}
        submitting={t.submitting}
      >
        <NewPasswordFields
          idPrefix="reset"
          labels={{ password: t.password, confirm: t.confirm }}
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          invalid={Boolean(error)}
        />
      </AuthForm>
      <p className="auth-alt">
        <Link className="auth-link" to={paths.forgotPassword}>
          {t.requestNew}
        </Link>
      </p>
    </AuthLayout>
  );
}
