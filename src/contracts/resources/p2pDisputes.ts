import type { PagedListContract } from './types';

/**
 * /admin/p2p/raise-dispute: GET /p2p/getraisedispute (server/routes/p2p/disputes.ts); a row opens
 * the resolution page, which reads the same list by `_id`.
 */
export const raiseDisputeContract: PagedListContract = {
  name: 'p2p/raise-dispute',
  endpoint: { method: 'GET', path: '/p2p/getraisedispute' },
  export: true,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  fields: [
    { key: 'orderNo', label: 'Trade', type: 'text', searchable: true, sortable: true },
    { key: 'asset', label: 'Asset', type: 'status', filter: 'select', sortable: true },
    { key: 'amount', label: 'Amount', type: 'money', sortable: true },
    {
      key: 'raisedBy',
      label: 'Raised by',
      type: 'email',
      filter: 'text',
      searchable: true,
      sortable: true,
    },
    { key: 'reason', label: 'Reason', type: 'text', searchable: true },
    { key: 'evidenceCount', label: 'Evidence files', type: 'number' },
    { key: 'status', label: 'Status', type: 'status', filter: 'select', sortable: true },
    { key: 'age', label: 'Age', type: 'text' },
    { key: 'createdAt', label: 'Raised', type: 'datetime', filter: 'dateRange', sortable: true },
    { key: 'buyer', label: 'Buyer', type: 'email', role: 'detail', searchable: true },
    { key: 'seller', label: 'Seller', type: 'email', role: 'detail', searchable: true },
  ],
};
