/**
 * The admin's first screen fetched while a public page (the login) is idle: after the page has
 * loaded and the browser has nothing else to do, every script of index.html's entry, AdminApp and
 * the dashboard (dist/admin-prefetch.json, listed by vite.config.ts) goes into the HTTP cache as a
 * low-priority prefetch. Signing in then loads the admin from the cache. The login's own first
 * load is unchanged: nothing starts before it is interactive, and nothing here is evaluated.
 */
const LIST = '/admin-prefetch.json';

export function prefetchAdminWhenIdle(): void {
  const start = () => {
    fetch(new URL(LIST, window.location.href))
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : []))
      .then((urls) => {
        if (!Array.isArray(urls)) return;
        for (const href of urls) {
          if (typeof href !== 'string' || !href.startsWith('/assets/')) continue;
          const link = document.createElement('link');
          link.rel = 'prefetch';
          link.setAttribute('as', 'script');
          // Module scripts are fetched in CORS mode: the prefetch matches it, so the cache serves them.
          link.crossOrigin = 'anonymous';
          link.href = href;
          document.head.append(link);
        }
      })
      .catch(() => undefined); // a missing list (development server) only means no head start
  };
  // Safari has no requestIdleCallback: a short pause after load stands in for it.
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(start, { timeout: 3_000 })
      : setTimeout(start, 500);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
