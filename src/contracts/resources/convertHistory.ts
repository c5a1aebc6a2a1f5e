import { pagedList } from './pagedList';
import { emailColumn, selectColumn, timeColumn } from './fields';

/** /admin/convert_history: GET /admin/getConvertHistory (server/routes/money/converts.ts). */
export const convertHistoryContract = pagedList({
  name: 'convert_history',
  endpoint: 'GET /admin/getConvertHistory',
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
});
