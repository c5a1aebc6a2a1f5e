import { useState } from 'react';
import { useLocation, useNavigate } from '../routing/router';
import { completeOtpLogin, getPendingOtpToken } from '../../authProvider/session';
import { paths } from '../../config/paths';
import { errors } from '../../messages/catalogue';
import { AuthLayout, AuthMessage } from './AuthLayout';
import { AuthAltLink, AuthField, AuthForm } from './AuthForm';
import { messageOf } from './authApi';
import { authTexts } from './authTexts';
import { destinationAfterLogin } from './fromState';
import { isCompleteOtp, sanitizeOtp } from '../../contracts/otp';
import { useAuthSubmit } from './useAuthSubmit';

const t = authTexts.otp;

/** /otp_validation: the second sign-in step when the admin has 2FA on. */
export default function OtpValidationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [otpToken] = useState(getPendingOtpToken);
  const [code, setCode] = useState('');
  const form = useAuthSubmit();

  if (!otpToken) {
    return (
      <AuthLayout title={t.title}>
        <AuthMessage kind="info">{t.noChallenge}</AuthMessage>
        <AuthAltLink to={paths.login} state={location.state}>
          {t.back}
        </AuthAltLink>
      </AuthLayout>
    );
  }

  const onSubmit = form.submit({
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
      <AuthForm form={form} onSubmit={onSubmit} labels={t}>
        <AuthField
          id="otp-code"
          label={t.code}
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
          aria-invalid={Boolean(form.error)}
        />
      </AuthForm>
      <AuthAltLink to={paths.login}>{t.back}</AuthAltLink>
    </AuthLayout>
  );
}
