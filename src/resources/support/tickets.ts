import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import type { Choice, ResourceSchema } from '../types';
import { firstRowOf } from '../shared/moneyChoices';

/** Spec section 8 has no default for reading tickets; this says what failed. */
export const GET_TICKETS_FAILED = 'Get Support Ticket Details failed!';

export const ticketStatusChoices: Choice[] = [
  { id: 'open', name: 'Open', color: 'warning' },
  { id: 'answered', name: 'Answered', color: 'success' },
  { id: 'waiting_on_user', name: 'Waiting on user', color: 'info' },
  { id: 'closed', name: 'Closed', color: 'default' },
];

export const ticketPriorityChoices: Choice[] = [
  { id: 'low', name: 'Low', color: 'default' },
  { id: 'medium', name: 'Medium', color: 'info' },
  { id: 'high', name: 'High', color: 'warning' },
  { id: 'urgent', name: 'Urgent', color: 'error' },
];

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
 * /admin/support/Support (capital S, as the spec writes it): the ticket grid. It reads
 * GET /admin/ticketList, which the server pages, sorts and filters (thousands of tickets: only 25
 * rows travel). GET /support/getallticket answers every ticket at once, unpaged (a user's whole
 * support history, exports); the grid never reads it. A row opens the reply page,
 * /admin/support/reply/<id>.
 */
export const supportTicketsSchema: ResourceSchema = {
  name: 'support/Support',
  label: 'Support tickets',
  recordName: 'ticket',
  menu: { label: 'Tickets', group: 'Support', order: 20, icon: SupportAgentOutlinedIcon },
  list: {
    method: 'GET',
    path: '/admin/ticketList',
    mode: 'server',
    errorMessage: GET_TICKETS_FAILED,
  },
  getOne: {
    method: 'GET',
    path: '/admin/ticketList',
    body: ({ id }) => ({ filter: { _id: id }, limit: 1 }),
    errorMessage: GET_TICKETS_FAILED,
    unwrap: firstRowOf,
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  showPath: 'support/reply',
  recordRepresentation: 'ticketNo',
  fields: [
    { source: 'ticketNo', label: 'Ticket', type: 'text', views: ['list'], searchable: true },
    {
      source: 'user',
      label: 'User',
      type: 'email',
      views: ['list'],
      filter: 'text',
      searchable: true,
    },
    { source: 'category', label: 'Category', type: 'text', views: ['list'], filter: 'text' },
    { source: 'subject', label: 'Subject', type: 'text', views: ['list'], searchable: true },
    {
      source: 'priority',
      label: 'Priority',
      type: 'status',
      views: ['list'],
      filter: 'select',
      choices: ticketPriorityChoices,
    },
    {
      source: 'status',
      label: 'Status',
      type: 'status',
      views: ['list'],
      filter: 'select',
      choices: ticketStatusChoices,
    },
    {
      source: 'createdAt',
      label: 'Created',
      type: 'datetime',
      views: ['list'],
      filter: 'dateRange',
    },
    { source: 'lastReplyAt', label: 'Last reply', type: 'datetime', views: ['list'] },
  ],
};
