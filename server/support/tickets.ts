import type { Db } from '../db/index.ts';
import { logAction } from '../actionLog.ts';
import { conflict, notFound } from '../http/envelope.ts';

type Tx = Pick<Db, 'query'>;

export type TicketStatus = 'open' | 'answered' | 'waiting_on_user' | 'closed';

interface Admin {
  adminId: string;
  adminEmail: string;
}

interface LockedTicket {
  ticket_no: string;
  status: TicketStatus;
  user_id: string;
}

/** The ticket, row-locked until the caller's transaction ends: two admins never race on one. */
async function lockTicket(tx: Tx, ticketId: string): Promise<LockedTicket> {
  const { rows } = await tx.query<LockedTicket>(
    'SELECT ticket_no, status, user_id::text FROM support_tickets WHERE id = $1 FOR UPDATE',
    [ticketId],
  );
  if (!rows[0]) throw notFound('Ticket not found');
  return rows[0];
}

export const closedTicketMessage = (ticketNo: string) =>
  `Ticket ${ticketNo} is closed: it cannot be replied to. The user can open a new ticket.`;

/**
 * An admin's message on a ticket's thread, in the caller's transaction. A reply (PUT
 * /admin/ticketreply) answers the user: the ticket becomes `answered`. A message (POST
 * /support/updateticket) asks the user for something: it becomes `waiting_on_user`.
 * A closed ticket refuses both (409): closing is final for admins.
 */
export async function postAdminMessage(
  tx: Tx,
  input: Admin & { ticketId: string; body: string; kind: 'reply' | 'message' },
): Promise<string> {
  const ticket = await lockTicket(tx, input.ticketId);
  if (ticket.status === 'closed') throw conflict(closedTicketMessage(ticket.ticket_no));
  const status: TicketStatus = input.kind === 'reply' ? 'answered' : 'waiting_on_user';
  await tx.query(
    `INSERT INTO support_messages (ticket_id, author, admin_id, admin_email, kind, body)
     VALUES ($1, 'admin', $2, $3, $4, $5)`,
    [input.ticketId, input.adminId, input.adminEmail, input.kind, input.body],
  );
  await tx.query(
    `UPDATE support_tickets SET status = $2, last_reply_at = now(), last_reply_by = 'admin',
            updated_at = now() WHERE id = $1`,
    [input.ticketId, status],
  );
  const what = input.kind === 'reply' ? 'answered' : 'messaged (waiting on the user)';
  await logAction(tx, {
    description: `Ticket ${ticket.ticket_no} ${what} by ${input.adminEmail}`,
    userId: ticket.user_id,
    adminId: input.adminId,
  });
  return input.kind === 'reply'
    ? `Reply sent: ticket ${ticket.ticket_no} is answered`
    : `Message sent: ticket ${ticket.ticket_no} is waiting on the user`;
}

/**
 * Closes a ticket, once: closing a closed ticket changes nothing, logs nothing and says so
 * (the admin may have clicked twice, or another admin closed it first).
 */
export async function closeTicket(
  tx: Tx,
  input: Admin & { ticketId: string },
): Promise<{ message: string; changed: boolean }> {
  const ticket = await lockTicket(tx, input.ticketId);
  if (ticket.status === 'closed')
    return { message: `Ticket ${ticket.ticket_no} is already closed`, changed: false };
  await tx.query(
    `UPDATE support_tickets SET status = 'closed', closed_at = now(), closed_by = $2, updated_at = now()
      WHERE id = $1`,
    [input.ticketId, input.adminId],
  );
  await logAction(tx, {
    description: `Ticket ${ticket.ticket_no} closed by ${input.adminEmail}`,
    userId: ticket.user_id,
    adminId: input.adminId,
  });
  return { message: `Ticket ${ticket.ticket_no} closed`, changed: true };
}
