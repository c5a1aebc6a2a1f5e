/**
 * Why the admin was signed out (the server's 401 message, e.g. the idle timeout), handed from
 * the call that ended the session to the sign-in page. sessionStorage, not router state: the
 * redirect to /login can come from the http client, react-admin's checkError or a reload, and
 * each of them lands here. Read once, then cleared, so a later visit to /login shows nothing.
 */
const KEY = 'adminSignOutReason';
const MAX_LENGTH = 300;

export function rememberSignOutReason(message: string): void {
  const text = message.trim().slice(0, MAX_LENGTH);
  try {
    if (text) window.sessionStorage.setItem(KEY, text);
  } catch {
    // Storage disabled or full: the admin still lands on /login, only without the reason.
  }
}

export function peekSignOutReason(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearSignOutReason(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
