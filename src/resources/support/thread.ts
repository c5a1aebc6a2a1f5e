import { errors } from '../../messages/catalogue';
import type { CallEndpoint } from '../../dataProvider/endpoint';
import type { TicketRecord } from './tickets';
import { GET_TICKETS_FAILED } from './tickets';

/** One message of a ticket's thread (GET /admin/ticketMessage/{id}), oldest first. */
export interface TicketMessage {
  _id: string;
  author: 'user' | 'admin';
  authorName: string;
  authorEmail: string;
  /** reply: answered the user; message: asked the user for something. */
  kind: 'reply' | 'message';
  body: string;
  createdAt: string;
  attachments: { _id: string; fileName: string; url: string }[];
}

export interface TicketThread {
  ticket: TicketRecord;
  messages: TicketMessage[];
}

export const ticketThreadEndpoint: CallEndpoint<{ id: string }, TicketThread> = {
  method: 'GET',
  path: ({ id }) => `/admin/ticketMessage/${encodeURIComponent(id)}`,
  errorMessage: GET_TICKETS_FAILED,
};

type MessageParams = { id: string; message: string };

/** 'Admin Send Message Failed!' when the server answers, 'Admin Send Message Failed' when it does not. */
const sendErrors = {
  errorMessage: errors.sendMessage,
  noResponseMessage: errors.sendMessageNoResponse,
};

/** PUT /admin/ticketreply: answers the user; the ticket becomes answered. */
export const replyEndpoint: CallEndpoint<MessageParams, TicketRecord> = {
  method: 'PUT',
  path: '/admin/ticketreply',
  body: ({ id, message }) => ({ _id: id, message: message.trim() }),
  ...sendErrors,
};

/** POST /support/updateticket: an admin message asking the user for something (waiting on user). */
export const adminMessageEndpoint: CallEndpoint<MessageParams, TicketRecord> = {
  method: 'POST',
  path: '/support/updateticket',
  body: ({ id, message }) => ({ _id: id, message: message.trim() }),
  ...sendErrors,
};
