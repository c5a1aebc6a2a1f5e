import { generateSync } from 'otplib';

/**
 * An authenticator app for the journeys: RFC 6238 codes (30 s steps, 6 digits, SHA-1) of a secret.
 * The server accepts each time step once and at most one step of drift, so `next()` hands out
 * strictly increasing steps (now, then now+1) and waits for the clock only when both are spent.
 */

/** RFC 6238's test secret ("12345678901234567890" in base32), for servers started with ADMIN_TOTP_SECRET. */
export const TEST_TOTP_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

const PERIOD_SECONDS = 30;
const currentStep = () => Math.floor(Date.now() / 1000 / PERIOD_SECONDS);

/** The code of one time step. */
export const codeAt = (secret: string, step: number) =>
  generateSync({ secret, epoch: step * PERIOD_SECONDS, period: PERIOD_SECONDS, digits: 6 });

export class Authenticator {
  private lastStep = Number.NEGATIVE_INFINITY;

  constructor(readonly secret: string) {}

  /** A code the server accepts now: newer than every code handed out before, within one step of now. */
  async next(): Promise<string> {
    for (;;) {
      const now = currentStep();
      const step = Math.max(this.lastStep + 1, now);
      if (step <= now + 1) {
        this.lastStep = step;
        return codeAt(this.secret, step);
      }
      const nextStepAt = (now + 1) * PERIOD_SECONDS * 1000;
      await new Promise((resolve) => setTimeout(resolve, nextStepAt - Date.now() + 250));
    }
  }

  /** A well-formed 6-digit code that no step around now accepts. */
  wrong(): string {
    const now = currentStep();
    const valid = new Set([-2, -1, 0, 1, 2].map((delta) => codeAt(this.secret, now + delta)));
    for (let n = 123456; ; n++) {
      const code = String(n % 1_000_000).padStart(6, '0');
      if (!valid.has(code)) return code;
    }
  }
}
