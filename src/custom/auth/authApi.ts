import { apiRequest } from '../../dataProvider/httpClient';
import { authTexts } from './authTexts';

/**
 * The public pages' calls to the exchange API, through the one http client (no fetch here).
 * None of them sends the bearer: they run without an admin session.
 */

/** POST /forgotPassword: the answer is neutral whether or not the email exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest({
    method: 'POST',
    path: '/forgotPassword',
    body: { email },
    auth: false,
    errorMessage: authTexts.forgot.failed,
  });
}

/** POST /resetPassword with the single-use token from the emailed (or logged) link. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await apiRequest({
    method: 'POST',
    path: '/resetPassword',
    body: { token, password },
    auth: false,
    errorMessage: authTexts.reset.failed,
  });
}

/** POST /validateInvitation: answers the invited email, or rejects when the token is not valid. */
export async function validateInvitation(
  token: string,
  signal?: AbortSignal,
): Promise<{ email: string }> {
  const envelope = await apiRequest<{ email?: string }>({
    method: 'POST',
    path: '/validateInvitation',
    body: { token },
    auth: false,
    signal,
    errorMessage: authTexts.register.invalidInvitation,
  });
  const email =
    envelope.result?.email ?? (typeof envelope.email === 'string' ? envelope.email : '');
  return { email };
}

/** POST /register: creates the invited admin; the invitation is spent. */
export async function registerWithInvitation(token: string, password: string): Promise<void> {
  await apiRequest({
    method: 'POST',
    path: '/register',
    body: { token, password },
    auth: false,
    errorMessage: authTexts.register.failed,
  });
}

/** The message to show for a failed call: the error's own (server message or spec default). */
export { errorMessage as messageOf } from '../../dataProvider/errorText';
