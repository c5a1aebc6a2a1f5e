import { useSyncExternalStore } from 'react';

/**
 * Paths the running page does not render, loaded as a new document instead of in-app. The public
 * entry (auth.html, on Preact) has no admin: /admin is index.html's (React). navigate() asks here
 * first, so the address bar changes only when the admin's page arrives and history keeps one entry
 * per document. Until then the page says it is loading (no form to submit twice).
 */
type DocumentLoader = (href: string, replace: boolean) => void;
const browserLoad: DocumentLoader = (href, replace) =>
  replace ? window.location.replace(href) : window.location.assign(href);

let foreign: (pathname: string) => boolean = () => false;
let load = browserLoad;
let leaving = false;
const listeners = new Set<() => void>();
const announce = () => listeners.forEach((listener) => listener());

/** `loader` is the browser's location.assign/replace; a test can watch it instead (jsdom loads nothing). */
export function setDocumentRoutes(
  predicate: (pathname: string) => boolean,
  loader: DocumentLoader = browserLoad,
) {
  foreign = predicate;
  load = loader;
}

/** Loads `url` as a new document when this page does not serve it; false: navigate in-app. */
export function loadAsDocument(url: URL, replace: boolean): boolean {
  if (!foreign(url.pathname)) return false;
  leaving = true;
  announce();
  load(url.href, replace);
  return true;
}

// Back to this page from the browser's back/forward cache: it is not leaving any more.
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && leaving) {
      leaving = false;
      announce();
    }
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isLeaving = () => leaving;

/** True once navigate() has sent the browser to another document that is still loading. */
export function useLeavingPage(): boolean {
  return useSyncExternalStore(subscribe, isLeaving, isLeaving);
}
