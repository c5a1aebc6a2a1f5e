import type { PagedListContract } from './types';

/**
 * /admin/support/Support (capital S, as the spec writes it): GET /admin/ticketList
 * (server/routes/support/tickets.ts); every sort and filter column is indexed (090_support.sql).
 */
export const supportTicketsContract: PagedListContract = {
  name: 'support/Support',
  endpoint: { method: 'GET', path: '/admin/ticketList' },
  export: true,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  fields: [
    { key: 'ticketNo', label: 'Ticket', type: 'text', searchable: true, sortable: true },
    { key: 'user', label: 'User', type: 'email', filter: 'text', searchable: true, sortable: true },
    { key: 'category', label: 'Category', type: 'text', filter: 'text', sortable: true },
    { key: 'subject', label: 'Subject', type: 'text', searchable: true, sortable: true },
    { key: 'priority', label: 'Priority', type: 'status', filter: 'select', sortable: true },
    { key: 'status', label: 'Status', type: 'status', filter: 'select', sortable: true },
    { key: 'createdAt', label: 'Created', type: 'datetime', filter: 'dateRange', sortable: true },
    { key: 'lastReplyAt', label: 'Last reply', type: 'datetime', sortable: true },
  ],
};

/**
 * /admin/support/support-category: GET /admin/supportCategory, the spec's model of a server-paged
 * list (first call: page 1, limit 20, filter {}, sort { createdAt: -1 }).
 */
export const supportCategoryContract: PagedListContract = {
  name: 'support/support-category',
  endpoint: { method: 'GET', path: '/admin/supportCategory' },
  export: true,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  fields: [
    { key: 'name', label: 'Name', type: 'text', searchable: true, sortable: true },
    { key: 'description', label: 'Description', type: 'text', searchable: true },
    { key: 'status', label: 'Status', type: 'status', filter: 'select', sortable: true },
    { key: 'ticketCount', label: 'Tickets', type: 'number' },
    { key: 'createdAt', label: 'Created', type: 'datetime', filter: 'dateRange', sortable: true },
    { key: 'updatedAt', label: 'Updated', type: 'datetime', sortable: true },
  ],
};
