import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../http/envelope.ts';
import { executeRequestOnce } from '../http/idempotency.ts';
import { requireStepUp } from '../auth/stepUp.ts';
import { ADMIN_SELECT, changeAdminStatus } from '../admins/activation.ts';
import { REASON_MAX_LENGTH } from '../../src/contracts/admins.ts';
import { Id } from './records.ts';
import { changeAdminRole } from '../admins/roleChange.ts';
import { RoleName } from './roles.ts';
import { resetAdminTwoFactor } from '../admins/twoFactorReset.ts';

const Reason = Type.String({ maxLength: REASON_MAX_LENGTH + 100 });

const tags = ['Admins'];

/** The admin team: who is active, who awaits activation, who vouched for whom. */
export const adminsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/admins',
    {
      schema: {
        tags,
        summary: 'Every admin, awaiting activation first, then by email',
        description:
          "result: [{ _id, email, status: 'pending'|'active'|'disabled', twoFactor, self (the asking admin), invitedBy|null, activatedBy|null, activatedAt|null, createdAt, lastSignInAt|null }]",
      },
    },
    async (request) => {
      const { rows } = await app.db.query(
        `${ADMIN_SELECT} ORDER BY a.status = 'pending' DESC, a.email`,
        [request.session.adminId],
      );
      return ok(rows);
    },
  );

  app.put(
    '/admin/admins',
    {
      preHandler: requireStepUp,
      schema: {
        tags,
        summary:
          "Activate, disable or re-enable another admin's account, change their role, or reset their 2FA",
        description:
          "Body: { _id, status: 'active'|'disabled', reason } or { _id, role, reason } or { _id, resetTwoFactor: true, reason } (a lost authenticator: 2FA off, their sessions end, they set up a new one at their next sign-in). Needs a live 2FA step-up, an Idempotency-Key header and a reason. The inviter cannot activate their own invitee while another active admin exists; nobody changes their own status or role; the last active admin cannot be disabled, the last active owner neither disabled nor demoted; disabling ends the admin's sessions; a role holds from the admin's next request. result: the admin",
        body: Type.Union([
          Type.Object(
            {
              _id: Id,
              status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
              reason: Reason,
            },
            { additionalProperties: false },
          ),
          Type.Object({ _id: Id, role: RoleName, reason: Reason }, { additionalProperties: false }),
          Type.Object(
            { _id: Id, resetTwoFactor: Type.Literal(true), reason: Reason },
            { additionalProperties: false },
          ),
        ]),
      },
    },
    async (request) => {
      const { body } = request;
      const { result } = await executeRequestOnce(
        app.db,
        request,
        'updateAdmin',
        async (tx, { adminId, email }) => {
          const actor = { actorId: adminId, actorEmail: email };
          const change = { id: body._id, reason: body.reason, ...actor };
          const message =
            'role' in body
              ? await changeAdminRole(tx, { ...change, role: body.role })
              : 'resetTwoFactor' in body
                ? await resetAdminTwoFactor(tx, change)
                : await changeAdminStatus(tx, { ...change, to: body.status });
          const { rows } = await tx.query(`${ADMIN_SELECT} WHERE a.id = $2`, [adminId, body._id]);
          return { message, record: rows[0] };
        },
      );
      return ok(result.record, result.message);
    },
  );
};
