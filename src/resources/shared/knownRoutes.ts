import { createContext, useCallback, useContext } from 'react';

/**
 * The paths under /admin that a screen serves (resources and custom pages). AdminApp provides
 * them (`<KnownRoutes value={paths}>`), so a screen deep in the tree can ask "does this link lead
 * anywhere?" without importing the registry that imports it (that import was a cycle). Outside
 * the provider nothing is known, so links are not drawn rather than drawn to a 404.
 */
export const KnownRoutes = createContext<ReadonlySet<string>>(new Set());

/** Whether a path under /admin is served by a registered resource or page (links never 404). */
export function useRouteExists(): (path: string) => boolean {
  const known = useContext(KnownRoutes);
  return useCallback((path: string) => known.has(path), [known]);
}
