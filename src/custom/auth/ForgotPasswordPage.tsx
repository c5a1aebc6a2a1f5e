import { useState } from 'react';
import { paths } from '../../config/paths';
import { AuthLayout, AuthMessage } from './AuthLayout';
import { AuthAltLink, AuthEmailField, AuthForm } from './AuthForm';
import { authTexts } from './authTexts';
import { messageOf, requestPasswordReset } from './authApi';
import { useAuthSubmit } from './useAuthSubmit';

const t = authTexts.forgot;

/** /forgot-password and /forget_password: request a single-use reset link. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const form = useAuthSubmit();

  const onSubmit = form.submit({
    problem: () => (/^\S+@\S+\.\S+$/.test(email.trim()) ? null : t.invalidEmail),
    run: async () => {
      await requestPasswordReset(email.trim());
      setSent(true);
    },
    failure: (caught) => messageOf(caught, t.failed),
  });

  return (
    <AuthLayout title={t.title} subtitle={sent ? undefined : t.subtitle}>
      {sent ? (
        <AuthMessage kind="success">{t.sent}</AuthMessage>
      ) : (
        <AuthForm form={form} onSubmit={onSubmit} labels={t}>
          <AuthEmailField
            id="forgot-email"
            label={t.email}
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={Boolean(form.error)}
          />
        </AuthForm>
      )}
      <AuthAltLink to={paths.login}>{t.back}</AuthAltLink>
    </AuthLayout>
  );
}
