import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import { errors } from '../../messages/catalogue';
import type { RaRecord } from 'react-admin';
import type { KycRecord as KycContract, KycState } from '../../contracts/records';
import type { Choice, ResourceSchema } from '../types';
import { documentTypeChoices } from '../shared/choices';

/** Spec section 8 has no default for reading the KYC list; this one names what failed. */
export const GET_KYC_LIST_FAILED = 'Get KYC list failed!';

/** A rejection reason's length limits: one contract with the server. */
export { REASON_MAX, REASON_MIN } from '../../contracts/kyc';

export const kycStatusChoices: Choice[] = [
  { id: 'pending', name: 'Pending', color: 'warning' },
  { id: 'approved', name: 'Approved', color: 'success' },
  { id: 'rejected', name: 'Rejected', color: 'error' },
];

export { documentTypeChoices };

export type KycStatus = KycState;

/** The API's KYC record (one contract with the server), with react-admin's `id`. */
export interface KycRecord extends RaRecord, KycContract {}

export const kycSchema: ResourceSchema = {
  name: 'kyc',
  label: 'KYC',
  menu: { label: 'KYC', order: 50, icon: BadgeOutlinedIcon },
  list: {
    method: 'POST',
    path: '/admin/getAllKycList',
    mode: 'whole',
    errorMessage: GET_KYC_LIST_FAILED,
  },
  // No getOne endpoint: the details read the record from the cached whole list.
  update: {
    method: 'POST',
    path: '/admin/verifyKyc',
    body: ({ id, data }) => ({
      _id: id,
      status: data.status,
      ...(data.status === 'rejected' ? { reason: data.reason } : {}),
    }),
    errorMessage: errors.kycUpdate,
  },
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
    {
      source: 'status',
      label: 'Status',
      type: 'status',
      views: ['list', 'show'],
      filter: 'select',
      choices: kycStatusChoices,
    },
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
  ],
  defaultSort: { field: 'submittedAt', order: 'DESC' },
  showPath: 'kyc-details',
  recordRepresentation: 'name',
};
