import { useState } from 'react';
import { Link, useLocation, useNavigate } from '../routing/router';
import { completeOtpLogin, getPendingOtpToken } from '../../authProvider/session';
import { paths } from '../../config/paths';
import { errors } from '../../messages/catalogue';
import { AuthForm, AuthLayout, AuthMessage } from './AuthLayout';
import { messageOf } from './authApi';
import { authTexts } from './authTexts';
import { destinationAfterLogin } from './fromState';
import { isCompleteOtp, sanitizeOtp } from './otpInput';
import { useAuthSubmit } from './useAuthSubmit';

const t = authTexts.otp;

/** /otp_validation: the second sign-in step when the admin has 2FA on. */
export default function OtpValidationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [otpToken] = useState(getPendingOtpToken);
  const [code, setCode] = useState('');
  const { pending, error, submit } = useAuthSubmit();

  if (!otpToken) {
    return (
      <AuthLayout title={t.title}>
        <AuthMessage kind="info">{t.noChallenge}</AuthMessage>
        <p className="auth-alt">
          <Link className="auth-link" to={paths.login} state={location.state}>
            {t.back}
          </Link>
        </p>
      </AuthLayout>
    );
  }

  const onSubmit = submit({
    problem: () => (isCompleteOtp(code) ? null : errors.validation.otp),
    run: async () => {
      await completeOtpLogin(otpToken, code);
      navigate(destinationAfterLogin(location.state), { replace: true });
    },
    failure: (caught) => messageOf(caught, errors.twoFactor.verify),
    onFailure: () => setCode(''),
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
        <div className="auth-field">
          <label htmlFor="otp-code">{t.code}</label>
          <input
            id="otp-code"
            name="code"
            className="auth-otp-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            // No maxLength: the browser would cut a pasted '123 456' to '123 45' before sanitizeOtp keeps 6 digits.
            // The code is the only input of this step.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={code}
            onChange={(e) => setCode(sanitizeOtp(e.target.value))}
            aria-invalid={Boolean(error)}
          />
        </div>
      </AuthForm>
      <p className="auth-alt">
        <Link className="auth-link" to={paths.login}>
          {t.back}
        </Link>
      </p>
    </AuthLayout>
  );
}
