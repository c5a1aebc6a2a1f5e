import {
  emailColumn,
  NEWEST_FIRST,
  selectColumn,
  textColumn,
  timeColumn,
  userColumns,
} from './fields';
import { byUserId, type ContractField, type PagedListContract } from './types';

/** The columns every stake list shares (server/routes/staking/stakes.ts). */
const stakeFields: ContractField[] = [
  textColumn('plan', 'Plan'),
  selectColumn('asset', 'Asset'),
  { ...selectColumn('type', 'Type'), role: 'detail' },
  { key: 'amount', label: 'Amount', type: 'money', sortable: true },
  { key: 'apr', label: 'APR %', type: 'number', sortable: true },
  timeColumn('startedAt', 'Started'),
  timeColumn('endsAt', 'Ends'),
  { key: 'accruedReward', label: 'Accrued reward', type: 'money' },
  selectColumn('status', 'Status'),
  { key: 'settledAt', label: 'Settled', type: 'datetime', role: 'detail', sortable: true },
  { key: 'settledBy', label: 'Settled by', type: 'text', role: 'detail' },
];

/** stake/order: users' stakes, POST /admin/getAllStakingUser (an empty body is page 1). */
export const stakeOrderContract: PagedListContract = {
  name: 'stake/order',
  endpoint: { method: 'POST', path: '/admin/getAllStakingUser' },
  export: true,
  userFilter: byUserId,
  defaultSort: { field: 'startedAt', order: 'DESC' },
  fields: [...userColumns, ...stakeFields],
};

/** stake/settle: the matured stakes awaiting settlement, oldest maturity first. */
export const stakeSettleContract: PagedListContract = {
  name: 'stake/settle',
  endpoint: { method: 'POST', path: '/admin/getMaturedStakes' },
  export: true,
  defaultSort: { field: 'endsAt', order: 'ASC' },
  // All matured: the status is the same on every row.
  fields: [...userColumns, ...stakeFields.filter((field) => field.key !== 'status')],
};

/** staket/admin: the platform's own stakes, GET /admin/getAdminStaking. */
export const adminStakeContract: PagedListContract = {
  name: 'staket/admin',
  endpoint: { method: 'GET', path: '/admin/getAdminStaking' },
  export: true,
  defaultSort: { field: 'startedAt', order: 'DESC' },
  fields: [textColumn('createdBy', 'Created by'), ...stakeFields],
};

/** staket/history: every user's staking journals, GET /admin/getStakingAllUserHistory. */
export const stakingHistoryContract: PagedListContract = {
  name: 'staket/history',
  endpoint: { method: 'GET', path: '/admin/getStakingAllUserHistory' },
  export: true,
  defaultSort: NEWEST_FIRST,
  fields: [
    timeColumn('createdAt', 'Date'),
    emailColumn('email', 'User'),
    textColumn('plan', 'Plan'),
    selectColumn('asset', 'Asset'),
    selectColumn('event', 'Event'),
    { key: 'amount', label: 'Amount', type: 'money' },
    selectColumn('status', 'Stake status'),
    { key: 'description', label: 'Description', type: 'text', role: 'detail' },
  ],
};
