import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { errors } from '../../messages/catalogue';
import type { RaRecord } from 'react-admin';
import type { KycRecord, KycState } from '../../contracts/records';
import type { ActionSchema, ResourceSchema } from '../types';
import { documentTypeChoices, kycStatusChoices } from '../shared/choices';
import { KYC_REASON_RULES } from './rules';
import { statusField } from '../shared/statusField';
import { KycDocuments } from './KycDocuments';

/** Spec section 8 has no default for reading the KYC list; this one names what failed. */
export const GET_KYC_LIST_FAILED = 'Get KYC list failed!';

export { KYC_REASON_RULES };

export { documentTypeChoices, kycStatusChoices };

export type KycStatus = KycState;

/** The API's KYC record (one contract with the server), with react-admin's `id`. */
export interface KycReviewRecord extends RaRecord, KycRecord {}

export const kycSchema: ResourceSchema = {
  name: 'kyc',
  label: 'KYC',
  history: true,
  menu: { label: 'KYC', order: 50, icon: BadgeOutlinedIcon },
  list: {
    method: 'POST',
    path: '/admin/getAllKycList',
    mode: 'whole',
    format: 'columns',
    errorMessage: GET_KYC_LIST_FAILED,
  },
  // No getOne endpoint: the details read the record from the cached whole list. No update
  // either: a decision is one of the declared actions below, a server action on POST /admin/verifyKyc.
  fields: [
    { source: 'name', label: 'Name', type: 'text', views: ['list', 'show'], searchable: true },
    { source: 'email', label: 'Email', type: 'email', views: ['list', 'show'], searchable: true },
    { source: 'dateOfBirth', label: 'Date of birth', type: 'date', views: ['show'] },
    { source: 'nationality', label: 'Nationality', type: 'text', views: ['list', 'show'] },
    { source: 'address', label: 'Address', type: 'text', views: ['show'] },
    {
      source: 'documentType',
      label: 'Document type',
      type: 'status',
      views: ['list', 'show'],
      filter: 'select',
      choices: documentTypeChoices,
    },
    {
      source: 'documentNumber',
      label: 'Document number',
      type: 'text',
      views: ['show'],
      searchable: true,
    },
    statusField(kycStatusChoices),
    {
      source: 'submittedAt',
      label: 'Submitted',
      type: 'datetime',
      views: ['list', 'show'],
      filter: 'dateRange',
    },
    { source: 'reviewedAt', label: 'Reviewed', type: 'datetime', views: ['list', 'show'] },
    { source: 'reviewedBy', label: 'Reviewed by', type: 'text', views: ['show'] },
    { source: 'reason', label: 'Reason', type: 'text', views: ['show'] },
    {
      source: 'userId',
      label: 'User',
      type: 'reference',
      reference: { resource: 'user' },
      views: ['show'],
    },
  ],
  sections: [
    {
      label: 'Identity',
      fields: [
        'name',
        'email',
        'dateOfBirth',
        'nationality',
        'address',
        'documentType',
        'documentNumber',
      ],
    },
    // The user is a reference field: their name links to their page.
    {
      label: 'Review',
      fields: ['status', 'userId', 'submittedAt', 'reviewedAt', 'reviewedBy', 'reason'],
    },
    { label: 'Documents', fields: [], component: KycDocuments, wide: true },
  ],
  recordPage: {
    screenTitle: 'KYC details',
    title: 'name',
    subtitle: 'email',
    backLabel: 'All KYC submissions',
  },
  // The user's kycStatus follows the decision: their lists and details refresh too.
  actions: [kycDecision('approved'), kycDecision('rejected')],
  defaultSort: { field: 'submittedAt', order: 'DESC' },
  showPath: 'kyc-details',
  recordRepresentation: 'name',
};

/** Approve, or reject with a reason the user will see; only pending submissions offer either. */
function kycDecision(status: 'approved' | 'rejected'): ActionSchema<KycReviewRecord> {
  const approving = status === 'approved';
  return {
    name: approving ? 'approve' : 'reject',
    label: approving ? 'Approve' : 'Reject',
    icon: approving ? CheckIcon : CloseIcon,
    color: approving ? 'success' : 'error',
    variant: approving ? 'contained' : 'outlined',
    places: ['detail'],
    when: { status: ['pending'] },
    endpoint: {
      method: 'POST',
      path: '/admin/verifyKyc',
      body: ({ record, values }) => ({
        _id: record.id,
        status,
        ...(approving ? {} : { reason: values.reason }),
      }),
      errorMessage: errors.kycUpdate,
    },
    confirm: approving
      ? {
          title: 'Approve this KYC submission?',
          text: (r) => `${r.name}'s identity will be marked as verified.`,
        }
      : {
          title: 'Reject this KYC submission?',
          text: (r) => `${r.name} will see this reason and can submit new documents.`,
        },
    reason: approving ? undefined : { label: 'Reason', rules: KYC_REASON_RULES },
    success: approving ? 'KYC approved' : 'KYC rejected',
    refresh: ['user'],
  };
}
