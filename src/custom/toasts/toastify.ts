import { useSyncExternalStore } from 'react';

type Toastify = typeof import('react-toastify');

/**
 * react-toastify loads with the first toast, not with the admin: most screens open without one,
 * and the library (~10 kB gzip) would otherwise be part of every first load.
 */
let toastify: Toastify | null = null;
let loading: Promise<Toastify> | null = null;
const listeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  return (loading ??= import('react-toastify').then((lib) => {
    toastify = lib;
    listeners.forEach((listener) => listener());
    return lib;
  }));
}

export const isToastifyLoaded = () => toastify !== null;

/** Runs `run` now when the library is here, else once it has loaded (calls keep their order). */
export function withToastify(run: (lib: Toastify) => void): void {
  if (toastify) run(toastify);
  else void loadToastify().then(run);
}

/** `read`'s answer when the library is here, else `fallback` (no toast can exist before it). */
export function withToastifyNow<T>(read: (lib: Toastify) => T, fallback: T): T {
  return toastify ? read(toastify) : fallback;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The library once loaded (the toast container renders then), else null. */
export const useToastify = (): Toastify | null =>
  useSyncExternalStore(
    subscribe,
    () => toastify,
    () => null,
  );
