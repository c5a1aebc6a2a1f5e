import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../http/envelope.ts';
import { requireStepUp } from '../auth/stepUp.ts';
import {
  changesPermissions,
  createRole,
  listRoles,
  plannedRoleEdit,
  updateRole,
} from '../admins/roles.ts';
import { requestChange } from '../admins/requests.ts';
import { REASON_MAX_LENGTH } from '../../src/contracts/admins.ts';
import { ALL_PERMISSIONS, ROLE_NAME_PATTERN } from '../../src/contracts/permissions.ts';

/** A role's name as the API takes it (a built-in or a custom role). */
export const RoleName = Type.String({ pattern: ROLE_NAME_PATTERN });

const tags = ['Admins'];

const RoleBody = Type.Object(
  {
    name: RoleName,
    description: Type.Optional(Type.String({ maxLength: 200 })),
    permissions: Type.Optional(
      Type.Array(Type.String({ maxLength: 60 }), { maxItems: ALL_PERMISSIONS.length }),
    ),
    /** Why: required when an edit changes the permissions (it becomes a request). */
    reason: Type.Optional(Type.String({ maxLength: REASON_MAX_LENGTH + 100 })),
  },
  { additionalProperties: false },
);

const changeDescription =
  "Needs a live 2FA step-up (a role decides what its admins may do). Built-in roles are read-only; a custom role cannot hold admins:manage or roles:manage (the owner's). Takes effect on its admins' next request. result: the role, as GET lists it";

/** Roles: the built-in ones (read-only) and the custom ones an owner composes from permissions. */
export const rolesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const roleNamed = async (name: string) =>
    (await listRoles(app.db)).find((role) => role.name === name);

  app.get(
    '/admin/roles',
    {
      schema: {
        tags,
        summary: 'Every role with its permissions and how many admins hold it',
        description:
          'result: [{ _id (the name), name, description, permissions, builtIn, admins, updatedAt|null }], built-in roles first',
      },
    },
    async () => ok(await listRoles(app.db)),
  );

  app.post(
    '/admin/roles',
    {
      preHandler: requireStepUp,
      schema: {
        tags,
        summary: 'Create a custom role',
        description: changeDescription,
        body: RoleBody,
      },
    },
    async (request) => {
      await app.db.transaction((tx) => createRole(tx, request.body, request.session));
      return ok(await roleNamed(request.body.name), `Role ${request.body.name} created`);
    },
  );

  app.put(
    '/admin/roles',
    {
      preHandler: requireStepUp,
      schema: {
        tags,
        summary: 'Edit a custom role',
        description: `${changeDescription} A change of its permissions, with a reason, answers 202: a request (GET /admin/approvals) a different admin approves; a description alone applies at once.`,
        body: RoleBody,
      },
    },
    async (request, reply) => {
      const { reason = '', ...input } = request.body;
      const sent = await app.db.transaction(async (tx) => {
        const planned = await plannedRoleEdit(tx, input);
        if (!changesPermissions(planned)) {
          await updateRole(tx, input, request.session);
          return null;
        }
        return requestChange(tx, {
          kind: 'role.update',
          target: input.name,
          summary: `permissions ${planned.before.join(', ')} → ${planned.after.join(', ')}`,
          payload: input,
          reason,
          requester: request.session,
        });
      });
      const role = await roleNamed(input.name);
      if (!sent) return ok(role, `Role ${input.name} updated`);
      reply.code(202);
      return ok({ ...role, requestId: sent.requestId }, sent.message);
    },
  );
};
