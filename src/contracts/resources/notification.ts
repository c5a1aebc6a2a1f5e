import { pagedList } from './pagedList';
import { textColumn, timeColumn } from './fields';

/**
 * /admin/notification: the admin action log, POST /admin/getAdminActionHistory
 * (server/routes/actionHistory.ts); the API's empty body is page 1, newest first.
 */
export const notificationContract = pagedList({
  name: 'notification',
  endpoint: 'POST /admin/getAdminActionHistory',
  defaultSort: { field: 'date', order: 'DESC' },
  fields: [
    timeColumn('date', 'Date'),
    textColumn('description', 'Description'),
    textColumn('user_id', 'User'),
  ],
});
