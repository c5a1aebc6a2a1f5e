import { createElement, lazy, type ComponentType } from 'react';

/**
 * A screen loaded on first render from a module's named export: the registry stays eager (menu,
 * routes, titles) while the screen's code, and the libraries only it uses, load on first use.
 * The admin Layout's Suspense shows the loading screen meanwhile.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const screen = await load();
    // React.lazy must resolve to a function or class: a screen that is itself lazy (a resource's
    // own screen, resolved through the lazy engine) is rendered through a plain component.
    if (typeof screen === 'function') return { default: screen };
    return { default: (props: P) => createElement(screen, props) };
  });
}
