import { auditRefusal } from '../audit/context.ts';
import { readRoute } from '../http/readRoutes.ts';
import { adminProfile } from '../../src/contracts/reads/account.ts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound, ok } from '../http/envelope.ts';
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwords.ts';
import { createSession, DISABLED_MESSAGE, revokeSession, sessionOrigin } from '../auth/sessions.ts';
import type { AdminStatus } from '../admins/makerChecker.ts';
import { createLoginChallenge } from '../auth/loginChallenges.ts';
import {
  attemptSucceeded,
  countAttempt,
  LOGIN_FAILURE_WINDOW_MINUTES,
  revokeStepUpsOfEmail,
  tooManyAttemptsMessage,
} from '../auth/loginThrottle.ts';
import {
  appendRefusalCounts,
  AUDITED_FAILURES_PER_ADDRESS,
  countRefusal,
  refusedRecordId,
} from '../auth/signInRefusals.ts';

const tags = ['Auth'];
export const INVALID_CREDENTIALS = 'Invalid email or password';

/** Compared against when the email is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/adminlogin',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign in with email and password',
        description:
          'Answers { success, auth, token, message }; when the admin has 2FA on, { success, auth, otpToken, message } instead ' +
          '(no token): send the otpToken and the 6-digit code to POST /admin/adminotp within 5 minutes. ' +
          'Attempts are counted before the password is checked: after 5 for an email from one address (20 from one address, 50 for one email) within 15 minutes, answers 429.',
        security: [],
        body: Type.Object(
          {
            email: Type.String({ minLength: 1, maxLength: 254 }),
            password: Type.String({ minLength: 1, maxLength: 256 }),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      // Counts of windows that have ended go to the trail before this attempt may start a new one.
      await appendRefusalCounts(app.db);
      // Counted before the password is checked: a locked email gets the same answer either way.
      const attempt = await countAttempt(app.db, email, request.ip);
      const refused = (why: string) =>
        auditRefusal(app.db, request, {
          resource: 'admins',
          recordId: refusedRecordId(email),
          why,
        });
      if (attempt.lockMinutes > 0) {
        // Counted, not appended: a locked address hammering away adds one entry per window.
        await countRefusal(app.db, request.ip);
        return reply
          .status(429)
          .header('retry-after', String(attempt.lockMinutes * 60))
          .send({
            success: false,
            auth: false,
            message: tooManyAttemptsMessage(attempt.lockMinutes),
          });
      }
      const { rows } = await app.db.query<{
        id: string;
        password_hash: string;
        totp_enabled: boolean;
        status: AdminStatus;
      }>('SELECT id, password_hash, totp_enabled, status FROM admins WHERE email = $1', [email]);
      const admin = rows[0];
      dummyHash ??= hashPassword('not-a-real-password');
      const valid = await verifyPassword(
        request.body.password,
        admin?.password_hash ?? (await dummyHash),
      );
      if (!admin || !valid) {
        const why = admin ? 'Wrong password' : 'Unknown e-mail';
        if (attempt.justLocked)
          await refused(`${why}; sign-in locked for ${LOGIN_FAILURE_WINDOW_MINUTES} minutes`);
        else if (attempt.addressAttempts <= AUDITED_FAILURES_PER_ADDRESS) await refused(why);
        else await countRefusal(app.db, request.ip);
        if (attempt.justLocked) await revokeStepUpsOfEmail(app.db, email);
        return reply
          .status(401)
          .send({ success: false, auth: false, message: INVALID_CREDENTIALS });
      }
      await attemptSucceeded(app.db, attempt);
      if (needsRehash(admin.password_hash)) {
        // Only while the hash is the one just checked: a password changed meanwhile stays.
        await app.db.query(
          'UPDATE admins SET password_hash = $2 WHERE id = $1 AND password_hash = $3',
          [admin.id, await hashPassword(request.body.password), admin.password_hash],
        );
      }
      if (admin.status === 'disabled') {
        await refused('Account disabled');
        return reply.status(403).send({ success: false, auth: false, message: DISABLED_MESSAGE });
      }
      if (admin.totp_enabled) {
        const otpToken = await createLoginChallenge(app.db, admin.id);
        return {
          success: true,
          auth: true,
          otpToken,
          message: 'Enter the 6-digit code from your authenticator app',
        };
      }
      const token = await createSession(app.db, admin.id, sessionOrigin(request));
      return { success: true, auth: true, token, message: 'Login successful' };
    },
  );

  readRoute(app, adminProfile, async (db, _input, { adminId, request }) => {
    const { rows } = await db.query<{
      id: string;
      email: string;
      totp_enabled: boolean;
      status: AdminStatus;
    }>('SELECT id, email, totp_enabled, status FROM admins WHERE id = $1', [adminId]);
    const admin = rows[0];
    if (!admin) throw notFound('Admin not found');
    return {
      _id: admin.id,
      email: admin.email,
      f2A_Status: admin.totp_enabled ? 'true' : 'false',
      status: admin.status,
      role: request.session.role,
      permissions: [...request.session.permissions].sort(),
    };
  });

  app.post(
    '/admin/logout',
    {
      config: { ownAccount: true },
      schema: { tags, summary: 'Sign out: revokes the current session token' },
    },
    async (request) => {
      await revokeSession(app.db, request.session.tokenHash);
      return ok(true, 'Signed out');
    },
  );
};
