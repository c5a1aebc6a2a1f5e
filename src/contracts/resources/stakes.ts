import type { ContractField, PagedListContract } from './types';

/** The columns every stake list shares (server/routes/staking/stakes.ts). */
const stakeFields: ContractField[] = [
  { key: 'plan', label: 'Plan', type: 'text', filter: 'text', searchable: true, sortable: true },
  { key: 'asset', label: 'Asset', type: 'status', filter: 'select', sortable: true },
  { key: 'type', label: 'Type', type: 'status', role: 'detail', filter: 'select', sortable: true },
  { key: 'amount', label: 'Amount', type: 'money', sortable: true },
  { key: 'apr', label: 'APR %', type: 'number', sortable: true },
  { key: 'startedAt', label: 'Started', type: 'datetime', filter: 'dateRange', sortable: true },
  { key: 'endsAt', label: 'Ends', type: 'datetime', filter: 'dateRange', sortable: true },
  { key: 'accruedReward', label: 'Accrued reward', type: 'money' },
  { key: 'status', label: 'Status', type: 'status', filter: 'select', sortable: true },
  { key: 'settledAt', label: 'Settled', type: 'datetime', role: 'detail', sortable: true },
  { key: 'settledBy', label: 'Settled by', type: 'text', role: 'detail' },
];

const userFields: ContractField[] = [
  { key: 'email', label: 'User', type: 'email', filter: 'text', searchable: true, sortable: true },
  { key: 'name', label: 'Name', type: 'text', role: 'detail' },
];

/** stake/order: users' stakes, POST /admin/getAllStakingUser (an empty body is page 1). */
export const stakeOrderContract: PagedListContract = {
  name: 'stake/order',
  endpoint: { method: 'POST', path: '/admin/getAllStakingUser' },
  export: true,
  defaultSort: { field: 'startedAt', order: 'DESC' },
  fields: [...userFields, ...stakeFields],
};

/** stake/settle: the matured stakes awaiting settlement, oldest maturity first. */
export const stakeSettleContract: PagedListContract = {
  name: 'stake/settle',
  endpoint: { method: 'POST', path: '/admin/getMaturedStakes' },
  export: true,
  defaultSort: { field: 'endsAt', order: 'ASC' },
  // All matured: the status is the same on every row.
  fields: [...userFields, ...stakeFields.filter((field) => field.key !== 'status')],
};

/** staket/admin: the platform's own stakes, GET /admin/getAdminStaking. */
export const adminStakeContract: PagedListContract = {
  name: 'staket/admin',
  endpoint: { method: 'GET', path: '/admin/getAdminStaking' },
  export: true,
  defaultSort: { field: 'startedAt', order: 'DESC' },
  fields: [
    {
      key: 'createdBy',
      label: 'Created by',
      type: 'text',
      filter: 'text',
      searchable: true,
      sortable: true,
    },
    ...stakeFields,
  ],
};

/** staket/history: every user's staking journals, GET /admin/getStakingAllUserHistory. */
export const stakingHistoryContract: PagedListContract = {
  name: 'staket/history',
  endpoint: { method: 'GET', path: '/admin/getStakingAllUserHistory' },
  export: true,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  fields: [
    { key: 'createdAt', label: 'Date', type: 'datetime', filter: 'dateRange', sortable: true },
    {
      key: 'email',
      label: 'User',
      type: 'email',
      filter: 'text',
      searchable: true,
      sortable: true,
    },
    { key: 'plan', label: 'Plan', type: 'text', filter: 'text', searchable: true, sortable: true },
    { key: 'asset', label: 'Asset', type: 'status', filter: 'select', sortable: true },
    { key: 'event', label: 'Event', type: 'status', filter: 'select', sortable: true },
    { key: 'amount', label: 'Amount', type: 'money' },
    { key: 'status', label: 'Stake status', type: 'status', filter: 'select', sortable: true },
    { key: 'description', label: 'Description', type: 'text', role: 'detail' },
  ],
};
