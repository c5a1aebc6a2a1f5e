import { timingSafeEqual } from 'node:crypto';
import { createGuardrails, generateSecret, generateSync, generateURI } from 'otplib';
import type { Db } from './db/index.ts';
import { logAction } from './actionLog.ts';
import { openStored } from './auth/secretBox.ts';
import { OTP_LENGTH } from '../src/contracts/otp.ts';

/** RFC 6238 parameters: 30-second steps, 6 digits, HMAC-SHA1 (what authenticator apps expect). */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = OTP_LENGTH;
/** At most one step of clock drift either way. */
export const TOTP_DRIFT_STEPS = 1;
/** The fixed issuer label shown by authenticator apps (one fixed label for the exchange). */
export const TOTP_ISSUER = 'CryptoExchange Admin';

/**
 * The server's clock for every 2FA decision (codes, step-up expiry, lockout). Tests replace
 * `clock.now` to move time; production reads the system clock.
 */
export const clock = {
  now: (): number => Date.now(),
};

export const currentStep = (ms: number = clock.now()) =>
  Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(secret: string, account: string): string {
  return generateURI({
    issuer: TOTP_ISSUER,
    label: account,
    secret,
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
  });
}

/**
 * Secrets we issue are 20 bytes (160 bits, RFC 4226's recommendation); a configured
 * ADMIN_TOTP_SECRET may be as short as 16 base32 characters (10 bytes), which otplib refuses by default.
 */
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

/** The code of a given time step. */
export function codeAt(secret: string, step: number): string {
  return generateSync({
    secret,
    epoch: step * TOTP_PERIOD_SECONDS,
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
    guardrails,
  });
}

/** The code an authenticator app shows at the given time (default: now). */
export function totpCode(secret: string, ms: number = clock.now()): string {
  return codeAt(secret, currentStep(ms));
}

export const isSixDigits = (code: string) => /^\d{6}$/.test(code);

/**
 * Checks a code against the steps now-1, now, now+1 and returns the matching time step, or null.
 * Replay protection is the caller's job: accept the step only if it is newer than the last one used.
 */
export function matchStep(secret: string, code: string, ms: number = clock.now()): number | null {
  if (!isSixDigits(code)) return null;
  const now = currentStep(ms);
  const given = Buffer.from(code);
  let found: number | null = null;
  for (let delta = -TOTP_DRIFT_STEPS; delta <= TOTP_DRIFT_STEPS; delta++) {
    const expected = Buffer.from(codeAt(secret, now + delta));
    // Compare every candidate (constant time, no early exit); prefer the newest matching step.
    if (timingSafeEqual(expected, given)) found = now + delta;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Per-admin code checks: one-time use, failed-attempt counting and the 5-minute lock.

export const MAX_FAILED_CODES = 3;
export const LOCK_MINUTES = 5;
export const STEP_UP_MINUTES = 5;
/** The text a code check answers once too many wrong codes have locked it. */
export const LOCKED_MESSAGE = 'Account temporarily locked. Please try again in 5 minutes.';

export type CodePurpose = 'sign-in' | 'wallet verification' | '2FA confirmation' | '2FA disable';

export type CodeCheck =
  | { ok: true; step: number }
  | { ok: false; reason: 'locked'; lockedUntil: Date }
  | { ok: false; reason: 'invalid' | 'replayed'; attemptsRemaining: number }
  | { ok: false; reason: 'not-enabled' };

interface TwoFactorRow {
  email: string;
  totp_secret: string | null;
  totp_enabled: boolean;
  last_step: string | null;
  failed_attempts: number;
  locked_until: Date | null;
}

/**
 * Checks a 6-digit code for an admin, against the active secret (stored sealed) or `secret` (a
 * pending one, already opened),
 * in one transaction: refused while locked; a code of an already used time step is refused
 * (replay); a failure counts, and the third one locks verification for 5 minutes (the sign-in
 * code and the signed-in checks each have their own count and lock). Every outcome is
 * written to the admin action log. The failure is committed before the caller answers.
 */
export async function checkAdminCode(
  db: Db,
  adminId: string,
  code: string,
  purpose: CodePurpose,
  secret?: string,
): Promise<CodeCheck> {
  const now = clock.now();
  // The sign-in code and the signed-in checks (wallet step-up, 2FA confirm/disable) lock apart:
  // a guesser holding a stolen session cannot lock the admin out of signing in, and vice versa.
  const [failedCol, lockCol] =
    purpose === 'sign-in'
      ? ['failed_attempts', 'locked_until']
      : ['step_up_failed_attempts', 'step_up_locked_until'];
  return db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO admin_two_factor (admin_id) VALUES ($1) ON CONFLICT (admin_id) DO NOTHING',
      [adminId],
    );
    const { rows } = await tx.query<TwoFactorRow>(
      `SELECT a.email, a.totp_secret, a.totp_enabled, t.last_step,
              t.${failedCol} AS failed_attempts, t.${lockCol} AS locked_until
         FROM admins a JOIN admin_two_factor t ON t.admin_id = a.id
        WHERE a.id = $1 FOR UPDATE OF t`,
      [adminId],
    );
    const row = rows[0];
    if (!row) return { ok: false, reason: 'not-enabled' } as const;
    const log = (description: string) => logAction(tx, { description, adminId, userId: row.email });

    let failed = row.failed_attempts;
    if (row.locked_until) {
      if (row.locked_until.getTime() > now) {
        await log(
          `2FA ${purpose} refused: verification is locked until ${row.locked_until.toISOString()}`,
        );
        return { ok: false, reason: 'locked', lockedUntil: row.locked_until } as const;
      }
      failed = 0; // the lock has expired: the count starts again
    }
    const stored = row.totp_enabled ? row.totp_secret : null;
    const against = secret ?? (stored ? await openStored(db, stored) : null);
    if (!against) return { ok: false, reason: 'not-enabled' } as const;

    const step = matchStep(against, code, now);
    const lastStep = row.last_step === null ? null : Number(row.last_step);
    if (step !== null && (lastStep === null || step > lastStep)) {
      await tx.query(
        `UPDATE admin_two_factor SET last_step = $2, ${failedCol} = 0, ${lockCol} = NULL WHERE admin_id = $1`,
        [adminId, step],
      );
      await log(`2FA ${purpose}: code accepted`);
      return { ok: true, step } as const;
    }

    failed += 1;
    const reason = step === null ? 'invalid' : 'replayed';
    if (failed >= MAX_FAILED_CODES) {
      const lockedUntil = new Date(now + LOCK_MINUTES * 60_000);
      await tx.query(
        `UPDATE admin_two_factor SET ${failedCol} = $2, ${lockCol} = $3 WHERE admin_id = $1`,
        [adminId, failed, lockedUntil],
      );
      // A lock ends every live wallet step-up of the admin: the codes may be in the wrong hands.
      await tx.query('UPDATE admin_sessions SET step_up_until = NULL WHERE admin_id = $1', [
        adminId,
      ]);
      await log(
        `2FA ${purpose} failed (${reason} code): ${failed} failures, verification locked for ${LOCK_MINUTES} minutes`,
      );
      return { ok: false, reason: 'locked', lockedUntil } as const;
    }
    await tx.query(
      `UPDATE admin_two_factor SET ${failedCol} = $2, ${lockCol} = NULL WHERE admin_id = $1`,
      [adminId, failed],
    );
    await log(
      `2FA ${purpose} failed (${reason} code): ${MAX_FAILED_CODES - failed} attempts remaining`,
    );
    return { ok: false, reason, attemptsRemaining: MAX_FAILED_CODES - failed } as const;
  });
}

/** The HTTP answer of a failed check: 400 for a bad code, 429 (Retry-After) while locked. */
export function codeFailure(check: Exclude<CodeCheck, { ok: true }>): {
  status: number;
  headers: Record<string, string>;
  body: { success: false; message: string; attemptsRemaining?: number; lockedUntil?: string };
} {
  switch (check.reason) {
    case 'locked': {
      const seconds = Math.max(1, Math.ceil((check.lockedUntil.getTime() - clock.now()) / 1000));
      return {
        status: 429,
        headers: { 'retry-after': String(seconds) },
        body: {
          success: false,
          message: LOCKED_MESSAGE,
          attemptsRemaining: 0,
          lockedUntil: check.lockedUntil.toISOString(),
        },
      };
    }
    case 'not-enabled':
      return {
        status: 400,
        headers: {},
        body: { success: false, message: '2FA is not enabled: enable it on the 2FA page first' },
      };
    case 'replayed':
      return {
        status: 400,
        headers: {},
        body: {
          success: false,
          message: `Invalid OTP: this code was already used, wait for the next one (${plural(check.attemptsRemaining)} remaining)`,
          attemptsRemaining: check.attemptsRemaining,
        },
      };
    case 'invalid':
      return {
        status: 400,
        headers: {},
        body: {
          success: false,
          message: `Invalid OTP (${plural(check.attemptsRemaining)} remaining)`,
          attemptsRemaining: check.attemptsRemaining,
        },
      };
  }
}

const plural = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`;

/** Grants the wallet step-up to one session for 5 minutes; answers its expiry. */
export async function grantStepUp(db: Pick<Db, 'query'>, tokenHash: string): Promise<Date> {
  const until = new Date(clock.now() + STEP_UP_MINUTES * 60_000);
  await db.query('UPDATE admin_sessions SET step_up_until = $2 WHERE token_hash = $1', [
    tokenHash,
    until,
  ]);
  return until;
}

export const isStepUpLive = (stepUpUntil: Date | null) =>
  stepUpUntil !== null && stepUpUntil.getTime() > clock.now();
