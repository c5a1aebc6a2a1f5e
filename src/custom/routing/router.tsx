import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
} from 'react';
import { loadAsDocument } from './documentNavigation';

/**
 * A tiny history router for the code that loads before sign-in (App's route table, the public
 * auth pages, the 404 and the guards). react-router plus react-dom already weigh more than the
 * login page's 80 kB gzip budget once react-admin's use of react-router shares its chunk, so
 * react-router loads with the admin only (AdminApp has its own BrowserRouter).
 *
 * Same names and meanings as react-router (`useLocation`, `useNavigate`, `useSearchParams`,
 * `Link`, `Navigate`), and the same `history.state` shape (`{ usr, key, idx }`), so state passed
 * by one router (e.g. `from` on the way to /login) is read by the other. Both routers see every
 * navigation: pushState/replaceState are observed, back/forward arrive as popstate.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** The state given to navigate() / <Navigate state> / <Link state>. */
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

const CHANGE = 'app:locationchange';
let patched = false;
let snapshot: Location | null = null;

/** Makes pushState / replaceState (ours and react-router's) announce themselves. */
function observeHistory() {
  if (patched || typeof window === 'undefined') return;
  patched = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method];
    window.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      window.dispatchEvent(new Event(CHANGE));
      return result;
    };
  }
}
observeHistory();

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const raw = window.history.state as { usr?: unknown; key?: string } | null;
  const state = raw?.usr ?? null;
  const key = raw?.key ?? 'default';
  const last = snapshot;
  if (
    last &&
    last.pathname === pathname &&
    last.search === search &&
    last.hash === hash &&
    last.key === key &&
    last.state === state
  ) {
    return last;
  }
  snapshot = { pathname, search, hash, state, key };
  return snapshot;
}

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, readLocation, readLocation);
}

const readPathname = () => window.location.pathname;

/**
 * The current path alone, for what picks a screen by its path (App): it does not render again
 * when a list writes its search into the URL (wholeListParams.tsx), which re-rendered the whole
 * admin, some 2 600 components, 300 ms after every search, sort or page.
 */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, readPathname, readPathname);
}

/** Navigates like react-router's navigate(): a path (absolute or relative to the current one) or a history delta. */
export function navigate(to: string | number, options: NavigateOptions = {}) {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const url = new URL(to, window.location.href);
  if (loadAsDocument(url, Boolean(options.replace))) return;
  const current = window.history.state as { idx?: number } | null;
  const idx = (current?.idx ?? 0) + (options.replace ? 0 : 1);
  const state = { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10), idx };
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (options.replace) window.history.replaceState(state, '', target);
  else window.history.pushState(state, '', target);
}

export function useNavigate() {
  return useCallback((to: string | number, options?: NavigateOptions) => navigate(to, options), []);
}

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void,
] {
  const { search, pathname } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
      const qs = new URLSearchParams(next).toString();
      navigate(`${pathname}${qs ? `?${qs}` : ''}`, options);
    },
    [pathname],
  );
  return [params, setParams];
}

/** Redirects on render (in a layout effect, so nothing flashes). */
export function Navigate({
  to,
  replace,
  state,
}: {
  to: string;
  replace?: boolean;
  state?: unknown;
}) {
  useLayoutEffect(() => {
    navigate(to, { replace, state });
  }, [to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

/** An <a href> that navigates in-app on a plain left click (modified clicks open as usual). */
export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return (
    <a href={to} target={target} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}

/**
 * Whether `pattern` matches `pathname`: exact paths (a trailing slash is ignored, case-insensitive
 * like react-router), `/prefix/*` for a path and everything under it, and `*` for anything.
 */
export function matchPath(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  const path = norm(pathname);
  if (pattern.endsWith('/*')) {
    const base = norm(pattern.slice(0, -2));
    return path === base || path.startsWith(`${base}/`);
  }
  return path === norm(pattern);
}
