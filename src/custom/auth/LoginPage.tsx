import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from '../routing/router';
import { login } from '../../authProvider/session';
import { clearSignOutReason, peekSignOutReason } from '../../authProvider/signOutReason';
import { paths } from '../../config/paths';
import { errors } from '../../messages/catalogue';
import { AuthLayout, AuthMessage } from './AuthLayout';
import { AuthEmailField, AuthForm } from './AuthForm';
import { authTexts } from './authTexts';
import { destinationAfterLogin, messageFromState } from './fromState';
import { useAuthSubmit } from './useAuthSubmit';

const t = authTexts.login;

/** /login: email and password; with 2FA on, the second step is /otp_validation. */
export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const form = useAuthSubmit();
  const { error } = form;
  const info = messageFromState(location.state);
  // Why the last session ended (e.g. the idle timeout), told once: read on arrival, then cleared.
  const [signOutReason] = useState(peekSignOutReason);
  useEffect(() => clearSignOutReason(), []);

  const onSubmit = form.submit({
    problem: () => (!email.trim() || !password ? t.missing : null),
    run: async () => {
      const result = await login({ email: email.trim(), password });
      const from = (location.state as { from?: unknown } | null)?.from;
      if (result.otpRequired) {
        navigate(result.redirectTo, { state: { from } });
      } else {
        navigate(destinationAfterLogin(location.state), { replace: true });
      }
    },
    failure: loginErrorMessage,
    onFailure: () => setPassword(''),
  });

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      {info && !error ? <AuthMessage kind="success">{info}</AuthMessage> : null}
      {signOutReason && !info && !error ? (
        <AuthMessage kind="info">{signOutReason}</AuthMessage>
      ) : null}
      <AuthForm form={form} onSubmit={onSubmit} labels={t}>
        <AuthEmailField
          id="login-email"
          label={t.email}
          required
          // Sign-in is the only thing this page does: the first field takes the focus.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={Boolean(error) && !email.trim()}
        />
        <div className="auth-field">
          <div className="auth-field-row">
            <label htmlFor="login-password">{t.password}</label>
            <Link className="auth-link auth-link-small" to={paths.forgotPassword}>
              {t.forgot}
            </Link>
          </div>
          <div className="auth-input-with-button">
            <input
              id="login-password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <button
              type="button"
              className="auth-input-button"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? 'Hide' : 'Show'}
              <span className="visually-hidden"> {t.password.toLowerCase()}</span>
            </button>
          </div>
        </div>
      </AuthForm>
    </AuthLayout>
  );
}

/** The server's message when it answered, else the login's default messages (the catalogue's). */
function loginErrorMessage(caught: unknown): string {
  if (caught instanceof Error && caught.message.trim() !== '') return caught.message;
  if (caught && typeof caught === 'object' && 'status' in caught) return errors.login.failed;
  return errors.login.unknown;
}
