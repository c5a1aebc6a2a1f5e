import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import { ApiError } from '../http/envelope.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Delivers the message: over SMTP, or into the outbox folder. Throws when mail is off. */
  send(message: MailMessage): Promise<void>;
  /** False in production without SMTP_URL: nothing that must reach a person by e-mail works. */
  enabled: boolean;
  /** Where messages go without a mail server (development and tests); undefined otherwise. */
  outbox?: string;
  /** Ends the SMTP connections, if any. */
  close(): void;
}

export const MAIL_OFF_MESSAGE = 'No mail server is configured (SMTP_URL)';

/** Orders the outbox's files of one process when two messages share a millisecond. */
let sequence = 0;

/**
 * How secret links leave the server: through the mail server of SMTP_URL; without one, outside
 * production, as files in `outbox` (one JSON file a message, owner-only) that a developer and the
 * journeys read; in production without one, not at all (`enabled` false). Never through the log.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'production'>,
  outbox: string,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      enabled: true,
      send: async ({ to, subject, text }) => {
        await transport.sendMail({ from: config.mailFrom, to, subject, text });
      },
      close: () => transport.close(),
    };
  }
  if (config.production) {
    return {
      enabled: false,
      send: async () => {
        throw new ApiError(503, MAIL_OFF_MESSAGE);
      },
      close: () => {},
    };
  }
  return {
    enabled: true,
    outbox,
    send: async ({ to, subject, text }) => {
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const at = new Date();
      // Sortable by name: the newest message to an address is the last file that names it.
      sequence = (sequence + 1) % 1_000_000;
      const stamp = at.toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.json`;
      const message = { from: config.mailFrom, to, subject, text, date: at.toISOString() };
      await writeFile(path.join(outbox, name), `${JSON.stringify(message, null, 2)}\n`, {
        mode: 0o600,
        flag: 'wx',
      });
    },
    close: () => {},
  };
}
