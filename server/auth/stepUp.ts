import type { FastifyRequest } from 'fastify';
import { logAction } from '../actionLog.ts';
import { forbidden } from '../http/envelope.ts';
import { isStepUpLive } from '../totp.ts';
import { STEP_UP_REQUIRED_MESSAGE } from '../../src/contracts/stepUp.ts';

export { STEP_UP_REQUIRED_MESSAGE } from '../../src/contracts/stepUp.ts';

/**
 * preHandler of every wallet read and every money or wallet mutation (wallet
 * management needs 2FA on and a verification in the last 5 minutes). The calling session must hold
 * a live step-up (a successful adminVerifyOtp) and 2FA must still be on. Later money routes
 * (withdrawal moves, settlements, dispute resolutions) use this same preHandler.
 */
export async function requireStepUp(request: FastifyRequest): Promise<void> {
  const { adminId, email, stepUpUntil } = request.session;
  const { rows } = await request.server.db.query<{ totp_enabled: boolean }>(
    'SELECT totp_enabled FROM admins WHERE id = $1',
    [adminId],
  );
  if (rows[0]?.totp_enabled && isStepUpLive(stepUpUntil)) return;
  const route = request.routeOptions.url ?? request.url;
  await logAction(request.server.db, {
    description: `Wallet or money operation refused without a live 2FA step-up: ${request.method} ${route.replace(/^\/api/, '')}`,
    adminId,
    userId: email,
  });
  throw forbidden(STEP_UP_REQUIRED_MESSAGE);
}
