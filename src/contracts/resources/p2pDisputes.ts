import { pagedList } from './pagedList';
import { emailColumn, selectColumn, timeColumn } from './fields';

/**
 * /admin/p2p/raise-dispute: GET /p2p/getraisedispute (server/routes/p2p/disputes.ts); a row opens
 * the resolution page, which reads the same list by `_id`.
 */
export const raiseDisputeContract = pagedList({
  name: 'p2p/raise-dispute',
  endpoint: 'GET /p2p/getraisedispute',
  decisions: ['orderNo', 'amount', 'raisedBy', 'status', 'age'],
  fields: [
    { key: 'orderNo', label: 'Trade', type: 'text', searchable: true, sortable: true },
    selectColumn('asset', 'Asset'),
    { key: 'amount', label: 'Amount', type: 'money', sortable: true },
    emailColumn('raisedBy', 'Raised by'),
    { key: 'reason', label: 'Reason', type: 'text', searchable: true },
    { key: 'evidenceCount', label: 'Evidence files', type: 'number' },
    selectColumn('status', 'Status'),
    { key: 'age', label: 'Age', type: 'text' },
    timeColumn('createdAt', 'Raised'),
    { key: 'buyer', label: 'Buyer', type: 'email', role: 'detail', searchable: true },
    { key: 'seller', label: 'Seller', type: 'email', role: 'detail', searchable: true },
  ],
});
