import { apiRequest, buildUrl, type ApiCall, type Envelope } from './httpClient';
import { getToken } from '../authProvider/tokenStore';
import { bootHandoff, forgetBootHandoff } from '../boot/firstPageRequest';

/**
 * Requests made at boot, before the screen that needs them has loaded: the browser opened a list
 * URL, so its first page is fetched beside the admin's code instead of after it has loaded,
 * evaluated and rendered the list. The screen's own request takes the answer, once.
 */

/** An answer nobody took this soon is not handed out: the screen asks the server again. */
export const PREFETCH_KEEP_MS = 15_000;

interface Prefetched {
  answer: Promise<Envelope<unknown>>;
  at: number;
}

const waiting = new Map<string, Prefetched>();
/**
 * Keys whose answer a screen already took: the grid can take the boot script's answer before
 * bootRoute (which awaits the resource's schema) gets to prefetch it, and a prefetch after that
 * would be a second request nobody takes.
 */
const taken = new Set<string>();

const keyOf = (call: ApiCall) => `${call.method} ${buildUrl(call.path, call.query)}`;

/**
 * Sends `call` now; `takePrefetched` with the same method and URL gets its answer. When the boot
 * script (src/boot/firstRows.ts) already sent it with the same token, its answer is taken instead.
 */
export function prefetch(call: ApiCall): void {
  const key = keyOf(call);
  if (waiting.has(key) || taken.has(key)) return;
  const answer = apiRequest(call, adoptBootRequest(key));
  // The taker sees a failure (and falls back); one never taken is dropped silently.
  answer.catch(() => undefined);
  waiting.set(key, { answer, at: Date.now() });
}

/** The prefetched answer of the same request, once; null when there is none (or too old). */
export function takePrefetched<T>(call: ApiCall): Promise<Envelope<T>> | null {
  const key = keyOf(call);
  if (bootHandoff()?.key === key) prefetch(call);
  const entry = waiting.get(key);
  if (!entry) return null;
  waiting.delete(key);
  taken.add(key);
  if (Date.now() - entry.at > PREFETCH_KEEP_MS) return null;
  return entry.answer as Promise<Envelope<T>>;
}

/** Forgets every prefetched answer (tests). An untaken one also expires after PREFETCH_KEEP_MS. */
export function clearPrefetched(): void {
  waiting.clear();
  taken.clear();
  forgetBootHandoff();
}

/** The boot script's request of the same call, once, while the token it was sent with is current. */
function adoptBootRequest(key: string): Promise<Response> | undefined {
  const handoff = bootHandoff();
  if (handoff?.key !== key) return undefined;
  forgetBootHandoff();
  const fresh = Date.now() - handoff.at <= PREFETCH_KEEP_MS;
  return fresh && handoff.token === getToken() ? handoff.response : undefined;
}
