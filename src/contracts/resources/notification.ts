import type { PagedListContract } from './types';

/**
 * /admin/notification: the admin action log, POST /admin/getAdminActionHistory
 * (server/routes/actionHistory.ts); the spec's empty body is page 1, newest first.
 */
export const notificationContract: PagedListContract = {
  name: 'notification',
  endpoint: { method: 'POST', path: '/admin/getAdminActionHistory' },
  export: true,
  defaultSort: { field: 'date', order: 'DESC' },
  fields: [
    { key: 'date', label: 'Date', type: 'datetime', filter: 'dateRange', sortable: true },
    {
      key: 'description',
      label: 'Description',
      type: 'text',
      filter: 'text',
      searchable: true,
      sortable: true,
    },
    {
      key: 'user_id',
      label: 'User',
      type: 'text',
      filter: 'text',
      searchable: true,
      sortable: true,
    },
  ],
};
