import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { useHeldPermissions } from '../../authProvider/useHeldPermissions';
import type { Permission } from '../../contracts/permissions';
import { AccessDenied } from './notices';

/**
 * A custom screen's guard: a screen that needs a permission the admin's role lacks says so
 * (on its own URL) instead of failing call by call. Without a permission (the admin's own
 * account pages) it always shows. Until the profile is known the screen waits, so a role never
 * sees, even for a moment, a screen it cannot use.
 */
export function PageAccess({
  permission,
  children,
}: {
  permission?: Permission;
  children: ReactNode;
}) {
  const permissions = useHeldPermissions();
  if (!permission) return <>{children}</>;
  if (!permissions.known) return <Loading />;
  if (permissions.held && !permissions.held.has(permission))
    return <AccessDenied permission={permission} />;
  return <>{children}</>;
}
