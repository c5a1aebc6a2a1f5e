import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commandRoute } from '../../http/commandRoutes.ts';
import { closeTicket, postAdminMessage } from '../../support/tickets.ts';
import {
  closeTicket as closeTicketCommand,
  ticketMessage,
  ticketReply,
} from '../../../src/contracts/commands/support.ts';
import { ticketRecord } from './tickets.ts';

type MessageBody = { _id: string; message: string };

/**
 * An admin's messages to a ticket's user and the ticket's closing. The reply box sends one
 * Idempotency-Key per text, so a retry after a lost answer never doubles a reply.
 */
export const supportReplyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const post = (kind: 'reply' | 'message') =>
    commandRoute<MessageBody>(
      app,
      kind === 'reply' ? ticketReply : ticketMessage,
      async (tx, { _id, message }, { adminId, email }) => {
        const text = await postAdminMessage(tx, {
          ticketId: _id,
          body: message.trim(),
          kind,
          adminId,
          adminEmail: email,
        });
        return { message: text, record: await ticketRecord(tx, _id) };
      },
    );
  post('reply');
  post('message');

  commandRoute<{ _id: string }>(
    app,
    closeTicketCommand,
    async (tx, { _id }, { adminId, email }) => {
      const closed = await closeTicket(tx, { ticketId: _id, adminId, adminEmail: email });
      return { message: closed.message, record: await ticketRecord(tx, _id) };
    },
  );
};
