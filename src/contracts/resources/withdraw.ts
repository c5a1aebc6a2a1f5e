import type { PagedListContract } from './types';

/** /admin/withdraw: GET /admin/withdrawList (server/routes/money/withdrawals.ts). */
export const withdrawContract: PagedListContract = {
  name: 'withdraw',
  endpoint: { method: 'GET', path: '/admin/withdrawList' },
  export: true,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  fields: [
    {
      key: 'email',
      label: 'User',
      type: 'email',
      filter: 'text',
      searchable: true,
      sortable: true,
    },
    { key: 'name', label: 'Name', type: 'text', role: 'detail' },
    { key: 'asset', label: 'Asset', type: 'status', filter: 'select', sortable: true },
    { key: 'status', label: 'Status', type: 'status', filter: 'select', sortable: true },
    { key: 'approval', label: 'Approval', type: 'text' },
    { key: 'network', label: 'Network', type: 'status', filter: 'select', sortable: true },
    { key: 'amount', label: 'Amount', type: 'money', sortable: true },
    { key: 'fee', label: 'Fee', type: 'money' },
    { key: 'usdValue', label: 'USD value', type: 'money', sortable: true },
    { key: 'address', label: 'Destination', type: 'address', searchable: true },
    { key: 'tag', label: 'Destination tag', type: 'text', role: 'detail' },
    { key: 'createdAt', label: 'Requested', type: 'datetime', filter: 'dateRange', sortable: true },
    { key: 'firstApprovedBy', label: 'First approval by', type: 'text', role: 'detail' },
    { key: 'decidedBy', label: 'Decided by', type: 'text' },
    { key: 'reason', label: 'Reason', type: 'text', role: 'detail' },
    { key: 'txHash', label: 'Tx hash', type: 'txHash', searchable: true },
    { key: 'explorerUrl', label: 'Explorer', type: 'text', role: 'detail' },
    {
      key: 'updatedAt',
      label: 'Updated',
      type: 'datetime',
      role: 'detail',
      filter: 'dateRange',
      sortable: true,
    },
  ],
};
