import { useCanAccess } from 'react-admin';

/**
 * Whether a screen's own query may run. react-admin's controllers wait for the access check but
 * start their query whatever it answers (they redirect to Access denied beside it), so a role
 * without the permission would make a refused call and read its error as a toast. Shares the
 * check's cache with react-admin: no second request.
 */
export function useAllowedQuery(resource: string, action: 'list' | 'show' | 'edit'): boolean {
  return useCanAccess({ resource, action }).canAccess === true;
}
