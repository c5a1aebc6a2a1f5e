import SouthWestIcon from '@mui/icons-material/SouthWest';
import type { Choice, ResourceSchema } from '../types';
import { selectField, userFields } from '../shared/commonFields';
import { assetChoices, firstRowOf, networkChoices } from '../shared/moneyChoices';

/** Spec section 8 has no default for the deposit list; this one says what failed, in the same voice. */
export const GET_DEPOSITS_FAILED = 'Get Deposit Details failed!';

export const depositStatusChoices: Choice[] = [
  { id: 'pending', name: 'Pending', color: 'warning' },
  { id: 'credited', name: 'Credited', color: 'success' },
  { id: 'rejected', name: 'Rejected', color: 'error' },
];

/** /admin/deposit: POST /admin/depositDetails, server-paged (the spec's empty body is page 1). */
export const depositSchema: ResourceSchema = {
  name: 'deposit',
  label: 'Deposits',
  menu: { label: 'Deposits', order: 90, icon: SouthWestIcon },
  list: {
    method: 'POST',
    path: '/admin/depositDetails',
    mode: 'server',
    csvExport: 'format',
    errorMessage: GET_DEPOSITS_FAILED,
  },
  getOne: {
    method: 'POST',
    path: '/admin/depositDetails',
    body: ({ id }) => ({ filter: { _id: id }, limit: 1 }),
    errorMessage: GET_DEPOSITS_FAILED,
    unwrap: firstRowOf,
  },
  fields: [
    ...userFields,
    selectField('asset', 'Asset', assetChoices),
    selectField('status', 'Status', depositStatusChoices),
    selectField('network', 'Network', networkChoices),
    {
      source: 'amount',
      label: 'Amount',
      type: 'money',
      views: ['list', 'show'],
      currencySource: 'asset',
    },
    { source: 'usdValue', label: 'USD value', type: 'money', views: ['show'] },
    { source: 'txHash', label: 'Tx hash', type: 'text', views: ['list', 'show'], sortable: false },
    { source: 'explorerUrl', label: 'Explorer', type: 'text', views: ['show'] },
    {
      source: 'confirmations',
      label: 'Confirmations',
      type: 'number',
      views: ['list', 'show'],
      sortable: false,
    },
    {
      source: 'requiredConfirmations',
      label: 'Required confirmations',
      type: 'number',
      views: ['show'],
    },
    { source: 'reason', label: 'Reason', type: 'text', views: ['show'] },
    {
      source: 'createdAt',
      label: 'Time',
      type: 'datetime',
      views: ['list', 'show'],
      filter: 'dateRange',
    },
    {
      source: 'creditedAt',
      label: 'Credited',
      type: 'datetime',
      views: ['show'],
      filter: 'dateRange',
    },
  ],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  recordRepresentation: 'txHash',
};
