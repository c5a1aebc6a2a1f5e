import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../db/index.ts';
import { commandRoute } from '../http/commandRoutes.ts';
import { readRoute } from '../http/readRoutes.ts';
import {
  changesPermissions,
  createRole,
  listRoles,
  plannedRoleEdit,
  updateRole,
} from '../admins/roles.ts';
import { requestChange } from '../admins/requests.ts';
import { ROLE_NAME_PATTERN } from '../../src/contracts/permissions.ts';
import { roles } from '../../src/contracts/reads/roles.ts';
import {
  createRole as createRoleCommand,
  updateRole as updateRoleCommand,
} from '../../src/contracts/commands/roles.ts';

type Tx = Pick<Db, 'query'>;

/** A role's name as the API takes it (a built-in or a custom role). */
export const RoleName = Type.String({ pattern: ROLE_NAME_PATTERN });

type RoleBody = { name: string; description?: string; permissions?: string[]; reason?: string };

/** Roles: the built-in ones (read-only) and the custom ones an owner composes from permissions. */
export const rolesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const roleNamed = async (db: Tx, name: string) =>
    (await listRoles(db)).find((role) => role.name === name);

  readRoute(app, roles, (db) => listRoles(db));

  commandRoute<RoleBody>(
    app,
    createRoleCommand,
    async (tx, { reason: _, ...input }, { request }) => {
      await createRole(tx, input, request.session);
      return { record: await roleNamed(tx, input.name), message: `Role ${input.name} created` };
    },
  );

  commandRoute<RoleBody>(app, updateRoleCommand, async (tx, body, { request }) => {
    const { reason = '', ...input } = body;
    const planned = await plannedRoleEdit(tx, input);
    if (!changesPermissions(planned)) {
      await updateRole(tx, input, request.session);
      return { record: await roleNamed(tx, input.name), message: `Role ${input.name} updated` };
    }
    const sent = await requestChange(tx, {
      kind: 'role.update',
      target: input.name,
      summary: `permissions ${planned.before.join(', ')} → ${planned.after.join(', ')}`,
      payload: input,
      reason,
      requester: request.session,
    });
    const role = await roleNamed(tx, input.name);
    return { record: { ...role, requestId: sent.requestId }, message: sent.message, status: 202 };
  });
};
