import MailOutlineIcon from '@mui/icons-material/MailOutline';
import type { RaRecord } from 'react-admin';
import { choicesOf } from '../shared/choices';
import type { Choice, ResourceSchema } from '../types';
import { INVITATION_HOURS } from '../../contracts/admins';
import { DECISION_REASON_RULES } from '../../contracts/reason';
import { statusField } from '../shared/statusField';
import { WHOLE_LISTS } from '../../contracts/wholeLists';
import { revokeInvitation } from '../../contracts/commands/invitations';
import { commandFacts } from '../shared/commandAction';

/** Revoking a pending invitation: the command's declared facts. */
const revoke = commandFacts(revokeInvitation);

/**
 * Invitations (GET /admin/invitations): registration is by invitation only. Asking for one needs a
 * live 2FA step-up and a reason, and is a request (HTTP 202) a second admin approves in Approvals;
 * then the single-use link goes to the invitee by e-mail, never back to this browser, and the new admin
 * waits for their activation to be requested and approved on the Admins screen.
 */
export const INVITATIONS_FAILED = 'Get Invitations failed!';
export const CREATE_INVITATION_FAILED = 'Create Invitation failed!';
export const REVOKE_INVITATION_FAILED = 'Revoke Invitation failed!';

export const invitationStatusChoices: Choice[] = choicesOf({
  pending: 'info',
  used: 'success',
  expired: 'default',
  revoked: 'default',
});

type InvitationRow = RaRecord & { email: string };

export const invitationsSchema: ResourceSchema = {
  name: 'invitations',
  label: 'Invitations',
  recordLabel: 'Invitation',
  menu: { label: 'Invitations', group: 'Admin', order: 3, icon: MailOutlineIcon },
  list: {
    method: 'GET',
    path: '/admin/invitations',
    mode: 'whole',
    bound: WHOLE_LISTS.invitations,
    errorMessage: INVITATIONS_FAILED,
  },
  create: {
    method: 'POST',
    path: '/admin/createInvitation',
    body: ({ data }) => ({
      email: String(data.email ?? '').trim(),
      role: data.role,
      reason: String(data.reason ?? '').trim(),
    }),
    errorMessage: CREATE_INVITATION_FAILED,
    // A 202 answers the request a second admin approves ({ requestId, email, role }), not an
    // invitation yet: the request's id names the record the form saved.
    unwrap: (result): RaRecord => {
      const { requestId, ...rest } = (result ?? {}) as { requestId: string };
      return { ...rest, id: requestId, _id: requestId };
    },
  },
  createForm: {
    title: 'Invite an admin',
    openLabel: 'Invite admin',
    submitLabel: 'Invite',
    // Asked as the form opens, so turning 2FA on first loses nothing typed.
    stepUp: true,
    purpose: 'invite an admin',
    confirm: {
      title: 'Ask to invite this admin?',
      text: (values) =>
        `A second admin must approve the invitation in Approvals; then ${String(values.email ?? '').trim()} (role ${String(values.role)}) receives a single-use registration link valid ${INVITATION_HOURS} hours by e-mail. A different admin must then activate the account.`,
      label: 'Ask to invite',
    },
    redirect: '/admin/invitations',
  },
  fields: [
    {
      source: 'email',
      label: 'Email',
      type: 'email',
      views: ['list', 'show', 'create'],
      searchable: true,
      rules: {
        required: true,
        maxLength: 254,
        pattern: { source: '^\\S+@\\S+\\.\\S+$', message: 'Enter a valid email address.' },
      },
    },
    {
      source: 'role',
      label: 'Role',
      type: 'reference',
      // Chosen by what each role may do: the roles' own descriptions, from GET /admin/roles.
      reference: { resource: 'roles', description: 'description' },
      views: ['list', 'show', 'create'],
      rules: { required: true },
    },
    {
      // Why: the second admin reads it in Approvals before the link goes out.
      source: 'reason',
      label: 'Reason',
      type: 'text',
      views: ['create'],
      multiline: true,
      rules: DECISION_REASON_RULES,
    },
    statusField(invitationStatusChoices),
    { source: 'invitedBy', label: 'Invited by', type: 'email', views: ['list', 'show'] },
    { source: 'createdAt', label: 'Sent', type: 'datetime', views: ['list', 'show'] },
    { source: 'expiresAt', label: 'Expires', type: 'datetime', views: ['list', 'show'] },
    { source: 'usedAt', label: 'Used', type: 'datetime', views: ['show'] },
  ],
  actions: [
    {
      name: 'revoke',
      label: revoke.label,
      color: 'error',
      variant: 'outlined',
      places: ['row', 'detail'],
      when: revoke.when,
      endpoint: {
        ...revoke.call,
        body: ({ record }) => ({ _id: record.id }),
        errorMessage: REVOKE_INVITATION_FAILED,
      },
      confirm: {
        title: (r: InvitationRow) => `Revoke the invitation of ${r.email}?`,
        text: 'Its registration link stops working. You can send a new invitation later.',
        label: revoke.label,
      },
      idempotent: false,
      success: 'Invitation revoked',
    },
  ],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  recordRepresentation: 'email',
};
