import { emailColumn, NEWEST_FIRST, selectColumn, timeColumn } from './fields';
import type { PagedListContract } from './types';

/** /admin/convert_history: GET /admin/getConvertHistory (server/routes/money/converts.ts). */
export const convertHistoryContract: PagedListContract = {
  name: 'convert_history',
  endpoint: { method: 'GET', path: '/admin/getConvertHistory' },
  export: true,
  defaultSort: NEWEST_FIRST,
  fields: [
    emailColumn('email', 'User'),
    selectColumn('fromAsset', 'From'),
    { key: 'fromAmount', label: 'From amount', type: 'money', sortable: true },
    selectColumn('toAsset', 'To'),
    { key: 'toAmount', label: 'To amount', type: 'money', sortable: true },
    { key: 'rate', label: 'Rate', type: 'money' },
    { key: 'fee', label: 'Fee', type: 'money' },
    timeColumn('createdAt', 'Time'),
  ],
};
