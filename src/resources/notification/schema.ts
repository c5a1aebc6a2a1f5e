import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import type { RaRecord } from 'react-admin';
import type { ResourceSchema } from '../types';
import { notificationContract } from '../../contracts/resources/notification';
import { contractFields, contractList } from '../shared/contractFields';

/** The message catalogue has no default for the action history; this one says what failed, in the same voice. */
export const ACTION_HISTORY_FAILED = 'Get Admin Action History failed!';

/** One admin activity log entry: date, description, user_id. */
export interface ActivityLog extends RaRecord {
  _id: string;
  date: string;
  description: string;
  user_id: string;
}

/**
 * POST /admin/getAdminActionHistory: the action log, server-paged. The API's empty body is
 * page 1, newest first; `page`, `limit`, `filter`, `sort` and `format: 'csv'` ask for more.
 */
export const actionHistoryEndpoint = {
  method: 'POST' as const,
  path: '/admin/getAdminActionHistory',
  errorMessage: ACTION_HISTORY_FAILED,
};

/**
 * /admin/notification: the admin action history as a grid. Reached from the bell, so it has no
 * sidebar entry of its own (the sidebar does not list it).
 */
export const notificationSchema: ResourceSchema = {
  name: notificationContract.name,
  label: 'Notifications',
  // The log grows with every admin action: the server pages, sorts, filters and exports it.
  list: contractList(notificationContract, { errorMessage: ACTION_HISTORY_FAILED }),
  fields: contractFields(notificationContract),
  defaultSort: notificationContract.defaultSort,
  recordRepresentation: 'description',
};

export const NOTIFICATION_ICON = NotificationsNoneOutlinedIcon;
