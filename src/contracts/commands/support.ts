import type { CommandDeclaration, CommandInput } from './types';

/** What an admin may write to a ticket's user (the reply box's rule). */
export const TICKET_MESSAGE_RULES = { required: true, minLength: 1, maxLength: 5000 } as const;

const ticketMessageInputs: readonly CommandInput[] = [
  { key: '_id', label: 'Ticket', type: 'id', rules: { required: true } },
  { key: 'message', label: 'Message', type: 'text', rules: TICKET_MESSAGE_RULES },
];

/** A ticket not yet closed takes messages; a closed one answers 409. */
const OPEN_TICKET = ['open', 'answered', 'waiting_on_user'] as const;

export const ticketReply: CommandDeclaration = {
  name: 'ticket-reply',
  label: "Reply to a ticket's user: the ticket becomes answered",
  method: 'PUT',
  path: '/admin/ticketreply',
  tag: 'Support',
  inputs: ticketMessageInputs,
  permission: 'ticket:reply',
  idempotency: 'optional',
  moves: [{ from: OPEN_TICKET, to: 'answered', label: 'Send reply' }],
  audit: { resource: 'support_tickets', idKey: '_id' },
  notes: 'body: { _id: the ticket id, message }. result: the ticket record',
};

export const ticketMessage: CommandDeclaration = {
  name: 'ticket-message',
  label: 'Post an admin message asking the user for something: the ticket waits on the user',
  method: 'POST',
  path: '/support/updateticket',
  tag: 'Support',
  inputs: ticketMessageInputs,
  permission: 'ticket:reply',
  idempotency: 'optional',
  moves: [{ from: OPEN_TICKET, to: 'waiting_on_user', label: 'Post admin message' }],
  audit: { resource: 'support_tickets', idKey: '_id' },
  notes: 'body: { _id: the ticket id, message }. result: the ticket record',
};

/** Closing is safe to repeat: a closed ticket answers 200 "already closed" and logs nothing. */
export const closeTicket: CommandDeclaration = {
  name: 'closeByAdmin',
  label: 'Close a ticket; closing a closed ticket changes nothing and says so',
  method: 'POST',
  path: '/admin/closeByAdmin',
  tag: 'Support',
  inputs: [{ key: '_id', label: 'Ticket', type: 'id', rules: { required: true } }],
  permission: 'ticket:close',
  audit: { resource: 'support_tickets', idKey: '_id' },
  notes: 'body: { _id: the ticket id }. result: the ticket record',
};
