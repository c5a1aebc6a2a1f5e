import { pagedList } from './pagedList';
import { selectColumn, timeColumn, userColumns } from './fields';
import { byUserId } from './types';

/** /admin/deposit: POST /admin/depositDetails, the API's empty body is page 1 (server/routes/money/deposits.ts). */
export const depositContract = pagedList({
  name: 'deposit',
  endpoint: 'POST /admin/depositDetails',
  userFilter: byUserId,
  decisions: ['email', 'asset', 'amount', 'status', 'confirmations'],
  fields: [
    ...userColumns,
    selectColumn('asset', 'Asset'),
    selectColumn('status', 'Status'),
    selectColumn('network', 'Network'),
    { key: 'amount', label: 'Amount', type: 'money', sortable: true },
    { key: 'usdValue', label: 'USD value', type: 'money', role: 'detail' },
    { key: 'txHash', label: 'Tx hash', type: 'text', searchable: true },
    { key: 'explorerUrl', label: 'Explorer', type: 'text', role: 'detail' },
    { key: 'confirmations', label: 'Confirmations', type: 'number' },
    {
      key: 'requiredConfirmations',
      label: 'Required confirmations',
      type: 'number',
      role: 'detail',
    },
    { key: 'reason', label: 'Reason', type: 'text', role: 'detail' },
    timeColumn('createdAt', 'Time'),
    { ...timeColumn('creditedAt', 'Credited'), role: 'detail' },
  ],
});
