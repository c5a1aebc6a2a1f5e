import DevicesOutlinedIcon from '@mui/icons-material/DevicesOutlined';
import type { ResourceSchema } from '../types';
import {
  SESSIONS_LOAD_FAILED,
  SESSIONS_RESOURCE,
  type SessionRecord,
} from '../../contracts/sessions';
import { relativeTime } from '../shared/format';
import { describeUserAgent } from './userAgent';
import { WHOLE_LISTS } from '../../contracts/wholeLists';

const device = (r: SessionRecord) => describeUserAgent(r.userAgent);

/**
 * The signed-in admin's live sessions (GET /rest/sessions, plain REST served by simple-rest):
 * the Profile page's card, this browser's marked, each revocable; revoking this one signs out.
 * No menu entry and no page of a record: a session is only ever one's own.
 */
export const sessionsSchema: ResourceSchema = {
  name: SESSIONS_RESOURCE,
  label: 'Sessions',
  recordLabel: 'Session',
  list: {
    method: 'GET',
    path: '/rest/sessions',
    mode: 'whole',
    bound: WHOLE_LISTS.sessions,
    errorMessage: SESSIONS_LOAD_FAILED,
  },
  card: {
    title: 'Active sessions',
    intro:
      'Where you are signed in. A session ends after 12 hours, or sooner without activity. Revoke any you do not recognise.',
    icon: DevicesOutlinedIcon,
    empty: 'No active sessions.',
  },
  fields: [
    {
      source: 'userAgent',
      label: 'Device',
      type: 'text',
      views: ['list'],
      display: (r) => device(r as SessionRecord),
      chip: { label: 'This session', when: (r) => Boolean(r.current) },
    },
    {
      source: 'clientAddress',
      label: 'Client address',
      type: 'text',
      views: ['list'],
      display: (r) => (r.clientAddress as string | null) ?? 'Unknown',
    },
    { source: 'createdAt', label: 'Signed in', type: 'datetime', views: ['list'] },
    {
      source: 'lastSeenAt',
      label: 'Last seen',
      type: 'datetime',
      views: ['list'],
      display: (r) => relativeTime(String(r.lastSeenAt)),
    },
  ],
  actions: [
    {
      name: 'revoke',
      label: 'Revoke',
      color: 'error',
      variant: 'outlined',
      places: ['row'],
      endpoint: 'delete',
      confirm: {
        title: 'Revoke this session?',
        text: (r: SessionRecord) =>
          r.current
            ? 'This is the session you are using now: you will be signed out.'
            : `${device(r)} will be signed out at its next request and must sign in again.`,
        label: 'Revoke',
      },
      idempotent: false,
      success: (r: SessionRecord) =>
        r.current ? 'Session revoked. You are signed out.' : 'Session revoked.',
      signsOut: (r: SessionRecord) => r.current,
    },
  ],
  defaultSort: { field: 'lastSeenAt', order: 'DESC' },
};
