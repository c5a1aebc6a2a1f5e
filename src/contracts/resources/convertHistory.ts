import type { PagedListContract } from './types';

/** /admin/convert_history: GET /admin/getConvertHistory (server/routes/money/converts.ts). */
export const convertHistoryContract: PagedListContract = {
  name: 'convert_history',
  endpoint: { method: 'GET', path: '/admin/getConvertHistory' },
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
    { key: 'fromAsset', label: 'From', type: 'status', filter: 'select', sortable: true },
    { key: 'fromAmount', label: 'From amount', type: 'money', sortable: true },
    { key: 'toAsset', label: 'To', type: 'status', filter: 'select', sortable: true },
    { key: 'toAmount', label: 'To amount', type: 'money', sortable: true },
    { key: 'rate', label: 'Rate', type: 'money' },
    { key: 'fee', label: 'Fee', type: 'money' },
    { key: 'createdAt', label: 'Time', type: 'datetime', filter: 'dateRange', sortable: true },
  ],
};
