import type { AuthProvider, UserIdentity } from 'react-admin';
import { paths } from '../config/paths';
import { hasToken } from './tokenStore';
import { fetchAdminProfile, login, logout, type Credentials, type LoginResult } from './session';

/** The admin's identity as the shell reads it (`useGetIdentity`). */
export interface AdminIdentity extends UserIdentity {
  id: string;
  fullName: string;
  email: string;
  /** Spec: f2A_Status 'true' means the admin's 2FA is on (the 2FA step-up reads it). */
  twoFactorEnabled: boolean;
  /** True until a different admin activates this account (server/admins/activation.ts). */
  awaitingActivation: boolean;
  /** The admin's role and what it allows (the server enforces; the admin hides what is refused). */
  role: string;
  /** Absent when the API does not say (an exchange backend without roles): everything is offered. */
  permissions?: string[];
}

/**
 * react-admin's AuthProvider over the session calls. Redirects are absolute paths: react-admin
 * is mounted under the app's own router (STACK.md), and /login lives outside it.
 */
export const authProvider: AuthProvider = {
  /** Resolves `LoginResult`: with 2FA on, `{ otpRequired: true, redirectTo: '/otp_validation' }`. */
  login: (params: Credentials): Promise<LoginResult> => login(params),

  logout: async (): Promise<string> => {
    await logout();
    return paths.login;
  },

  checkAuth: async () => {
    if (!hasToken()) throw { redirectTo: paths.login, message: false };
  },

  /**
   * A 401 is handled in one place, the http client: it clears the token and sends the browser to
   * /login remembering the page (also for calls outside react-admin's hooks). Answering it here
   * too would navigate a second time and lose that page. Anything else (network error, timeout,
   * 403, 404, 5xx) keeps the admin signed in: the screen shows the error instead.
   */
  checkError: async () => {},

  getIdentity: async (): Promise<AdminIdentity> => {
    const profile = await fetchAdminProfile();
    return {
      id: profile.email,
      fullName: profile.email,
      email: profile.email,
      twoFactorEnabled: profile.twoFactorEnabled,
      awaitingActivation: profile.raw.status === 'pending',
      role: typeof profile.raw.role === 'string' ? profile.raw.role : '',
      permissions: Array.isArray(profile.raw.permissions)
        ? profile.raw.permissions.filter((p): p is string => typeof p === 'string')
        : undefined,
    };
  },

  getPermissions: async () => 'admin',
};
