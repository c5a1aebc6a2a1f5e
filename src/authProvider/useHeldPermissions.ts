import { useMemo } from 'react';
import { useGetIdentity } from 'react-admin';
import type { RouteRule } from '../contracts/routePermissions';
import { missingPermission } from './access';
import type { AdminIdentity } from './authProvider';

/**
 * The admin's permissions as the shell may use them. Until the profile has answered they are
 * not known, and nothing that depends on them is drawn (not even for a frame: a link a role
 * cannot use must never show). `held` is null for a backend whose profile says nothing of roles
 * (everything is offered; the server still decides), and also when the profile cannot be read:
 * the shell then shows its error, not a menu that never comes.
 */
export type HeldPermissions =
  { known: false } | { known: true; held: ReadonlySet<string> | null; identity?: AdminIdentity };

/** The same object until the profile changes, so what is derived from it can be memoised. */
export function useHeldPermissions(): HeldPermissions {
  const { identity, error } = useGetIdentity();
  return useMemo(() => {
    if (error) return { known: true, held: null };
    if (!identity) return { known: false };
    const admin = identity as AdminIdentity;
    return {
      known: true,
      held: admin.permissions ? new Set(admin.permissions) : null,
      identity: admin,
    };
  }, [identity, error]);
}

/**
 * Whether something that needs `permission` is offered: not until the profile is known, always
 * to a backend whose profile says nothing of roles (the server still decides).
 */
export const holds = (permissions: HeldPermissions, permission?: string): boolean =>
  !permission || (permissions.known && (!permissions.held || permissions.held.has(permission)));

/** As `holds`, for a call's route rule (one permission, or any of several). */
export const allowsRule = (permissions: HeldPermissions, rule?: RouteRule): boolean =>
  !rule ||
  (permissions.known && (!permissions.held || missingPermission(permissions.held, rule) === null));
