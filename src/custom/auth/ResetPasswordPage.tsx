import { useNavigate, useSearchParams } from '../routing/router';
import { paths } from '../../config/paths';
import { AuthLayout, AuthMessage } from './AuthLayout';
import { AuthAltLink, AuthForm } from './AuthForm';
import { authTexts } from './authTexts';
import { messageOf, resetPassword } from './authApi';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';
import { useAuthSubmit } from './useAuthSubmit';

const t = authTexts.reset;

/** /reset_password?token=…: set a new password from the single-use reset link. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const form = useAuthSubmit();

  if (!token) {
    return (
      <AuthLayout title={t.title}>
        <AuthMessage kind="error">{t.noToken}</AuthMessage>
        <AuthAltLink to={paths.forgotPassword}>{t.requestNew}</AuthAltLink>
      </AuthLayout>
    );
  }

  const onSubmit = form.submit({
    problem: newPassword.problem,
    run: async () => {
      await resetPassword(token, newPassword.password);
      navigate(paths.login, { replace: true, state: { message: t.done } });
    },
    failure: (caught) => messageOf(caught, t.failed),
  });

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <AuthForm form={form} onSubmit={onSubmit} labels={t}>
        <NewPasswordFields
          idPrefix="reset"
          labels={t}
          value={newPassword}
          invalid={Boolean(form.error)}
        />
      </AuthForm>
      <AuthAltLink to={paths.forgotPassword}>{t.requestNew}</AuthAltLink>
    </AuthLayout>
  );
}
