import { NEWEST_FIRST, selectColumn, timeColumn, userColumns } from './fields';
import { byUserId, type PagedListContract } from './types';

/** /admin/deposit: POST /admin/depositDetails, the spec's empty body is page 1 (server/routes/money/deposits.ts). */
export const depositContract: PagedListContract = {
  name: 'deposit',
  endpoint: { method: 'POST', path: '/admin/depositDetails' },
  export: true,
  userFilter: byUserId,
  defaultSort: NEWEST_FIRST,
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
};
