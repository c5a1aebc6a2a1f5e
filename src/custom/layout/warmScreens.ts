import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { catalogEntry, loadResource } from '../../resources/catalog';
import { loadSchemaProvider } from '../../resources/catalogDataProvider';
import { preloadList } from '../../resources/lazyScreens';
import { prefetchFirstPage } from '../../resources/shared/firstPage';

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
