/**
 * Base URL of the exchange API. Same-origin `/api` by default; VITE_API_URL points one build at
 * another backend. Under jsdom (tests) fetch needs an absolute URL.
 */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_URL as string | undefined;
  const base = configured && configured.length > 0 ? configured : '/api';
  if (/^https?:\/\//.test(base)) return base.replace(/\/$/, '');
  return `${window.location.origin}${base}`.replace(/\/$/, '');
}

/** How long a call may take before it fails with a clear timeout message. */
export const REQUEST_TIMEOUT_MS = 20_000;
