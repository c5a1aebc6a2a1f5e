import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../http/envelope.ts';
import { readRoute } from '../http/readRoutes.ts';
import { twoFactorStatus } from '../../src/contracts/reads/account.ts';
import { clock, isStepUpLive, LOCKED_MESSAGE, MAX_FAILED_CODES } from '../totp.ts';

/** GET /admin/twoFactorStatus (registered by twoFactorRoutes). */
export const twoFactorStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  readRoute(app, twoFactorStatus, async (db, _input, { adminId, request }) => {
    const { stepUpUntil } = request.session;
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
    return {
      enabled: row.totp_enabled,
      stepUpActive: row.totp_enabled && isStepUpLive(stepUpUntil),
      stepUpUntil: stepUpUntil && isStepUpLive(stepUpUntil) ? stepUpUntil.toISOString() : null,
      locked,
      lockedUntil: locked ? row.locked_until!.toISOString() : null,
      attemptsRemaining: locked ? 0 : MAX_FAILED_CODES - failed,
      lockedMessage: locked ? LOCKED_MESSAGE : null,
    };
  });
};
