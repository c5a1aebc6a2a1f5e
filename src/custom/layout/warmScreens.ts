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

const whenIdle = (run: () => void): (() => void) => {
  // Safari has no requestIdleCallback: a short pause stands in for it.
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout: 2_000 });
  return () => window.cancelIdleCallback(handle);
};

/**
 * Once the first screen has settled, the code of every list in the menu loads while the browser
 * is idle, one screen at a time, so a menu click renders its grid without waiting on a download
 * or a compile. The first screens in the menu go first; what a role cannot open is not offered.
 */
export function useWarmMenuScreens(model: MenuModel): void {
  // By value: the role's menu is built again on every render.
  const joined = [...model.top, ...model.groups.flatMap((group) => group.items)]
    .map((item) => item.path)
    .join('\n');
  useEffect(() => {
    const paths = joined.split('\n');
    let cancel = () => {};
    let stopped = false;
    const next = (index: number) => {
      if (stopped || index >= paths.length) return;
      cancel = whenIdle(() => void warmScreen(paths[index]).then(() => next(index + 1)));
    };
    next(0);
    return () => {
      stopped = true;
      cancel();
    };
  }, [joined]);
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
