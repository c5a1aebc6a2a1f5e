import { allContracts } from './resources/index';
import { contractRoutePermissions } from './resources/writes';
import { ROUTE_PERMISSIONS, type RouteRule } from './routePermissions';

/**
 * Every route's rule, as the server enforces it and the admin reads it: the hand-written table
 * (routes no contract declares) and the lines derived from the contracts' `permissions`. A route
 * in both is a fact written twice: refused at load.
 */
function merged(): Record<string, RouteRule> {
  const derived = contractRoutePermissions(allContracts);
  const twice = Object.keys(derived).filter((key) => key in ROUTE_PERMISSIONS);
  if (twice.length)
    throw new Error(`${twice.join(', ')}: derived from a contract, remove from ROUTE_PERMISSIONS`);
  return { ...ROUTE_PERMISSIONS, ...derived };
}

export const ROUTE_RULES: Record<string, RouteRule> = merged();
