import type { Db } from '../db/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import {
  BUILT_IN_ROLES,
  OWNER_ONLY_PERMISSIONS,
  isBuiltInRole,
  isPermission,
} from '../../src/contracts/permissions.ts';
import { iso } from '../routes/records.ts';

type Tx = Pick<Db, 'query'>;

export interface RoleRecord {
  _id: string;
  name: string;
  description: string;
  permissions: string[];
  builtIn: boolean;
  /** Admins holding the role. */
  admins: number;
  updatedAt: string | null;
}

export interface RoleInput {
  name: string;
  description?: string;
  permissions?: string[];
}

interface Actor {
  adminId: string;
  email: string;
}

/** Refuses a role that is neither built in nor composed by an owner. */
export async function requireRole(tx: Tx, role: string): Promise<void> {
  if (isBuiltInRole(role)) return;
  const { rows } = await tx.query('SELECT 1 FROM admin_roles WHERE name = $1', [role]);
  if (!rows.length) throw badRequest(`Unknown role: ${role}`);
}

/** Every role: the built-ins first, in their order, then the custom roles by name. */
export async function listRoles(db: Tx): Promise<RoleRecord[]> {
  const holders = await db.query<{ role: string; n: number }>(
    'SELECT role, count(*)::int AS n FROM admins GROUP BY role',
  );
  const count = (name: string) => holders.rows.find((row) => row.role === name)?.n ?? 0;
  const custom = await db.query<{
    name: string;
    description: string;
    permissions: string[];
    updatedAt: string;
  }>(
    `SELECT name, description, permissions, ${iso('updated_at')} AS "updatedAt" FROM admin_roles ORDER BY name`,
  );
  return [
    ...Object.entries(BUILT_IN_ROLES).map(([name, role]) => ({
      _id: name,
      name,
      description: role.description,
      permissions: [...role.permissions],
      builtIn: true,
      admins: count(name),
      updatedAt: null,
    })),
    ...custom.rows.map((row) => ({
      _id: row.name,
      ...row,
      builtIn: false,
      admins: count(row.name),
    })),
  ];
}

/** The permissions of a custom role: known names, none of the owner's own, at least one. */
function checkedPermissions(permissions: string[]): string[] {
  const unknown = permissions.filter((permission) => !isPermission(permission));
  if (unknown.length) throw badRequest(`Unknown permission: ${unknown.join(', ')}`);
  const ownerOnly = permissions.filter((permission) =>
    (OWNER_ONLY_PERMISSIONS as readonly string[]).includes(permission),
  );
  if (ownerOnly.length)
    throw badRequest(`Only the owner role manages admins and roles: ${ownerOnly.join(', ')}`);
  if (permissions.length === 0) throw badRequest('A role needs at least one permission');
  return [...new Set(permissions)].sort();
}

export async function createRole(tx: Tx, input: RoleInput, actor: Actor): Promise<void> {
  if (isBuiltInRole(input.name)) throw conflict(`${input.name} is a built-in role`);
  const permissions = checkedPermissions(input.permissions ?? []);
  const { rows } = await tx.query(
    `INSERT INTO admin_roles (name, description, permissions) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO NOTHING RETURNING name`,
    [input.name, input.description ?? '', permissions],
  );
  if (!rows.length) throw conflict(`The role ${input.name} already exists`);
  await logAction(tx, {
    description: `Role ${input.name} created by ${actor.email}: ${permissions.join(', ')}`,
    adminId: actor.adminId,
    userId: actor.email,
  });
}

/** A custom role's permissions now and after the edit, refused as the edit itself would be. */
export async function plannedRoleEdit(
  tx: Tx,
  input: RoleInput,
): Promise<{ before: string[]; after: string[] }> {
  if (isBuiltInRole(input.name)) throw forbidden('Built-in roles are read-only');
  const { rows } = await tx.query<{ permissions: string[] }>(
    'SELECT permissions FROM admin_roles WHERE name = $1 FOR UPDATE',
    [input.name],
  );
  if (!rows[0]) throw notFound('Role not found');
  const after = input.permissions ? checkedPermissions(input.permissions) : rows[0].permissions;
  return { before: rows[0].permissions, after };
}

/** True when the edit changes what the role's admins may do (a second admin must approve it). */
export const changesPermissions = ({ before, after }: { before: string[]; after: string[] }) =>
  before.join(',') !== after.join(',');

export async function updateRole(tx: Tx, input: RoleInput, actor: Actor): Promise<void> {
  const { before, after } = await plannedRoleEdit(tx, input);
  await tx.query(
    `UPDATE admin_roles SET description = coalesce($2, description), permissions = $3, updated_at = now()
      WHERE name = $1`,
    [input.name, input.description ?? null, after],
  );
  await logAction(tx, {
    description: `Role ${input.name} changed by ${actor.email}: ${before.join(', ')} → ${after.join(', ')}`,
    adminId: actor.adminId,
    userId: actor.email,
  });
}
