import { latestLinkTo } from '../../server/mail/outbox.ts';
import type { TestServer } from './helpers.ts';

/** The newest link the server e-mailed to `email` (its outbox: no SMTP_URL in tests). */
async function mailedLink(server: TestServer, email: string, pathPrefix: string) {
  const outbox = server.app.mailer.outbox;
  if (!outbox) throw new Error('This test server sends mail over SMTP: it has no outbox');
  // Reset e-mails are sent after the answer.
  await server.app.background.settled();
  return latestLinkTo(outbox, email, pathPrefix);
}

export const mailedResetLink = (server: TestServer, email: string) =>
  mailedLink(server, email, '/reset_password');

export const mailedInvitationLink = (server: TestServer, email: string) =>
  mailedLink(server, email, '/register');
