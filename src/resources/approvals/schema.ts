import ApprovalOutlinedIcon from '@mui/icons-material/ApprovalOutlined';
import type { RaRecord } from 'react-admin';
import { approvalsContract } from '../../contracts/resources/approvals';
import {
  approvalEndpoints,
  REQUEST_KINDS,
  REQUEST_PERMISSIONS,
  type RequestKind,
} from '../../contracts/approvals';
import { DECISION_REASON_RULES, REASON_MAX } from '../../contracts/reason';
import type { ActionSchema, Choice, ResourceSchema, SignedInAdmin } from '../types';
import { choicesOf } from '../shared/choices';
import { contractFields, contractReads } from '../shared/contractFields';

export const GET_APPROVALS_FAILED = 'Get Approvals failed!';
export const APPROVE_REQUEST_FAILED = 'Approve Request failed!';
export const REJECT_REQUEST_FAILED = 'Reject Request failed!';

export const requestKindChoices: Choice[] = Object.entries(REQUEST_KINDS).map(([id, name]) => ({
  id,
  name,
}));

export const requestStatusChoices: Choice[] = choicesOf({
  pending: 'warning',
  approved: 'success',
  rejected: 'default',
  expired: 'default',
});

interface RequestRow extends RaRecord {
  kind: RequestKind;
  target: string;
  summary: string;
  status: string;
  requestedBy: string;
  reason: string;
}

const kindOf = (r: RequestRow): string => REQUEST_KINDS[r.kind] ?? r.kind;

/** Only an admin whose role may make the change decides it (an auditor reads, never decides). */
const mayDecide = (r: RequestRow, admin: SignedInAdmin | undefined) =>
  r.status === 'pending' &&
  admin !== undefined &&
  (!admin.permissions || admin.permissions.includes(REQUEST_PERMISSIONS[r.kind]));

/** "Change an admin's role: ops@exchange.local, role support → auditor." */
const changeOf = (r: RequestRow) => `${kindOf(r)}: ${r.target}, ${r.summary}.`;

/** What an approval would change: its lists and records are read again afterwards. */
const CHANGED_BY_APPROVAL = ['admins', 'invitations', 'roles', 'coin-list', 'withdrawal_limits'];

/**
 * Approve: a different admin than the one who asked (the server refuses the requester, the admin
 * it is about, an inviter activating their invitee and an admin nobody vouched for, in its words).
 */
const approve: ActionSchema<RequestRow> = {
  name: 'approve',
  label: 'Approve',
  color: 'success',
  places: ['row', 'detail'],
  // The one who asked never approves: the button is not offered to them.
  when: (r, admin) => mayDecide(r, admin) && r.requestedBy !== admin?.email,
  endpoint: {
    method: approvalEndpoints.approve.method,
    path: approvalEndpoints.approve.path,
    body: ({ record, values }) => ({ _id: record.id, reason: values.reason }),
    errorMessage: APPROVE_REQUEST_FAILED,
  },
  confirm: {
    title: 'Approve this request?',
    text: (r) =>
      `${changeOf(r)} Asked by ${r.requestedBy}: “${r.reason}”. It takes effect as soon as you approve, and your name is on it in the audit trail.`,
    label: 'Approve',
  },
  reason: { label: 'Note (optional)', rules: { maxLength: REASON_MAX } },
  stepUp: true,
  idempotent: true,
  refresh: CHANGED_BY_APPROVAL,
};

/** Reject: anyone who may decide, the requester included (withdrawing their own request). */
const reject: ActionSchema<RequestRow> = {
  name: 'reject',
  label: 'Reject',
  color: 'error',
  variant: 'outlined',
  places: ['row', 'detail'],
  when: mayDecide,
  endpoint: {
    method: approvalEndpoints.reject.method,
    path: approvalEndpoints.reject.path,
    body: ({ record, values }) => ({ _id: record.id, reason: values.reason }),
    errorMessage: REJECT_REQUEST_FAILED,
  },
  confirm: {
    title: 'Reject this request?',
    text: (r) =>
      `${changeOf(r)} Asked by ${r.requestedBy}. Nothing changes; your reason is kept with the request.`,
    label: 'Reject',
  },
  reason: { label: 'Reason', rules: DECISION_REASON_RULES },
  stepUp: true,
  idempotent: true,
};

/**
 * /admin/approvals: the two-person requests (issue #41). One admin asks for a change that creates
 * or empowers an admin, moves a price or changes a limit; a different admin approves or rejects
 * it here, behind the 2FA step-up. Opens on what waits; an undecided request expires (the
 * contract's REQUEST_HOURS).
 */
export const approvalsSchema: ResourceSchema = {
  ...contractReads(approvalsContract, GET_APPROVALS_FAILED),
  label: 'Approvals',
  recordLabel: 'Request',
  menu: { label: 'Approvals', group: 'Admin', order: 1, icon: ApprovalOutlinedIcon },
  fields: contractFields(approvalsContract, {
    kind: { choices: requestKindChoices },
    status: { choices: requestStatusChoices },
  }),
  sections: [
    {
      label: 'Request',
      fields: ['kind', 'target', 'summary', 'reason', 'requestedBy', 'createdAt', 'expiresAt'],
    },
    { label: 'Decision', fields: ['status', 'decidedBy', 'decidedAt', 'decisionReason'] },
  ],
  recordPage: {
    title: (r) => kindOf(r as RequestRow),
    subtitle: 'target',
  },
  actions: [approve, reject],
  defaultSort: approvalsContract.defaultSort,
  defaultFilter: { status: 'pending' },
  recordRepresentation: 'target',
  history: true,
};
