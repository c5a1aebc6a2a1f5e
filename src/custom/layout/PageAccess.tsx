import type { ReactNode } from 'react';
import { useGetIdentity } from 'react-admin';
import type { AdminIdentity } from '../../authProvider/authProvider';
import type { Permission } from '../../contracts/permissions';
import { AccessDenied } from './notices';

/**
 * A custom screen's guard: a screen that needs a permission the admin's role lacks says so
 * (on its own URL) instead of failing call by call. Without a permission (the admin's own
 * account pages) it always shows. Until the profile is known the screen shows: the server
 * refuses what is not allowed anyway.
 */
export function PageAccess({
  permission,
  children,
}: {
  permission?: Permission;
  children: ReactNode;
}) {
  const { identity } = useGetIdentity();
  const held = (identity as AdminIdentity | undefined)?.permissions;
  if (permission && held && !held.includes(permission))
    return <AccessDenied permission={permission} />;
  return <>{children}</>;
}
