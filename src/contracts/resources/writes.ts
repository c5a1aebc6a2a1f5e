import type { Permission } from '../permissions';
import type { PagedListContract, RecordWrites, WriteRoute, WriteVerb } from './types';

/**
 * Where each write of a contract is called, read by the server (which mounts it) and the admin
 * (which calls it) alike. Without a declared route a verb takes the REST default at `path`.
 */
export function writeRoute(writes: RecordWrites, verb: WriteVerb): WriteRoute {
  const declared = writes.routes?.[verb];
  if (declared) return declared;
  if (!writes.path) throw new Error(`${writes.recordName}: no path and no route for ${verb}`);
  if (verb === 'create') return { method: 'POST', path: writes.path };
  if (verb === 'update') return { method: 'PUT', path: writes.path };
  return { method: 'DELETE', path: `${writes.path}/:id` };
}

/** The record's id travels in the path (`…/:id`), else as `_id` in the body. */
export const idInPath = (route: WriteRoute) => route.path.endsWith('/:id');

/** The permission a write of the contract needs: its own, else the contract's `write`. */
export const permissionOf = (contract: PagedListContract, verb: WriteVerb) =>
  contract.permissions?.[verb] ?? contract.permissions?.write;

/** A route's key in the route tables: 'PUT /admin/supportCategory'. */
export const routeKeyOf = ({ method, path }: { method: string; path: string }) =>
  `${method} ${path}`;

/**
 * The permission of every route a contract declares with its `permissions`: its list and its
 * writes. Views of one endpoint must agree; a write without a permission refuses to load.
 */
export function contractRoutePermissions(
  contracts: readonly PagedListContract[],
): Record<string, Permission> {
  const table: Record<string, Permission> = {};
  const add = (key: string, permission: Permission | undefined, name: string) => {
    if (!permission) throw new Error(`${name}: ${key} has no permission in its contract`);
    if (table[key] && table[key] !== permission)
      throw new Error(`${name}: ${key} needs ${table[key]} in another contract`);
    table[key] = permission;
  };
  for (const contract of contracts) {
    const { name, endpoint, writes, permissions } = contract;
    if (!permissions) continue;
    add(routeKeyOf(endpoint), permissions.read, name);
    for (const verb of writes?.verbs ?? [])
      add(routeKeyOf(writeRoute(writes!, verb)), permissionOf(contract, verb), name);
  }
  return table;
}
