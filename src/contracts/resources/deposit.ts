import type { PagedListContract } from './types';

/** /admin/deposit: POST /admin/depositDetails, the spec's empty body is page 1 (server/routes/money/deposits.ts). */
export const depositContract: PagedListContract = {
  name: 'deposit',
  endpoint: { method: 'POST', path: '/admin/depositDetails' },
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
    { key: 'network', label: 'Network', type: 'status', filter: 'select', sortable: true },
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
    { key: 'createdAt', label: 'Time', type: 'datetime', filter: 'dateRange', sortable: true },
    {
      key: 'creditedAt',
      label: 'Credited',
      type: 'datetime',
      role: 'detail',
      filter: 'dateRange',
      sortable: true,
    },
  ],
};
