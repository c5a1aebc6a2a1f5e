import { useCanAccess, useGetIdentity } from 'react-admin';
import type { AdminIdentity } from '../../authProvider/authProvider';
import { missingForResource } from '../../authProvider/access';
import type { Permission } from '../../contracts/permissions';
import type { ResourceSchema } from '../types';

/**
 * Whether a screen's own query may run. react-admin's controllers wait for the access check but
 * start their query whatever it answers (they redirect to Access denied beside it), so a role
 * without the permission would make a refused call and read its error as a toast. Shares the
 * check's cache with react-admin: no second request.
 */
export function useAllowedQuery(resource: string, action: 'list' | 'show' | 'edit'): boolean {
  return useCanAccess({ resource, action }).canAccess === true;
}

/**
 * The same answer as the access check, read at once from the profile the shell already holds:
 * `allowed` is undefined only while the profile loads, `missing` names what the role lacks.
 * react-admin's own check is a query that answers a task later, and a list waits for it (and for
 * the authentication check after it) before asking for its rows: two renders more on every open.
 */
export function useResourceAccess(
  schema: ResourceSchema,
  action: 'list' | 'show' | 'edit',
): { allowed: boolean | undefined; missing: Permission | null } {
  const { identity, isPending } = useGetIdentity();
  if (isPending || !identity) return { allowed: undefined, missing: null };
  const held = (identity as AdminIdentity | undefined)?.permissions;
  // A profile without permissions: a backend without roles, where every screen is open.
  const missing = held ? missingForResource(new Set(held), schema, action) : null;
  return { allowed: missing === null, missing };
}
