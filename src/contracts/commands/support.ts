import { idInput, textInput } from './inputs';
import type { CommandDeclaration } from './types';

/** What an admin may write to a ticket's user (the reply box's rule). */
export const TICKET_MESSAGE_RULES = { required: true, minLength: 1, maxLength: 5000 } as const;

/** A ticket not yet closed takes messages; a closed one answers 409. */
const OPEN_TICKET = ['open', 'answered', 'waiting_on_user'] as const;

/** A reply and an admin message take the same body, and differ in the state they lead to. */
const ticketWrite = {
  tag: 'Support',
  inputs: [idInput('Ticket'), textInput('message', 'Message', TICKET_MESSAGE_RULES)],
  permission: 'ticket:reply',
  idempotency: 'optional',
  audit: { resource: 'support_tickets', idKey: '_id' },
  notes: 'body: { _id: the ticket id, message }. result: the ticket record',
} as const;

export const ticketReply: CommandDeclaration = {
  ...ticketWrite,
  name: 'ticket-reply',
  label: "Reply to a ticket's user: the ticket becomes answered",
  method: 'PUT',
  path: '/admin/ticketreply',
  moves: [{ from: OPEN_TICKET, to: 'answered', label: 'Send reply' }],
};

export const ticketMessage: CommandDeclaration = {
  ...ticketWrite,
  name: 'ticket-message',
  label: 'Post an admin message asking the user for something: the ticket waits on the user',
  method: 'POST',
  path: '/support/updateticket',
  moves: [{ from: OPEN_TICKET, to: 'waiting_on_user', label: 'Post admin message' }],
};

/** Closing is safe to repeat: a closed ticket answers 200 "already closed" and logs nothing. */
export const closeTicket: CommandDeclaration = {
  name: 'closeByAdmin',
  label: 'Close a ticket; closing a closed ticket changes nothing and says so',
  method: 'POST',
  path: '/admin/closeByAdmin',
  tag: 'Support',
  inputs: [idInput('Ticket')],
  permission: 'ticket:close',
  audit: { resource: 'support_tickets', idKey: '_id' },
  notes: 'body: { _id: the ticket id }. result: the ticket record',
};
