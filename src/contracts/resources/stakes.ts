import { pagedList } from './pagedList';
import { emailColumn, selectColumn, textColumn, timeColumn, userColumns } from './fields';
import { byUserId, type ContractField } from './types';

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
export const stakeOrderContract = pagedList({
  name: 'stake/order',
  endpoint: 'POST /admin/getAllStakingUser',
  userFilter: byUserId,
  defaultSort: { field: 'startedAt', order: 'DESC' },
  fields: [...userColumns, ...stakeFields],
});

/** stake/settle: the matured stakes awaiting settlement, oldest maturity first. */
export const stakeSettleContract = pagedList({
  name: 'stake/settle',
  endpoint: 'POST /admin/getMaturedStakes',
  defaultSort: { field: 'endsAt', order: 'ASC' },
  // All matured: the status is the same on every row.
  fields: [...userColumns, ...stakeFields.filter((field) => field.key !== 'status')],
});

/** staket/admin: the platform's own stakes, GET /admin/getAdminStaking. */
export const adminStakeContract = pagedList({
  name: 'staket/admin',
  endpoint: 'GET /admin/getAdminStaking',
  defaultSort: { field: 'startedAt', order: 'DESC' },
  fields: [textColumn('createdBy', 'Created by'), ...stakeFields],
});

/** staket/history: every user's staking journals, GET /admin/getStakingAllUserHistory. */
export const stakingHistoryContract = pagedList({
  name: 'staket/history',
  endpoint: 'GET /admin/getStakingAllUserHistory',
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
});
