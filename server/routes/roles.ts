import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../http/envelope.ts';
import { requireStepUp } from '../auth/stepUp.ts';
import { createRole, listRoles, updateRole } from '../admins/roles.ts';
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
        description: changeDescription,
        body: RoleBody,
      },
    },
    async (request) => {
      await app.db.transaction((tx) => updateRole(tx, request.body, request.session));
      return ok(await roleNamed(request.body.name), `Role ${request.body.name} updated`);
    },
  );
};
