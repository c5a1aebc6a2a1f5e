import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../http/envelope.ts';
import { commandRoute } from '../http/commandRoutes.ts';
import { ADMIN_SELECT, changeAdminStatus } from '../admins/activation.ts';
import { requestAdminChange, type AdminChange } from '../admins/adminRequests.ts';
import { ADMIN_CHANGES, updateAdmin } from '../../src/contracts/commands/admins.ts';
import { readRoute } from '../http/readRoutes.ts';
import { adminTeam } from '../../src/contracts/reads/index.ts';

/** The admin team: who is active, who awaits activation, who vouched for whom. */
export const adminsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  readRoute(app, adminTeam, async (db, _input, { adminId }) => {
    const { rows } = await db.query(`${ADMIN_SELECT} ORDER BY a.status = 'pending' DESC, a.email`, [
      adminId,
    ]);
    return rows;
  });

  commandRoute<AdminChange>(app, updateAdmin, async (tx, body, sender) => {
    const asked = ADMIN_CHANGES.filter((key) => key in body);
    if (asked.length !== 1) throw badRequest('Send one of status, role or resetTwoFactor');
    const { adminId, email } = sender;
    const request =
      'status' in body && body.status === 'disabled'
        ? null
        : await requestAdminChange(tx, body, sender);
    const message =
      request?.message ??
      (await changeAdminStatus(tx, {
        id: body._id,
        to: 'disabled',
        reason: body.reason,
        actorId: adminId,
        actorEmail: email,
      }));
    const { rows } = await tx.query(`${ADMIN_SELECT} WHERE a.id = $2`, [adminId, body._id]);
    const record = request ? { ...rows[0], requestId: request.requestId } : rows[0];
    return { message, record, status: request ? 202 : 200 };
  });
};
