import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  useAuthProvider,
  useDataProvider,
  useStoreContext,
  type DataProvider,
  type Store,
} from 'react-admin';
import type { ExchangeDataProvider } from '../../dataProvider';
import { catalogEntry, loadListResource, type CatalogEntry } from '../../resources/catalog';
import { adminPages } from '../registry';
import { askListAccess } from '../routing/authAnswers';
import { loadSchemaProvider } from '../../resources/catalogDataProvider';
import { preloadList } from '../../resources/lazyScreens';
import {
  listParamsKey,
  openedListParams,
  prefetchFirstPage,
  type StoredListParams,
} from '../../resources/shared/firstPage';

/** The custom page behind a menu path, when no resource is. */
const adminPageAt = (path: string) => adminPages.find((page) => page.path === path);

/** Starts loading the screen behind a menu path (a resource's list, or a custom page), once. */
export function warmScreen(path: string): Promise<void> {
  const entry = catalogEntry(path);
  if (!entry)
    return (adminPageAt(path)?.preload?.() ?? Promise.resolve()).catch(
      () => undefined, // the screen's own load reports a failure
    );
  // The provider behind its calls too (catalogDataProvider.ts loads it with a resource's first call).
  return Promise.all([preloadList(entry), loadSchemaProvider()]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Asks for the first page a grid opened now will show: the URL's parameters (`search`), else
 * where the admin left it. A menu press and a list URL opened in the browser both ask it.
 */
export function askFirstPage(
  entry: CatalogEntry,
  search: string,
  {
    queryClient,
    dataProvider,
    store,
  }: { queryClient: QueryClient; dataProvider: DataProvider; store: Store },
): Promise<void> {
  const params = openedListParams(
    search,
    store.getItem<StoredListParams>(listParamsKey(entry.name)),
  );
  // Its schema is here once the screen was warmed: then the request leaves in a microtask.
  return loadListResource(entry).then(({ schema }) =>
    prefetchFirstPage(queryClient, dataProvider, schema, params),
  );
}

/**
 * A menu entry pressed (pointer down, or Enter on it): its grid's first page is asked for at once,
 * beside the screen's render, instead of once the screen has mounted and checked access.
 */
export function useOpenEntry(): (path: string) => void {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const store = useStoreContext();
  const authProvider = useAuthProvider();
  return useCallback(
    (path: string) => {
      void warmScreen(path);
      const entry = catalogEntry(path);
      if (!entry) {
        // A custom page asks for its own first calls; the screen reports a failure.
        adminPageAt(path)
          ?.open?.(queryClient, dataProvider)
          .catch(() => undefined);
        return;
      }
      // The grid's access check, so it renders with its rows, not a render waiting on it; the
      // menu offers only lists the role may read, so the page is asked beside it.
      if (authProvider) askListAccess(queryClient, authProvider, entry.name).catch(() => undefined);
      // The page the grid will show: where the admin left it, if they changed it.
      askFirstPage(entry, '', { queryClient, dataProvider, store }).catch(
        () => undefined, // the screen's own load reports a failure
      );
    },
    [queryClient, dataProvider, store, authProvider],
  );
}
