import { paths } from '../../config/paths';

/**
 * Where to go after signing in: `location.state.from` (set by the route guard, a router Location
 * or a path string) when it is an admin path, else the dashboard. Never an outside URL.
 */
export function destinationAfterLogin(state: unknown): string {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  let target: string | undefined;
  if (typeof from === 'string') target = from;
  else if (
    from &&
    typeof from === 'object' &&
    typeof (from as { pathname?: unknown }).pathname === 'string'
  ) {
    const { pathname, search, hash } = from as { pathname: string; search?: string; hash?: string };
    target = `${pathname}${search ?? ''}${hash ?? ''}`;
  }
  if (target && target.startsWith(`${paths.admin}/`) && !target.startsWith('//')) return target;
  if (target === paths.admin) return paths.dashboard;
  return paths.dashboard;
}

/** An information message handed over by the previous page (e.g. "password reset"). */
export function messageFromState(state: unknown): string | undefined {
  const message = (state as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
