import { apiRequest } from '../../dataProvider/httpClient';
import { authTexts } from './authTexts';

/**
 * The public pages' calls to the exchange API, through the one http client (no fetch here).
 * None of them sends the bearer: they run without an admin session.
 */

/** A public POST: no bearer, and the page's own message when the call fails. */
const publicPost = <T = unknown>(
  path: string,
  body: Record<string, string>,
  errorMessage: string,
  signal?: AbortSignal,
) => apiRequest<T>({ method: 'POST', path, body, auth: false, signal, errorMessage });

/** POST /forgotPassword: the answer is neutral whether or not the email exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await publicPost('/forgotPassword', { email }, authTexts.forgot.failed);
}

/** POST /resetPassword with the single-use token from the emailed (or logged) link. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await publicPost('/resetPassword', { token, password }, authTexts.reset.failed);
}

/** POST /validateInvitation: answers the invited email, or rejects when the token is not valid. */
export async function validateInvitation(
  token: string,
  signal?: AbortSignal,
): Promise<{ email: string }> {
  const envelope = await publicPost<{ email?: string }>(
    '/validateInvitation',
    { token },
    authTexts.register.invalidInvitation,
    signal,
  );
  const email =
    envelope.result?.email ?? (typeof envelope.email === 'string' ? envelope.email : '');
  return { email };
}

/** POST /register: creates the invited admin; the invitation is spent. */
export async function registerWithInvitation(token: string, password: string): Promise<void> {
  await publicPost('/register', { token, password }, authTexts.register.failed);
}

/** The message to show for a failed call: the error's own (server message or spec default). */
export { errorMessage as messageOf } from '../../dataProvider/errorText';
