import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import { paths } from '../../config/paths';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import type { RaRecord } from 'react-admin';
import { choicesOf } from '../shared/choices';
import type { ActionSchema, Choice, ResourceSchema } from '../types';
import { ADMIN_STATUS_REASON } from '../../contracts/admins';
import { statusField } from '../shared/statusField';
import { WHOLE_LISTS } from '../../contracts/wholeLists';

/**
 * The admin team (GET /admin/admins): who is active, who awaits activation and who vouched for
 * whom. Activating, re-enabling, a role and a 2FA reset are requests (HTTP 202) a second admin
 * approves in Approvals, never the inviter of the admin activated; each toasts the server's words.
 * Disabling applies at once. The server refuses a withdrawal's second approval from an admin who
 * invited or activated the first approver, or was invited or activated by them.
 */
export const GET_ADMINS_FAILED = 'Get Admins failed!';
export const UPDATE_ADMIN_FAILED = 'Update Admin failed!';

export const adminStatusChoices: Choice[] = choicesOf(
  { pending: 'warning', active: 'success', disabled: 'default' },
  { pending: 'Awaiting activation' },
);

type AdminRow = RaRecord & { email: string; status: string; self: boolean };

function statusAction(
  name: string,
  label: string,
  to: 'active' | 'disabled',
  from: string[],
  text: (r: AdminRow) => string,
  color: ActionSchema['color'],
): ActionSchema<AdminRow> {
  return {
    name,
    label,
    color,
    variant: to === 'disabled' ? 'outlined' : 'contained',
    places: ['row', 'detail'],
    // Nobody changes their own status (the server refuses it too).
    when: (r) => !r.self && from.includes(r.status),
    endpoint: {
      method: 'PUT',
      path: '/admin/admins',
      body: ({ record, values }) => ({ _id: record.id, status: to, reason: values.reason }),
      errorMessage: UPDATE_ADMIN_FAILED,
    },
    confirm: { title: (r) => `${label} ${r.email}?`, text, label },
    reason: { label: 'Reason', rules: ADMIN_STATUS_REASON },
    stepUp: true,
    idempotent: true,
  };
}

export const adminsSchema: ResourceSchema = {
  name: 'admins',
  label: 'Admins',
  history: true,
  recordLabel: 'Admin',
  menu: { label: 'Admins', group: 'Admin', order: 2, icon: AdminPanelSettingsOutlinedIcon },
  listLinks: [
    {
      label: 'Invite admin',
      to: `${paths.admin}/invitations/create`,
      icon: PersonAddAltOutlinedIcon,
      rule: 'admins:manage',
    },
  ],
  list: {
    method: 'GET',
    path: '/admin/admins',
    mode: 'whole',
    bound: WHOLE_LISTS.admins,
    errorMessage: GET_ADMINS_FAILED,
  },
  fields: [
    { source: 'email', label: 'Email', type: 'email', views: ['list', 'show'], searchable: true },
    statusField(adminStatusChoices),
    {
      source: 'role',
      label: 'Role',
      type: 'reference',
      reference: { resource: 'roles' },
      views: ['list', 'show'],
    },
    { source: 'twoFactor', label: '2FA', type: 'boolean', views: ['list', 'show'] },
    { source: 'invitedBy', label: 'Invited by', type: 'email', views: ['list', 'show'] },
    { source: 'activatedBy', label: 'Activated by', type: 'email', views: ['list', 'show'] },
    { source: 'activatedAt', label: 'Activated', type: 'datetime', views: ['show'] },
    { source: 'lastSignInAt', label: 'Last sign-in', type: 'datetime', views: ['list', 'show'] },
    { source: 'createdAt', label: 'Created', type: 'datetime', views: ['list', 'show'] },
  ],
  actions: [
    statusAction(
      'activate',
      'Activate',
      'active',
      ['pending'],
      (r) =>
        `${r.email} will be able to act as an admin once a second admin approves it in Approvals. Ask only for an account you know belongs to the invited person: you vouch for them, and neither of you can give the second approval of the other's withdrawals.`,
      'success',
    ),
    statusAction(
      'disable',
      'Disable',
      'disabled',
      ['pending', 'active'],
      (r) => `${r.email} is signed out everywhere and cannot sign in until enabled again.`,
      'error',
    ),
    statusAction(
      'enable',
      'Enable',
      'active',
      ['disabled'],
      (r) =>
        `${r.email} will be able to sign in and act again once a second admin approves it in Approvals.`,
      'success',
    ),
    {
      name: 'change-role',
      label: 'Change role',
      variant: 'outlined',
      places: ['row', 'detail'],
      // Nobody changes their own role (the server refuses it too).
      when: (r) => !r.self,
      endpoint: {
        method: 'PUT',
        path: '/admin/admins',
        body: ({ record, values }) => ({
          _id: record.id,
          role: values.role,
          reason: values.reason,
        }),
        errorMessage: UPDATE_ADMIN_FAILED,
      },
      confirm: {
        title: (r) => `Change the role of ${r.email}?`,
        text: (r) =>
          `A second admin must approve the change in Approvals; then ${r.email} can do only what the new role allows, from their next request. The last active owners keep the owner role.`,
        label: 'Change role',
      },
      inputs: [
        {
          source: 'role',
          label: 'New role',
          type: 'reference',
          reference: { resource: 'roles', description: 'description' },
          views: [],
          rules: { required: true },
        },
      ],
      reason: { label: 'Reason', rules: ADMIN_STATUS_REASON },
      stepUp: true,
      idempotent: true,
    },
    {
      name: 'reset-2fa',
      label: 'Reset 2FA',
      color: 'warning',
      variant: 'outlined',
      places: ['row', 'detail'],
      // For a lost authenticator; one's own 2FA is disabled with a code on the 2FA page.
      when: (r) => !r.self && Boolean(r.twoFactor),
      endpoint: {
        method: 'PUT',
        path: '/admin/admins',
        body: ({ record, values }) => ({
          _id: record.id,
          resetTwoFactor: true,
          reason: values.reason,
        }),
        errorMessage: UPDATE_ADMIN_FAILED,
      },
      confirm: {
        title: (r) => `Reset the 2FA of ${r.email}?`,
        text: (r) =>
          `Once a second admin approves it in Approvals, ${r.email}'s authenticator stops working and their sessions end. They sign in with their password and set up a new authenticator.`,
        label: 'Reset 2FA',
      },
      reason: { label: 'Reason', rules: ADMIN_STATUS_REASON },
      stepUp: true,
      idempotent: true,
    },
  ],
  defaultSort: { field: 'email', order: 'ASC' },
  recordRepresentation: 'email',
};
