import type { FastifyInstance } from 'fastify';
import { INVITATION_HOURS } from '../../src/contracts/admins.ts';
import { ApiError } from '../http/envelope.ts';

/**
 * The e-mail that carries an invitation's single-use registration link to the invitee. A mail
 * server that refuses it answers 502: the inviter invites again (the newer invitation replaces
 * the unsent one).
 */
export async function sendInvitationMail(
  app: FastifyInstance,
  email: string,
  role: string,
  link: string,
): Promise<void> {
  await app.mailer.send(invitationMessage(email, role, link)).catch((error: unknown) => {
    if (error instanceof ApiError) throw error;
    app.log.error({ err: error }, 'Invitation: the e-mail could not be sent');
    throw new ApiError(502, 'The invitation e-mail could not be sent: invite again later');
  });
}

function invitationMessage(email: string, role: string, link: string) {
  return {
    to: email,
    subject: 'Your admin invitation',
    text: [
      `You are invited to the exchange's back office as an admin (role ${role}).`,
      '',
      `Create your account with this link, valid ${INVITATION_HOURS} hours and usable once:`,
      link,
      '',
      'Another admin activates your account after you register.',
      'If you did not expect this invitation, ignore this message.',
    ].join('\n'),
  };
}

/** The e-mail that carries a password reset's single-use link to the admin. */
export async function sendResetMail(
  app: FastifyInstance,
  email: string,
  link: string,
  minutes: number,
): Promise<void> {
  await app.mailer.send({
    to: email,
    subject: 'Reset your admin password',
    text: [
      'Someone asked to reset the password of your admin account.',
      '',
      `Set a new password with this link, valid ${minutes} minutes and usable once:`,
      link,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
  });
}
