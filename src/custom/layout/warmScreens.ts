import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { catalogEntry, loadResource } from '../../resources/catalog';
import { loadSchemaProvider } from '../../resources/catalogDataProvider';
import { preloadList } from '../../resources/lazyScreens';
import { prefetchFirstPage } from '../../resources/shared/firstPage';
import type { MenuModel } from './menuModel';

/** Starts loading the list screen behind a menu path (a resource's), once; others are ignored. */
export function warmScreen(path: string): Promise<void> {
  const entry = catalogEntry(path);
  if (!entry) return Promise.resolve();
  // The provider behind its calls too (catalogDataProvider.ts loads it with a resource's first call).
  return Promise.all([preloadList(entry), loadSchemaProvider()]).then(
    () => undefined,
    () => undefined,
  );
}

/** After `ms`, once the browser is idle (no deadline: a busy page is never pushed). */
const whenIdle = (ms: number, run: () => void): (() => void) => {
  let handle: number | undefined;
  const timer = setTimeout(() => {
    // Safari has no requestIdleCallback: the pause alone stands in for it.
    if (typeof window.requestIdleCallback !== 'function') run();
    else handle = window.requestIdleCallback(run);
  }, ms);
  return () => {
    clearTimeout(timer);
    if (handle !== undefined) window.cancelIdleCallback(handle);
  };
};

/**
 * Once the first screen has settled, the code of every list in the menu loads while the browser
 * is idle, one screen at a time, so a menu click renders its grid without waiting on a download
 * or a compile. Never while the admin's own requests are under way: a screen being opened keeps
 * the connections and the main thread. The first screens in the menu go first; what a role
 * cannot open is not offered.
 */
export function useWarmMenuScreens(model: MenuModel): void {
  const queryClient = useQueryClient();
  // By value: the role's menu is built again on every render.
  const joined = [...model.top, ...model.groups.flatMap((group) => group.items)]
    .map((item) => item.path)
    .join('\n');
  useEffect(() => {
    const paths = joined.split('\n');
    let cancel = () => {};
    let stopped = false;
    const busy = () => queryClient.isFetching() > 0 || queryClient.isMutating() > 0;
    const next = (index: number, wait: number) => {
      if (stopped || index >= paths.length) return;
      cancel = whenIdle(wait, () => {
        if (busy()) return next(index, 500);
        void warmScreen(paths[index]).then(() => next(index + 1, 50));
      });
    };
    next(0, 1_000);
    return () => {
      stopped = true;
      cancel();
    };
  }, [joined, queryClient]);
}

/**
 * A menu entry pressed (pointer down, or Enter on it): its grid's first page is asked for at once,
 * beside the screen's render, instead of once the screen has mounted and checked access.
 */
export function useOpenEntry(): (path: string) => void {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  return useCallback(
    (path: string) => {
      const entry = catalogEntry(path);
      if (!entry) return;
      // Its schema is here once the screen was warmed: then the request leaves in a microtask.
      loadResource(entry).then(
        ({ schema }) => prefetchFirstPage(queryClient, dataProvider, schema),
        () => undefined, // the screen's own load reports a failure
      );
      void warmScreen(path);
    },
    [queryClient, dataProvider],
  );
}
