import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope.ts';
import { createMailer, type Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Invitation and password-reset e-mails (server/mail/). */
    mailer: Mailer;
  }
}

/**
 * The routes whose whole point is an e-mail with a secret link: without a mail server they answer
 * 503 before they create anything (no invitation or reset nobody can receive), after the session
 * check and before the 2FA step-up.
 */
export const MAIL_ROUTES: Record<string, string> = {
  '/api/forgotPassword': 'Password resets are off: no mail server is configured (SMTP_URL)',
  '/api/admin/createInvitation': 'Invitations are off: no mail server is configured (SMTP_URL)',
};

/**
 * Decorates `app.mailer`. Its outbox (no SMTP_URL, outside production) is DATA_DIR/outbox; a
 * server without a data directory on disk (an in-memory test database) gets a folder of its own
 * under the system's temporary folder, removed when the app closes.
 */
export function registerMailer(app: FastifyInstance, onDisk: boolean): void {
  const outbox = onDisk
    ? path.join(app.config.dataDir, 'outbox')
    : path.join(os.tmpdir(), `exchange-outbox-${randomBytes(6).toString('hex')}`);
  const mailer = createMailer(app.config, outbox);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    mailer.close();
    if (!onDisk) await rm(outbox, { recursive: true, force: true });
  });
  const gated = new Set<string>();
  app.addHook('onRoute', (route) => {
    const message = MAIL_ROUTES[route.url];
    if (message) gated.add(route.url);
    if (!message || mailer.enabled) return;
    const refuse = async (_request: FastifyRequest) => {
      throw new ApiError(503, message);
    };
    route.preValidation = [refuse, ...([route.preValidation ?? []].flat() as (typeof refuse)[])];
  });
  // A renamed route would otherwise slip past the gate unnoticed.
  app.addHook('onReady', async () => {
    const missing = Object.keys(MAIL_ROUTES).filter((url) => !gated.has(url));
    if (missing.length > 0) throw new Error(`Mail routes not registered: ${missing.join(', ')}`);
  });
}
