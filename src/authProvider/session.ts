import { HttpError } from 'react-admin';
import { apiCall, apiRequest } from '../dataProvider/httpClient';
import { errors } from '../messages/catalogue';
import { paths } from '../config/paths';
import { clearToken, getToken, setToken } from './tokenStore';
import { setPreferencesOwner } from './preferencesOwner';

/**
 * The admin's session calls, free of React and of react-admin's UI so the plain login and
 * OTP pages can use them without loading the admin bundle. `authProvider.ts` wraps them.
 */

/** With 2FA on, /adminlogin answers an `otpToken`; it waits here until /otp_validation uses it. */
const OTP_KEY = 'adminOtpToken';
export const getPendingOtpToken = (): string | null => window.sessionStorage.getItem(OTP_KEY);
export const clearPendingOtpToken = (): void => window.sessionStorage.removeItem(OTP_KEY);
const setPendingOtpToken = (otpToken: string): void =>
  window.sessionStorage.setItem(OTP_KEY, otpToken);

export interface Credentials {
  email: string;
  password: string;
}

/**
 * `otpRequired: false`: signed in, the token is stored.
 * `otpRequired: true`: 2FA is on; the otpToken is in sessionStorage and the login page goes to
 * `redirectTo` (/otp_validation), which calls `completeOtpLogin(getPendingOtpToken(), code)`.
 */
export type LoginResult =
  { otpRequired: false; redirectTo?: undefined } | { otpRequired: true; redirectTo: string };

interface LoginAnswer {
  auth?: boolean;
  token?: string;
  otpToken?: string;
  message?: string;
}

/** POST /adminlogin. Rejects with HttpError: server message, else 'Login failed!'. */
export async function login({ email, password }: Credentials): Promise<LoginResult> {
  const answer = (await apiRequest({
    method: 'POST',
    path: '/adminlogin',
    body: { email, password },
    auth: false,
    errorMessage: errors.login.failed,
    noResponseMessage: errors.login.unknown,
  })) as LoginAnswer;
  setPreferencesOwner(email);
  if (typeof answer.otpToken === 'string' && answer.otpToken) {
    clearToken();
    setPendingOtpToken(answer.otpToken);
    return { otpRequired: true, redirectTo: paths.otpValidation };
  }
  if (typeof answer.token !== 'string' || !answer.token || answer.auth === false) {
    throw new HttpError(answer.message || errors.login.failedToLogin, 200, answer);
  }
  clearPendingOtpToken();
  setToken(answer.token);
  return { otpRequired: false };
}

/** POST /admin/adminotp {otpToken, secret}: finishes a 2FA sign-in and stores the token. */
export async function completeOtpLogin(otpToken: string, code: string): Promise<void> {
  const answer = await apiRequest<{ token?: string }>({
    method: 'POST',
    path: '/admin/adminotp',
    body: { otpToken, secret: code },
    auth: false,
    errorMessage: errors.twoFactor.verify,
    noResponseMessage: errors.twoFactor.verifyNoResponse,
  });
  const token = typeof answer.token === 'string' ? answer.token : answer.result?.token;
  if (!token) throw new HttpError(answer.message || errors.twoFactor.verify, 200, answer);
  clearPendingOtpToken();
  setToken(token);
}

/**
 * POST /admin/logout revokes the session server-side; the token is cleared whatever happens,
 * so an unreachable server never keeps the admin signed in on this browser.
 */
export async function logout(): Promise<void> {
  const token = getToken();
  clearPendingOtpToken();
  if (!token) return;
  try {
    await apiRequest({
      method: 'POST',
      path: '/admin/logout',
      errorMessage: 'Logout failed',
      timeoutMs: 5_000,
    });
  } catch {
    // The local sign-out below is what matters to the admin at this browser.
  } finally {
    clearToken();
  }
}

export interface AdminProfile {
  email: string;
  /** The API's f2A_Status: the string 'true' means 2FA is on. */
  twoFactorEnabled: boolean;
  /** The raw result, for screens that need more of it. */
  raw: Record<string, unknown>;
}

/** GET /admin/getAdminProfile. Default error 'Get Admin profile Failed !'. */
export async function fetchAdminProfile(
  options: { errorMessage?: string; signal?: AbortSignal } = {},
): Promise<AdminProfile> {
  const result = await apiCall<Record<string, unknown>>({
    method: 'GET',
    path: '/admin/getAdminProfile',
    errorMessage: options.errorMessage ?? errors.adminProfile,
    signal: options.signal,
  });
  const raw = result ?? {};
  return {
    email: typeof raw.email === 'string' ? raw.email : '',
    twoFactorEnabled: String(raw.f2A_Status) === 'true',
    raw,
  };
}
