import type { ReactNode } from 'react';
import { hasToken } from '../../authProvider/tokenStore';
import { paths } from '../../config/paths';
import { Navigate, useLocation } from './router';

/** Where the login page sends the admin back to: `location.state.from` (a router Location). */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** `/`: the dashboard with an admin token, else the login page. */
export function RootRedirect() {
  return <Navigate to={hasToken() ? paths.dashboard : paths.login} replace />;
}

/**
 * Protected routes: without a token go to /login, remembering where the admin was going so the
 * login page can return there after signing in.
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasToken()) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <>{children}</>;
}

/** /login and /forgot-password are reachable only without a token. */
export function PublicOnly({ children }: { children: ReactNode }) {
  if (hasToken()) return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
