/** A failed call's message: the error's own (the server's, or the call's default), else `fallback`. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message.trim() !== '' ? error.message : fallback;

/**
 * The hint that goes with a failed call's message: why the server gave no answer (network,
 * timeout). The message itself is the catalogue's exact text; screens and toasts show this hint
 * on a second line. Reads the HttpError's body without importing react-admin (the login page uses it).
 */
export function errorHint(error: unknown): string | undefined {
  if (!error || typeof error !== 'object' || !('body' in error)) return undefined;
  const body = (error as { body?: unknown }).body;
  if (!body || typeof body !== 'object' || !('hint' in body)) return undefined;
  const hint = (body as { hint?: unknown }).hint;
  return typeof hint === 'string' && hint.trim() !== '' ? hint : undefined;
}
