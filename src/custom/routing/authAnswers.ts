import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
import { queryKeys } from '../../dataProvider/queryKeys';

/**
 * The checks react-admin makes as the admin and a grid mount, asked before they mount, under the
 * keys it reads (queryKeys.authCheck, queryKeys.listAccess). Its hooks then find them answered:
 * without that, the shell's first render is a loading page and the grid's first render its
 * loading state, one render each (~100 ms each on this machine), spent waiting on promises that
 * would settle at once. Each check is still the authProvider's own; the server decides each call.
 */

/** The sign-in check (a token is held), as CoreAdminRoutes asks it with `requireAuth`. */
export function askAuthCheck(queryClient: QueryClient, authProvider: AuthProvider): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: queryKeys.authCheck,
    queryFn: async ({ signal }) => {
      await authProvider.checkAuth({ signal });
      return true;
    },
  });
}

/**
 * The role's permissions, as CoreAdminRoutes asks them (usePermissions) before it builds its route
 * table and registers the resources: answered after the shell's first render, they rebuilt the
 * table and re-registered every resource, two more renders of the whole admin, after the grid's
 * rows were committed and before they were painted.
 */
export function askPermissions(
  queryClient: QueryClient,
  authProvider: AuthProvider,
): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: queryKeys.permissions,
    // usePermissions' own answer: none without getPermissions, null for an empty one.
    queryFn: async () =>
      authProvider.getPermissions ? ((await authProvider.getPermissions({})) ?? null) : [],
  });
}

/** May the admin's role read this resource's list: the grid's own check, asked before it mounts. */
export function askListAccess(
  queryClient: QueryClient,
  authProvider: AuthProvider,
  resource: string,
): Promise<boolean> {
  return queryClient.fetchQuery({
    queryKey: queryKeys.listAccess(resource),
    queryFn: () => authProvider.canAccess?.({ action: 'list', resource }) ?? true,
  });
}
