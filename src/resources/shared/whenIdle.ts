/**
 * Runs `fn` when the browser is first idle (Safari has no requestIdleCallback: after a short
 * pause); answers a cancel. For work a first interaction needs, done before it is asked.
 * A `timeoutMs` of 0 sets no deadline: a busy page never runs it.
 */
export function whenIdle(fn: () => void, timeoutMs = 4_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(fn, 1_000);
  return () => clearTimeout(timer);
}
