import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import type { RaRecord } from 'react-admin';
import { errors } from '../../messages/catalogue';
import type { Choice, ResourceSchema } from '../types';
import type { UserBalance, UserRecord as UserContract } from '../../contracts/records';

/** Spec section 8 has no default for updateUser; this one says what failed, in the same voice. */
export const UPDATE_USER_FAILED = 'Update user failed!';

export const userStatusChoices: Choice[] = [
  { id: 'active', name: 'Active', color: 'success' },
  { id: 'blocked', name: 'Blocked', color: 'error' },
];

export const kycStatusChoices: Choice[] = [
  { id: 'not_submitted', name: 'Not submitted', color: 'default' },
  { id: 'pending', name: 'Pending', color: 'warning' },
  { id: 'approved', name: 'Approved', color: 'success' },
  { id: 'rejected', name: 'Rejected', color: 'error' },
];

export type { UserBalance, UserStatus } from '../../contracts/records';

export interface UserKyc {
  _id: string;
  status: 'pending' | 'approved' | 'rejected';
  documentType?: string;
  submittedAt?: string;
  reviewedAt?: string | null;
  reason?: string | null;
}

/** The details record: the user's profile with their KYC and balances (POST /admin/adminUserData). */
export interface UserRecord extends RaRecord, UserContract {
  kyc?: UserKyc | null;
  balances?: UserBalance[];
}

/** `{ user, kyc, balances }` becomes one record whose id is the user's. */
export function unwrapUserDetails(result: unknown): RaRecord {
  const {
    user,
    kyc = null,
    balances = [],
  } = (result ?? {}) as {
    user?: Record<string, unknown>;
    kyc?: UserKyc | null;
    balances?: UserBalance[];
  };
  const base = user ?? (result as Record<string, unknown>);
  return { ...base, id: base._id as string, kyc, balances } as RaRecord;
}

export const usersSchema: ResourceSchema = {
  name: 'user',
  label: 'Users',
  menu: { label: 'Users', order: 20, icon: PeopleAltOutlinedIcon },
  list: {
    method: 'POST',
    path: '/admin/getAllUserData',
    mode: 'whole',
    errorMessage: errors.users,
  },
  getOne: {
    method: 'POST',
    path: '/admin/adminUserData',
    body: ({ id }) => ({ _id: id }),
    errorMessage: errors.users,
    unwrap: unwrapUserDetails,
  },
  update: {
    method: 'POST',
    path: '/admin/updateUser',
    body: ({ id, data }) => ({ _id: id, status: data.status }),
    errorMessage: UPDATE_USER_FAILED,
  },
  fields: [
    { source: 'name', label: 'Name', type: 'text', views: ['list', 'show'], searchable: true },
    { source: 'email', label: 'Email', type: 'email', views: ['list', 'show'], searchable: true },
    { source: 'phone', label: 'Phone', type: 'text', views: ['list', 'show'], searchable: true },
    { source: 'country', label: 'Country', type: 'text', views: ['list', 'show'], filter: 'text' },
    {
      source: 'status',
      label: 'Status',
      type: 'status',
      views: ['list', 'show'],
      filter: 'select',
      choices: userStatusChoices,
    },
    {
      source: 'kycStatus',
      label: 'KYC status',
      type: 'status',
      views: ['list', 'show'],
      filter: 'select',
      choices: kycStatusChoices,
    },
    {
      source: 'referralCode',
      label: 'Referral code',
      type: 'text',
      views: ['list', 'show'],
      searchable: true,
    },
    {
      source: 'createdAt',
      label: 'Created',
      type: 'datetime',
      views: ['list', 'show'],
      filter: 'dateRange',
    },
    { source: 'lastLoginAt', label: 'Last login', type: 'datetime', views: ['list', 'show'] },
  ],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  showPath: 'user-details',
  recordRepresentation: 'name',
};
