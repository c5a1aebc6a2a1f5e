import { PERMISSIONS, type Permission } from '../contracts/permissions';
import type { RouteRule } from '../contracts/routePermissions';
import { ROUTE_RULES } from '../contracts/routeRules';
import type { EndpointCall, ResourceSchema } from '../resources/types';

/**
 * What the admin's role allows, read from the same facts the server enforces: each screen and
 * action names the API call it makes, and the route table says which permission that call needs.
 * The browser only hides what would be refused; the server is the lock.
 */

/** A route key's path as a pattern: `/admin/ticketMessage/:id` matches `/admin/ticketMessage/42`. */
const patterns = Object.keys(ROUTE_RULES).map((key) => {
  const [method, path] = key.split(' ');
  const pattern = new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
  return { method, pattern, rule: ROUTE_RULES[key] };
});

export function ruleForCall(method: string, path: string): RouteRule | undefined {
  return patterns.find((entry) => entry.method === method && entry.pattern.test(path))?.rule;
}

/** The first permission the call needs and the admin lacks, or null when it is allowed. */
export function missingPermission(
  held: ReadonlySet<string>,
  rule: RouteRule | undefined,
  body?: unknown,
): Permission | null {
  // A call the table does not know is about the admin's own account (profile, 2FA, sessions).
  if (!rule) return null;
  if (typeof rule === 'string') return held.has(rule) ? null : rule;
  // A move chosen by the body (approve or reject a withdrawal) needs that move's permission.
  if (body && typeof body === 'object')
    return rule.needs(body as Record<string, unknown>).find((p) => !held.has(p)) ?? null;
  return rule.anyOf.some((permission) => held.has(permission)) ? null : rule.anyOf[0];
}

/** The call a screen or action makes, with placeholder parameters where its path needs them. */
function callOf<P>(
  endpoint: EndpointCall<P>,
  params: P,
): { method: string; path: string; body?: unknown } {
  const path = typeof endpoint.path === 'function' ? endpoint.path(params) : endpoint.path;
  let body: unknown;
  try {
    body = endpoint.body?.(params);
  } catch {
    body = undefined; // a body builder that needs a real record: judge by the route alone
  }
  return { method: endpoint.method, path, body };
}

const PLACEHOLDER = { id: '0', _id: '0' };

/** The checks that read the list's call: a resource's list, one record, the CSV export. */
export const LIST_READS: readonly string[] = ['list', 'show', 'export'];

/**
 * The permission a react-admin access check needs: `list`, `show` and `export` read the list's
 * call; `create`, `edit` and `delete` their calls; any other action is a declared action's name.
 */
export function missingForResource(
  held: ReadonlySet<string>,
  schema: ResourceSchema,
  action: string,
  record?: Record<string, unknown>,
): Permission | null {
  const check = <P>(endpoint: EndpointCall<P> | undefined, params: P, withBody = false) => {
    if (!endpoint) return null;
    const call = callOf(endpoint, params);
    return missingPermission(
      held,
      ruleForCall(call.method, call.path),
      withBody ? call.body : undefined,
    );
  };
  const target = { ...PLACEHOLDER, ...record };
  if (LIST_READS.includes(action)) return check(schema.list, {} as Record<string, never>);
  switch (action) {
    case 'create':
      return check(schema.create, { data: {} });
    case 'edit':
      return check(schema.update, { id: String(target.id), data: {}, previousData: target });
    case 'delete':
      return check(schema.delete, { id: String(target.id) });
    default: {
      const declared = schema.actions?.find((candidate) => candidate.name === action);
      if (!declared) return null;
      if (declared.endpoint === 'delete') return check(schema.delete, { id: String(target.id) });
      return check(declared.endpoint, { record: target, values: {} }, Boolean(record));
    }
  }
}

export const permissionSentence = (permission: Permission) => PERMISSIONS[permission];

let denied: Permission | null = null;

/** The permission the last refused access check lacked: the Access denied screen names it. */
export const lastDenial = (): Permission | null => denied;

/** Whether an access check passes; a refusal is remembered for the Access denied screen. */
export function accessAllowed(missing: Permission | null): boolean {
  if (missing) denied = missing;
  return missing === null;
}

export interface AccessCheck {
  resource?: string;
  action: string;
  record?: Record<string, unknown>;
}

/**
 * react-admin's `authProvider.canAccess`, over the resources' schemas and the admin's permissions
 * (from the profile). A resource it does not know is not the role's business: allowed.
 */
export function canAccessFor(
  schemas: readonly ResourceSchema[],
  held: () => Promise<ReadonlySet<string> | undefined>,
) {
  return async ({ resource, action, record }: AccessCheck): Promise<boolean> => {
    const schema = schemas.find((candidate) => candidate.name === resource);
    const permissions = await held();
    // No schema: not the role's business; no permissions in the profile: a backend without roles.
    if (!schema || !permissions) return true;
    return accessAllowed(missingForResource(permissions, schema, action, record));
  };
}
