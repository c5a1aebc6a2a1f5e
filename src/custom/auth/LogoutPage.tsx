import { useEffect, useRef } from 'react';
import { useNavigate } from '../routing/router';
import { logout } from '../../authProvider/session';
import { paths } from '../../config/paths';
import { AuthLayout } from './AuthLayout';
import { authTexts } from './authTexts';

/** /logout: signs out (server revoke + local token) and lands on /login. */
export default function LogoutPage() {
  const navigate = useNavigate();
  // One server call even when StrictMode runs the effect twice.
  const signingOut = useRef<Promise<void> | null>(null);
  useEffect(() => {
    let active = true;
    // logout() clears the token even when the server cannot be reached.
    signingOut.current ??= logout();
    void signingOut.current.finally(() => {
      if (active)
        navigate(paths.login, { replace: true, state: { message: authTexts.logout.done } });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <AuthLayout title={authTexts.logout.signingOut}>
      <p className="auth-note" role="status">
        {authTexts.logout.signingOut}
      </p>
    </AuthLayout>
  );
}
