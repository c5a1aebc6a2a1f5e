import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import type { RaRecord } from 'react-admin';
import { errors } from '../../messages/catalogue';
import type { ActionSchema, Choice, RelatedListSchema, ResourceSchema } from '../types';
import { USER_FILTER } from '../../contracts/resources/types';
import { UserBalances, UserKycLink } from './UserSections';
import { ProofOfReservesButton } from './ProofOfReservesButton';
import { USER_RULES } from './rules';
import { documentTypeChoices, userKycStatusChoices } from '../shared/choices';
import type { UserBalance, UserRecord, UserStatus } from '../../contracts/records';
import { asPerson, contractFields, contractList } from '../shared/contractFields';
import { usersContract } from '../../contracts/resources/users';

/** The message catalogue has no default for updateUser; this one says what failed, in the same voice. */
export const UPDATE_USER_FAILED = 'Update user failed!';

export const userStatusChoices: Choice[] = [
  { id: 'active', name: 'Active', color: 'success' },
  { id: 'blocked', name: 'Blocked', color: 'error' },
];

export { userKycStatusChoices };

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
export interface UserDetailsRecord extends RaRecord, UserRecord {
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
  history: true,
  menu: { label: 'Users', order: 20, icon: PeopleAltOutlinedIcon },
  list: contractList(usersContract, { errorMessage: errors.users }),
  getOne: {
    method: 'POST',
    path: '/admin/adminUserData',
    body: ({ id }) => ({ _id: id }),
    errorMessage: errors.users,
    unwrap: unwrapUserDetails,
  },
  // The edit form: the profile fields only (status has its own actions below).
  update: {
    method: 'POST',
    path: '/admin/updateUser',
    body: ({ id, data }) => ({
      _id: id,
      name: data.name,
      phone: data.phone,
      country: data.country,
    }),
    errorMessage: UPDATE_USER_FAILED,
  },
  fields: [
    ...contractFields(usersContract, {
      // The row is the user: the e-mail links to this very record.
      email: asPerson('id'),
      name: { views: ['show', 'edit'], rules: USER_RULES.name },
      phone: { views: ['show', 'edit'], rules: USER_RULES.phone },
      country: { views: ['show', 'edit'], rules: USER_RULES.country },
      status: { choices: userStatusChoices },
      kycStatus: { choices: userKycStatusChoices },
    }),
    // The details' KYC submission (POST /admin/adminUserData), on the record page only.
    {
      source: 'kyc.documentType',
      label: 'Document',
      type: 'status',
      views: ['show'],
      choices: documentTypeChoices,
    },
    { source: 'kyc.submittedAt', label: 'Submitted', type: 'datetime', views: ['show'] },
    { source: 'kyc.reason', label: 'Rejection reason', type: 'text', views: ['show'] },
  ],
  sections: [
    { label: 'Identity', fields: ['name', 'email'] },
    { label: 'Contact', fields: ['phone', 'country'] },
    { label: 'Account', fields: ['status', 'referralCode', 'createdAt', 'lastLoginAt'] },
    {
      label: 'KYC',
      fields: ['kycStatus', 'kyc.documentType', 'kyc.submittedAt', 'kyc.reason'],
      component: UserKycLink,
    },
    { label: 'Balances', fields: [], component: UserBalances, wide: true },
  ],
  recordPage: {
    screenTitle: 'User details',
    title: 'name',
    subtitle: 'email',
    // The list's rows lack KYC and balances: the page is its own query (POST /admin/adminUserData).
    meta: { view: 'details' },
    headerActions: [
      { name: 'proof-of-reserves', component: ProofOfReservesButton, permission: 'treasury:read' },
    ],
    related: [
      userRows('deposit', 'Deposits', ['asset', 'amount', 'status', 'createdAt']),
      userRows('withdraw', 'Withdrawals', ['asset', 'amount', 'status', 'createdAt']),
      userRows('trade/buy', 'Buy trades', ['createdAt', 'pair', 'amount'], 'user'),
      userRows('trade/sell', 'Sell trades', ['createdAt', 'pair', 'amount'], 'user'),
      userRows('p2p/p2p-buy', 'P2P buy trades', ['createdAt', 'amount', 'status'], 'user'),
      userRows('p2p/p2p-sell', 'P2P sell trades', ['createdAt', 'amount', 'status'], 'user'),
      userRows('stake/order', 'Stakes', ['plan', 'amount', 'status', 'startedAt']),
      userRows('support/Support', 'Support tickets', ['subject', 'status', 'createdAt'], 'user'),
      // What admins did to this user's records (auditors and owners: the trail's readers).
      { ...userRows('audit', 'Audit entries', ['at', 'action'], 'subject'), wide: true },
    ],
  },
  actions: [userStatusAction('blocked'), userStatusAction('active')],
  defaultSort: usersContract.defaultSort,
  showPath: 'user-details',
  recordRepresentation: 'name',
};

/**
 * A list of this user's rows on their page: matched by their id (the list's `userFilter`), and
 * "View all" opening the grid filtered by its own user e-mail filter (`gridFilter`).
 */
function userRows(
  resource: string,
  label: string,
  columns: string[],
  gridFilter = 'email',
): RelatedListSchema {
  return {
    resource,
    label,
    target: USER_FILTER,
    columns,
    viewAll: { filter: gridFilter, source: 'email' },
  };
}

/** Block an active user or re-activate a blocked one, after a confirmation; also in bulk. */
function userStatusAction(next: UserStatus): ActionSchema<UserDetailsRecord> {
  const blocking = next === 'blocked';
  const who = (r: UserDetailsRecord) => r.name || r.email;
  return {
    name: blocking ? 'block' : 'activate',
    label: blocking ? 'Block user' : 'Activate user',
    icon: blocking ? BlockIcon : CheckCircleOutlineIcon,
    color: blocking ? 'error' : 'success',
    places: ['detail', 'bulk'],
    when: { status: [blocking ? 'active' : 'blocked'] },
    endpoint: {
      method: 'POST',
      path: '/admin/updateUser',
      body: ({ record }) => ({ _id: record.id, status: next }),
      errorMessage: UPDATE_USER_FAILED,
    },
    confirm: {
      title: blocking ? 'Block this user?' : 'Activate this user?',
      text: (r) =>
        blocking
          ? `${who(r)} will no longer be able to sign in or trade until re-activated.`
          : `${who(r)} will be able to sign in and trade again.`,
      label: blocking ? 'Block' : 'Activate',
      bulkText: (records) =>
        blocking
          ? `${records.length} users will no longer be able to sign in or trade until re-activated.`
          : `${records.length} users will be able to sign in and trade again.`,
    },
    success: blocking ? 'User blocked' : 'User activated',
  };
}
