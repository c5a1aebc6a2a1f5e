import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import { errors } from '../../messages/catalogue';
import { selectField, userFields } from '../shared/commonFields';
import type { Choice, ResourceSchema } from '../types';
import { withdrawalActions } from './actions';
import { assetChoices, firstRowOf, networkChoices } from '../shared/moneyChoices';

export {
  withdrawalMoves,
  withdrawalMoveEndpoint,
  movesFrom,
  confirmationText,
  reasonError,
} from './moves';

export const withdrawalStatusChoices: Choice[] = [
  { id: 'pending', name: 'Pending', color: 'warning' },
  { id: 'approved', name: 'Approved', color: 'info' },
  { id: 'processing', name: 'Processing', color: 'info' },
  { id: 'completed', name: 'Completed', color: 'success' },
  { id: 'rejected', name: 'Rejected', color: 'error' },
  { id: 'failed', name: 'Failed', color: 'error' },
];

/** /admin/withdraw: GET /admin/withdrawList, server-paged. Moves: declared actions (actions.ts from moves.ts). */
export const withdrawSchema: ResourceSchema = {
  name: 'withdraw',
  label: 'Withdrawals',
  menu: { label: 'Withdrawals', order: 70, icon: OutboxOutlinedIcon },
  list: {
    method: 'GET',
    path: '/admin/withdrawList',
    mode: 'server',
    csvExport: 'format',
    errorMessage: errors.withdrawHistory,
  },
  getOne: {
    method: 'GET',
    path: '/admin/withdrawList',
    body: ({ id }) => ({ filter: { _id: id }, limit: 1 }),
    errorMessage: errors.withdrawHistory,
    unwrap: firstRowOf,
  },
  fields: [
    ...userFields,
    selectField('asset', 'Asset', assetChoices),
    selectField('status', 'Status', withdrawalStatusChoices),
    {
      source: 'approval',
      label: 'Approval',
      type: 'text',
      views: ['list', 'show'],
      sortable: false,
    },
    selectField('network', 'Network', networkChoices),
    {
      source: 'amount',
      label: 'Amount',
      type: 'money',
      views: ['list', 'show'],
      currencySource: 'asset',
    },
    {
      source: 'fee',
      label: 'Fee',
      type: 'money',
      views: ['list', 'show'],
      currencySource: 'asset',
      sortable: false,
    },
    { source: 'usdValue', label: 'USD value', type: 'money', views: ['list', 'show'] },
    {
      source: 'address',
      label: 'Destination',
      type: 'address',
      networkSource: 'network',
      views: ['list', 'show'],
      sortable: false,
      searchable: true,
    },
    { source: 'tag', label: 'Destination tag', type: 'text', views: ['show'] },
    {
      source: 'createdAt',
      label: 'Requested',
      type: 'datetime',
      views: ['list', 'show'],
      filter: 'dateRange',
    },
    { source: 'firstApprovedBy', label: 'First approval by', type: 'text', views: ['show'] },
    {
      source: 'decidedBy',
      label: 'Decided by',
      type: 'text',
      views: ['list', 'show'],
      sortable: false,
    },
    { source: 'reason', label: 'Reason', type: 'text', views: ['show'] },
    {
      source: 'txHash',
      label: 'Tx hash',
      type: 'txHash',
      networkSource: 'network',
      views: ['list', 'show'],
      sortable: false,
      searchable: true,
    },
    { source: 'explorerUrl', label: 'Explorer', type: 'text', views: ['show'] },
    {
      source: 'updatedAt',
      label: 'Updated',
      type: 'datetime',
      views: ['show'],
      filter: 'dateRange',
    },
  ],
  actions: withdrawalActions,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  recordRepresentation: 'address',
};
