import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded when it is first shown, and the loader that starts it sooner: a menu entry
 * pointed at, focused or pressed (warmScreens.ts) fetches its code while the click completes.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return { component: lazy(load), preload: () => load().then(() => undefined) };
}
