import { pagedList } from './pagedList';
import { selectColumn, timeColumn, userColumns } from './fields';
import { byUserId } from './types';

/** /admin/withdraw: GET /admin/withdrawList (server/routes/money/withdrawals.ts). */
export const withdrawContract = pagedList({
  name: 'withdraw',
  endpoint: 'GET /admin/withdrawList',
  userFilter: byUserId,
  decisions: ['email', 'amount', 'usdValue', 'risk', 'status'],
  queue: {
    label: 'Withdrawal queue',
    filter: { status: 'pending' },
    sort: { field: 'createdAt', order: 'ASC' },
  },
  fields: [
    ...userColumns,
    selectColumn('asset', 'Asset'),
    selectColumn('status', 'Status'),
    // The last risk assessment (server/money/withdrawalRisk.ts): a level, filtered, not sorted.
    { key: 'risk', label: 'Risk', type: 'status', filter: 'select' },
    { key: 'approval', label: 'Approval', type: 'text' },
    selectColumn('network', 'Network'),
    { key: 'amount', label: 'Amount', type: 'money', sortable: true },
    { key: 'fee', label: 'Fee', type: 'money' },
    { key: 'usdValue', label: 'USD value', type: 'money', sortable: true },
    { key: 'address', label: 'Destination', type: 'address', searchable: true },
    { key: 'tag', label: 'Destination tag', type: 'text', role: 'detail' },
    timeColumn('createdAt', 'Requested'),
    { key: 'firstApprovedBy', label: 'First approval by', type: 'text', role: 'detail' },
    { key: 'decidedBy', label: 'Decided by', type: 'text' },
    { key: 'reason', label: 'Reason', type: 'text', role: 'detail' },
    { key: 'txHash', label: 'Tx hash', type: 'txHash', searchable: true },
    { key: 'explorerUrl', label: 'Explorer', type: 'text', role: 'detail' },
    { ...timeColumn('updatedAt', 'Updated'), role: 'detail' },
  ],
});
