import { useState, type FormEvent } from 'react';
import { Link } from '../routing/router';
import { paths } from '../../config/paths';
import { AuthForm, AuthLayout, AuthMessage } from './AuthLayout';
import { authTexts } from './authTexts';
import { messageOf, requestPasswordReset } from './authApi';

const t = authTexts.forgot;

/** /forgot-password and /forget_password: request a single-use reset link. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError('Enter a valid email address.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (caught) {
      setError(messageOf(caught, t.failed));
    } finally {
      setPending(false);
    }
  };

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
