import { textColumn, timeColumn } from './fields';
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
    timeColumn('date', 'Date'),
    textColumn('description', 'Description'),
    textColumn('user_id', 'User'),
  ],
};
