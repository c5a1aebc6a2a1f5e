import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, ok, EnvelopeSchema } from '../http/envelope.ts';
import { clock, isStepUpLive, LOCKED_MESSAGE, MAX_FAILED_CODES } from '../totp.ts';

/** GET /admin/twoFactorStatus (registered by twoFactorRoutes). */
export const twoFactorStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  // Where this session stands: 2FA on, wallet step-up, lock (lets the browser gate agree with the server).
  app.get(
    '/admin/twoFactorStatus',
    {
      config: { ownAccount: true },
      schema: {
        tags: ['two-factor'],
        summary: "The admin's 2FA, step-up and lock state",
        response: { 200: EnvelopeSchema },
      },
    },
    async (request) => {
      const { adminId, stepUpUntil } = request.session;
      const { rows } = await db.query<{
        totp_enabled: boolean;
        failed_attempts: number | null;
        locked_until: Date | null;
      }>(
        // The signed-in lock (wallet step-up, confirm, disable), not the sign-in code's.
        `SELECT a.totp_enabled, t.step_up_failed_attempts AS failed_attempts,
                t.step_up_locked_until AS locked_until
           FROM admins a LEFT JOIN admin_two_factor t ON t.admin_id = a.id WHERE a.id = $1`,
        [adminId],
      );
      const row = rows[0];
      if (!row) throw new ApiError(401, 'Unauthorized: the admin no longer exists');
      const locked = row.locked_until !== null && row.locked_until.getTime() > clock.now();
      const failed = row.locked_until !== null && !locked ? 0 : (row.failed_attempts ?? 0);
      return ok({
        enabled: row.totp_enabled,
        stepUpActive: row.totp_enabled && isStepUpLive(stepUpUntil),
        stepUpUntil: stepUpUntil && isStepUpLive(stepUpUntil) ? stepUpUntil.toISOString() : null,
        locked,
        lockedUntil: locked ? row.locked_until!.toISOString() : null,
        attemptsRemaining: locked ? 0 : MAX_FAILED_CODES - failed,
        lockedMessage: locked ? LOCKED_MESSAGE : null,
      });
    },
  );
};
