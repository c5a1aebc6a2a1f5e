import { useState } from 'react';
import { Link } from '../routing/router';
import { paths } from '../../config/paths';
import { AuthForm, AuthLayout, AuthMessage } from './AuthLayout';
import { authTexts } from './authTexts';
import { messageOf, requestPasswordReset } from './authApi';
import { useAuthSubmit } from './useAuthSubmit';

const t = authTexts.forgot;

/** /forgot-password and /forget_password: request a single-use reset link. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { pending, error, submit } = useAuthSubmit();

  const onSubmit = submit({
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
        <>
          <AuthForm
            error={error}
            pending={pending}
            onSubmit={onSubmit}
            submit={t.submit}
            submitting={t.submitting}
          >
            <div className="auth-field">
              <label htmlFor="forgot-email">{t.email}</label>
              <input
                id="forgot-email"
                name="email"
                type="email"
                autoComplete="username"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={Boolean(error)}
              />
            </div>
          </AuthForm>
        </>
      )}
      <p className="auth-alt">
        <Link className="auth-link" to={paths.login}>
          {t.back}
        </Link>
      </p>
    </AuthLayout>
  );
}
