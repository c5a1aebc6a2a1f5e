import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { choicesOf } from '../shared/choices';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { RaRecord } from 'react-admin';
import { errors } from '../../messages/catalogue';
import type { ActionSchema, Choice, ResourceSchema } from '../types';
import { supportTicketsContract } from '../../contracts/resources/support';
import { asPerson, contractFields, contractReads } from '../shared/contractFields';

/** The message catalogue has no default for reading tickets; this says what failed. */
export const GET_TICKETS_FAILED = 'Get Support Ticket Details failed!';

export const ticketStatusChoices: Choice[] = choicesOf({
  open: 'warning',
  answered: 'success',
  waiting_on_user: 'info',
  closed: 'default',
});

export const ticketPriorityChoices: Choice[] = choicesOf({
  low: 'default',
  medium: 'info',
  high: 'warning',
  urgent: 'error',
});

/** One row of GET /admin/ticketList (server/routes/support/tickets.ts). */
export interface TicketRecord {
  _id: string;
  ticketNo: string;
  userId: string;
  user: string;
  userName: string;
  categoryId: string;
  category: string;
  subject: string;
  priority: 'low' | 'medium' | 'high' | 'urgent';
  status: 'open' | 'answered' | 'waiting_on_user' | 'closed';
  createdAt: string;
  lastReplyAt: string;
  lastReplyBy: 'user' | 'admin';
  closedAt: string | null;
  closedBy: string | null;
  messageCount: number;
}

/**
 * /admin/support/Support (capital S, as the product's URL writes it): the ticket grid. It reads
 * GET /admin/ticketList, which the server pages, sorts and filters (thousands of tickets: only 25
 * rows travel). GET /support/getallticket answers every ticket at once, unpaged (a user's whole
 * support history, exports); the grid never reads it. A row opens the reply page,
 * /admin/support/reply/<id>.
 */
/**
 * Close, on the reply page's header: confirmed first; the user sees the ticket closed and no one
 * can reply any more. The server's message is the toast ('Ticket #100042 closed').
 */
const closeTicket: ActionSchema<RaRecord & TicketRecord> = {
  name: 'close',
  label: 'Close ticket',
  icon: LockOutlinedIcon,
  color: 'error',
  variant: 'outlined',
  when: { status: ['open', 'answered', 'waiting_on_user'] },
  endpoint: {
    method: 'POST',
    path: '/admin/closeByAdmin',
    body: ({ record }) => ({ _id: String(record.id) }),
    errorMessage: errors.sendMessage,
  },
  // Closing twice leaves the ticket closed: no key to keep.
  idempotent: false,
  confirm: {
    title: (ticket) => `Close ticket ${ticket.ticketNo}?`,
    text: (ticket) =>
      `The user ${ticket.user} will see it closed, and no one can reply to it any more.`,
  },
};

export const supportTicketsSchema: ResourceSchema = {
  ...contractReads(supportTicketsContract, GET_TICKETS_FAILED),
  label: 'Support tickets',
  recordName: 'ticket',
  menu: { label: 'Tickets', group: 'Support', order: 20, icon: SupportAgentOutlinedIcon },
  defaultSort: supportTicketsContract.defaultSort,
  queue: supportTicketsContract.queue,
  showPath: 'support/reply',
  recordRepresentation: 'ticketNo',
  // The reply page (showPath) is its own screen: the fields show in the grid only.
  fields: contractFields(
    supportTicketsContract,
    {
      user: asPerson(),
      priority: { choices: ticketPriorityChoices },
      status: { choices: ticketStatusChoices },
    },
    [],
  ),
  actions: [closeTicket as ActionSchema],
};
