import { createElement, type ComponentType } from 'react';

/** A screen whose code loads on first render, or earlier through `preload()`. */
export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Starts loading the screen's code (once); resolves when it can render without waiting. */
  preload: () => Promise<void>;
};

/**
 * A screen loaded on first render from a module's named export: the registry stays eager (menu,
 * routes, titles) while the screen's code, and the libraries only it uses, load on first use.
 * The admin Layout's Suspense shows the loading screen meanwhile.
 *
 * Unlike React.lazy, a screen whose code is already here (preloaded at boot, or visited before)
 * renders at once instead of suspending for a microtask: a suspension shows the fallback, and
 * React then holds the screen back until 300 ms after that fallback appeared.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  const start = () =>
    (loading ??= load().then(
      (screen) => (loaded = screen),
      (error: unknown) => {
        failure = { error };
        throw error;
      },
    ));

  function Screen(props: P) {
    // A screen that is itself lazy (a resource's own screen, resolved through the lazy engine) is
    // a valid element type too.
    if (loaded) return createElement(loaded, props);
    // Like React.lazy: a failed load goes to the error boundary, a pending one to Suspense.
    if (failure) throw failure.error;
    throw start();
  }
  return Object.assign(Screen, {
    preload: () => start().then(() => preloadInner(loaded)),
  });
}

/** A screen that resolved to another lazy screen is ready once that one is loaded too. */
function preloadInner(screen: unknown): Promise<void> | undefined {
  const inner = screen as Partial<LazyScreen<object>> | null;
  return typeof inner?.preload === 'function' ? inner.preload() : undefined;
}
