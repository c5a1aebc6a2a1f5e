import { pagedList } from './pagedList';
import { emailColumn, selectColumn, timeColumn } from './fields';
import { byUserId } from './types';

/**
 * /admin/support/Support (capital S, as the product's URL writes it): GET /admin/ticketList
 * (server/routes/support/tickets.ts); every sort and filter column is indexed (090_support.sql).
 */
export const supportTicketsContract = pagedList({
  name: 'support/Support',
  endpoint: 'GET /admin/ticketList',
  userFilter: byUserId,
  fields: [
    { key: 'ticketNo', label: 'Ticket', type: 'text', searchable: true, sortable: true },
    emailColumn('user', 'User'),
    { key: 'category', label: 'Category', type: 'text', filter: 'text', sortable: true },
    { key: 'subject', label: 'Subject', type: 'text', searchable: true, sortable: true },
    selectColumn('priority', 'Priority'),
    selectColumn('status', 'Status'),
    timeColumn('createdAt', 'Created'),
    { key: 'lastReplyAt', label: 'Last reply', type: 'datetime', sortable: true },
  ],
});

/**
 * /admin/support/support-category: GET /admin/supportCategory, the model of a server-paged
 * list (first call: page 1, limit 20, filter {}, sort { createdAt: -1 }).
 */
export const supportCategoryContract = pagedList({
  name: 'support/support-category',
  endpoint: 'GET /admin/supportCategory',
  fields: [
    { key: 'name', label: 'Name', type: 'text', searchable: true, sortable: true },
    { key: 'description', label: 'Description', type: 'text', searchable: true },
    selectColumn('status', 'Status'),
    { key: 'ticketCount', label: 'Tickets', type: 'number' },
    timeColumn('createdAt', 'Created'),
    { key: 'updatedAt', label: 'Updated', type: 'datetime', sortable: true },
  ],
});
