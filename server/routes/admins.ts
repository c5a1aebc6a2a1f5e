import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../http/envelope.ts';
import { executeRequestOnce } from '../http/idempotency.ts';
import { requireStepUp } from '../auth/stepUp.ts';
import { ADMIN_SELECT, changeAdminStatus } from '../admins/activation.ts';
import { REASON_MAX_LENGTH } from '../../src/contracts/admins.ts';
import { Id } from './records.ts';
import { RoleName } from './roles.ts';
import { requestAdminChange } from '../admins/adminRequests.ts';
import { auditingRefusals } from '../audit/refusals.ts';

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
          "Body: { _id, status: 'active'|'disabled', reason } or { _id, role, reason } or { _id, resetTwoFactor: true, reason } (a lost authenticator: 2FA off, their sessions end, they set up a new one at their next sign-in). Needs a live 2FA step-up, an Idempotency-Key header and a reason. Disabling applies at once (200) and ends the admin's sessions; activating, re-enabling, a role and a 2FA reset answer 202: a request (GET /admin/approvals) a different, independent admin approves (never the inviter of the admin activated). Nobody changes their own status or role; the last active admin cannot be disabled, and an owner neither disabled nor demoted when fewer than two active owners would remain; a role holds from the admin's next request. result: the admin, as it is now (with the request's requestId when it became one)",
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
    async (request, reply) => {
      const { body } = request;
      const { result } = await auditingRefusals(request, 'admins', body._id, () =>
        executeRequestOnce(app.db, request, 'updateAdmin', async (tx, sender) => {
          const { adminId, email } = sender;
          const asked =
            'status' in body && body.status === 'disabled'
              ? null
              : await requestAdminChange(tx, body, sender);
          const message =
            asked?.message ??
            (await changeAdminStatus(tx, {
              id: body._id,
              to: 'disabled',
              reason: body.reason,
              actorId: adminId,
              actorEmail: email,
            }));
          const { rows } = await tx.query(`${ADMIN_SELECT} WHERE a.id = $2`, [adminId, body._id]);
          const record = asked ? { ...rows[0], requestId: asked.requestId } : rows[0];
          return { message, record, asked: Boolean(asked) };
        }),
      );
      if (result.asked) reply.code(202);
      return ok(result.record, result.message);
    },
  );
};
