import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '../routing/router';
import { paths } from '../../config/paths';
import { AuthLayout, AuthMessage } from './AuthLayout';
import { AuthAltLink, AuthEmailField, AuthForm } from './AuthForm';
import { authTexts } from './authTexts';
import { messageOf, registerWithInvitation, validateInvitation } from './authApi';
import { useAuthSubmit } from './useAuthSubmit';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';

const t = authTexts.register;

type Invitation =
  { state: 'checking' } | { state: 'valid'; email: string } | { state: 'invalid'; reason?: string };

/** /register?token=…: invitation-only admin registration. */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);

  if (!token || invitation.state === 'invalid') {
    return (
      <AuthLayout title={t.title}>
        <AuthMessage kind="info">
          <strong>{t.inviteOnly}</strong> {t.inviteOnlyHelp}
        </AuthMessage>
        {invitation.state === 'invalid' && invitation.reason ? (
          <p className="auth-note">{invitation.reason}</p>
        ) : null}
        <AuthAltLink to={paths.login}>{t.back}</AuthAltLink>
      </AuthLayout>
    );
  }
  if (invitation.state === 'checking') {
    return (
      <AuthLayout title={t.title}>
        <p className="auth-note" role="status">
          {t.checking}
        </p>
      </AuthLayout>
    );
  }
  return <RegisterForm token={token} email={invitation.email} />;
}

function useInvitation(token: string): Invitation {
  const [invitation, setInvitation] = useState<Invitation>({ state: 'checking' });
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    setInvitation({ state: 'checking' });
    validateInvitation(token, controller.signal)
      .then(({ email }) => setInvitation({ state: 'valid', email }))
      .catch((caught: unknown) => {
        if (!controller.signal.aborted)
          setInvitation({ state: 'invalid', reason: messageOf(caught, t.invalidInvitation) });
      });
    return () => controller.abort();
  }, [token]);
  return invitation;
}

function RegisterForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const form = useAuthSubmit();

  const onSubmit = form.submit({
    problem: newPassword.problem,
    run: async () => {
      await registerWithInvitation(token, newPassword.password);
      navigate(paths.registerSuccessful, { replace: true });
    },
    failure: (caught) => messageOf(caught, t.failed),
  });

  return (
    <AuthLayout title={t.title}>
      <AuthForm form={form} onSubmit={onSubmit} labels={t}>
        <AuthEmailField id="register-email" label={t.email} value={email} readOnly />
        <NewPasswordFields
          idPrefix="register"
          labels={t}
          value={newPassword}
          invalid={Boolean(form.error)}
        />
      </AuthForm>
    </AuthLayout>
  );
}
