import type { ResourceSchema } from '../types';
import { errors } from '../../messages/catalogue';
import { assetChoices } from '../shared/moneyChoices';

/**
 * /admin/convert_history: GET /admin/getConvertHistory, server-paged. The spec gives it no route:
 * it is a sidebar-free route, linked from the passbook screen.
 */
export const convertHistorySchema: ResourceSchema = {
  name: 'convert_history',
  label: 'Convert History',
  list: {
    method: 'GET',
    path: '/admin/getConvertHistory',
    mode: 'server',
    csvExport: 'format',
    errorMessage: errors.convertHistory,
  },
  fields: [
    { source: 'email', label: 'User', type: 'email', views: ['list'], filter: 'text' },
    {
      source: 'fromAsset',
      label: 'From',
      type: 'status',
      views: ['list'],
      filter: 'select',
      choices: assetChoices,
    },
    {
      source: 'fromAmount',
      label: 'From amount',
      type: 'money',
      views: ['list'],
      currencySource: 'fromAsset',
    },
    {
      source: 'toAsset',
      label: 'To',
      type: 'status',
      views: ['list'],
      filter: 'select',
      choices: assetChoices,
    },
    {
      source: 'toAmount',
      label: 'To amount',
      type: 'money',
      views: ['list'],
      currencySource: 'toAsset',
    },
    { source: 'rate', label: 'Rate', type: 'money', views: ['list'], sortable: false },
    {
      source: 'fee',
      label: 'Fee',
      type: 'money',
      views: ['list'],
      currencySource: 'toAsset',
      sortable: false,
    },
    { source: 'createdAt', label: 'Time', type: 'datetime', views: ['list'], filter: 'dateRange' },
  ],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  recordRepresentation: 'reference',
};
