import {
  BUILT_IN_ROLES,
  isBuiltInRole,
  isPermission,
  type Permission,
} from '../../src/contracts/permissions.ts';

/**
 * The permissions a role grants: a built-in role's from the code (read-only), a custom role's from
 * its admin_roles row (its stored list, minus any name this version no longer knows). An unknown
 * role grants nothing.
 */
export function permissionsOf(
  role: string,
  customPermissions: readonly string[] | null,
): ReadonlySet<Permission> {
  if (isBuiltInRole(role)) return new Set(BUILT_IN_ROLES[role].permissions);
  return new Set((customPermissions ?? []).filter(isPermission));
}
