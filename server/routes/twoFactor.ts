import type { FastifyReply } from 'fastify';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logAction } from '../actionLog.ts';
import { createSession, hashToken, sessionOrigin } from '../auth/sessions.ts';
import { consumeLoginChallenge } from '../auth/loginChallenges.ts';
import { twoFactorStatusRoutes } from './twoFactorStatus.ts';
import { openStored, secretBox } from '../auth/secretBox.ts';
import { badRequest, conflict, ok, unauthorized, EnvelopeSchema } from '../http/envelope.ts';
import {
  checkAdminCode,
  clock,
  codeFailure,
  grantStepUp,
  isSixDigits,
  newTotpSecret,
  otpauthUrl,
  STEP_UP_MINUTES,
  type CodeCheck,
} from '../totp.ts';

/** A pending secret handed out by adminEnable2fa stays the same for this long (page reloads). */
const PENDING_SECRET_MINUTES = 15;
const INVALID_FORMAT = 'Please enter a valid 6-digit OTP';

const Code = Type.String({
  maxLength: 64,
  description: 'The current 6-digit code of the authenticator app',
});

function requireSixDigits(code: string): string {
  const trimmed = code.trim();
  if (!isSixDigits(trimmed)) throw badRequest(INVALID_FORMAT);
  return trimmed;
}

function sendFailure(reply: FastifyReply, check: Exclude<CodeCheck, { ok: true }>) {
  const failure = codeFailure(check);
  return reply.status(failure.status).headers(failure.headers).send(failure.body);
}

/**
 * The admin's own two-factor authentication:
 * set up (enable + confirm), disable, the second sign-in step, and the wallet step-up.
 */
export const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  // Step 1 of setup: a pending secret and its otpauth URL (with the exchange's issuer label).
  app.post(
    '/admin/adminEnable2fa',
    {
      config: { ownAccount: true },
      schema: {
        tags: ['two-factor'],
        summary: 'Start 2FA setup: a pending secret and its otpauth URL',
        response: { 200: EnvelopeSchema },
      },
    },
    async (request) => {
      const { adminId, email } = request.session;
      const { rows } = await db.query<{ totp_enabled: boolean }>(
        'SELECT totp_enabled FROM admins WHERE id = $1',
        [adminId],
      );
      if (rows[0]?.totp_enabled)
        throw conflict('2FA is already enabled: disable it first to set up a new authenticator');
      const pending = await db.query<{ pending_secret: string | null }>(
        `SELECT pending_secret FROM admin_two_factor
          WHERE admin_id = $1 AND pending_secret IS NOT NULL AND pending_created_at > $2`,
        [adminId, new Date(clock.now() - PENDING_SECRET_MINUTES * 60_000)],
      );
      const saved = pending.rows[0]?.pending_secret;
      let secret = saved ? await openStored(db, saved) : null;
      if (!secret) {
        secret = newTotpSecret();
        const box = await secretBox(db, app.config);
        await db.query(
          `INSERT INTO admin_two_factor (admin_id, pending_secret, pending_created_at) VALUES ($1, $2, $3)
           ON CONFLICT (admin_id) DO UPDATE SET pending_secret = EXCLUDED.pending_secret, pending_created_at = EXCLUDED.pending_created_at`,
          [adminId, box.seal(secret), new Date(clock.now())],
        );
        await logAction(db, {
          description: '2FA setup started: a new secret was issued',
          adminId,
          userId: email,
        });
      }
      return ok(
        { secret, otpauth_url: otpauthUrl(secret, email) },
        'Scan the QR code with your authenticator app, then confirm with a current code',
      );
    },
  );

  // Step 2 of setup: 2FA is on only after a current code of the pending secret.
  app.post(
    '/admin/adminConfirm2fa',
    {
      config: { ownAccount: true },
      schema: {
        tags: ['two-factor'],
        summary: 'Confirm 2FA setup with a current code of the pending secret',
        body: Type.Object(
          { secret: Type.Optional(Code), code: Type.Optional(Code) },
          { additionalProperties: false },
        ),
        response: { 200: EnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { adminId, email } = request.session;
      const code = requireSixDigits(request.body.secret ?? request.body.code ?? '');
      const { rows } = await db.query<{ totp_enabled: boolean; pending_secret: string | null }>(
        `SELECT a.totp_enabled, t.pending_secret FROM admins a LEFT JOIN admin_two_factor t ON t.admin_id = a.id WHERE a.id = $1`,
        [adminId],
      );
      if (rows[0]?.totp_enabled) throw conflict('2FA is already enabled');
      const pending = rows[0]?.pending_secret;
      if (!pending) throw badRequest('No 2FA setup in progress: generate a new secret first');
      const opened = await openStored(db, pending);
      const check = await checkAdminCode(db, adminId, code, '2FA confirmation', opened);
      if (!check.ok) return sendFailure(reply, check);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE admins SET totp_secret = $2, totp_enabled = true WHERE id = $1', [
          adminId,
          (await secretBox(db, app.config)).seal(opened),
        ]);
        await tx.query(
          'UPDATE admin_two_factor SET pending_secret = NULL, pending_created_at = NULL WHERE admin_id = $1',
          [adminId],
        );
        await logAction(tx, { description: '2FA enabled', adminId, userId: email });
      });
      return ok({ enabled: true }, '2FA enabled');
    },
  );

  app.post(
    '/admin/admindisable2fa',
    {
      config: { ownAccount: true },
      schema: {
        tags: ['two-factor'],
        summary: 'Turn 2FA off with a current code',
        body: Type.Object({ secret: Code }, { additionalProperties: false }),
        response: { 200: EnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { adminId, email } = request.session;
      const code = requireSixDigits(request.body.secret);
      const check = await checkAdminCode(db, adminId, code, '2FA disable');
      if (!check.ok) return sendFailure(reply, check);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE admins SET totp_enabled = false, totp_secret = NULL WHERE id = $1', [
          adminId,
        ]);
        // A new secret starts a new sequence of time steps; no session keeps a wallet step-up.
        await tx.query('UPDATE admin_two_factor SET last_step = NULL WHERE admin_id = $1', [
          adminId,
        ]);
        await tx.query('UPDATE admin_sessions SET step_up_until = NULL WHERE admin_id = $1', [
          adminId,
        ]);
        await logAction(tx, { description: '2FA disabled', adminId, userId: email });
      });
      return ok({ enabled: false }, '2FA disabled');
    },
  );

  // The second sign-in step (public: the admin has no token yet). A login code is no step-up.
  app.post(
    '/admin/adminotp',
    {
      config: { public: true },
      schema: {
        tags: ['two-factor'],
        summary:
          'Second sign-in step: the otpToken of /adminlogin and a current code answer the admin token',
        security: [],
        body: Type.Object(
          { otpToken: Type.String({ minLength: 1, maxLength: 200 }), secret: Code },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            token: Type.String(),
            message: Type.String(),
          }),
        },
      },
    },
    async (request, reply) => {
      const code = requireSixDigits(request.body.secret);
      // Peek first, so a mistyped code leaves the otpToken usable (the lock bounds the guesses);
      // the challenge is consumed, atomically, only once the code is right.
      const { rows } = await db.query<{ admin_id: string; email: string }>(
        `SELECT c.admin_id, a.email FROM admin_login_challenges c JOIN admins a ON a.id = c.admin_id
          WHERE c.token_hash = $1 AND c.used_at IS NULL AND c.expires_at > now()`,
        [hashToken(request.body.otpToken)],
      );
      const challenge = rows[0];
      if (!challenge) throw unauthorized('The sign-in step has expired: sign in again');
      const check = await checkAdminCode(db, challenge.admin_id, code, 'sign-in');
      if (!check.ok) return sendFailure(reply, check);
      const consumed = await consumeLoginChallenge(db, request.body.otpToken);
      if (!consumed || consumed.adminId !== challenge.admin_id)
        throw unauthorized('The sign-in step has expired: sign in again');
      const token = await createSession(db, consumed.adminId, sessionOrigin(request));
      await logAction(db, {
        description: 'Signed in with 2FA',
        adminId: consumed.adminId,
        userId: challenge.email,
      });
      return { success: true, token, message: 'Login successful' };
    },
  );

  // The wallet step-up: a current code unlocks wallet operations for this session, 5 minutes.
  app.post(
    '/admin/adminVerifyOtp',
    {
      config: { ownAccount: true },
      schema: {
        tags: ['two-factor'],
        summary: 'Verify a current code: wallet step-up for this session, 5 minutes',
        body: Type.Object(
          { email: Type.String({ maxLength: 320 }), secret: Code, type: Type.Literal('email') },
          { additionalProperties: false },
        ),
        response: { 200: EnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { adminId, email, tokenHash } = request.session;
      const code = requireSixDigits(request.body.secret);
      if (request.body.email.trim().toLowerCase() !== email.toLowerCase()) {
        throw badRequest('The email does not match the signed-in admin');
      }
      const check = await checkAdminCode(db, adminId, code, 'wallet verification');
      if (!check.ok) return sendFailure(reply, check);
      const until = await grantStepUp(db, tokenHash);
      await logAction(db, {
        description: `Wallet step-up granted to this session until ${until.toISOString()}`,
        adminId,
        userId: email,
      });
      return ok(
        { stepUpUntil: until.toISOString(), validForSeconds: STEP_UP_MINUTES * 60 },
        '2FA verified successfully',
      );
    },
  );

  await app.register(twoFactorStatusRoutes);
};
