import { pagedList } from './pagedList';
import { selectColumn, timeColumn } from './fields';

/**
 * /admin/p2p/p2p-buy and /admin/p2p/p2p-sell: POST /admin/getp2ps, the side sent beside the
 * admin's filter (server/routes/p2p/trades.ts).
 */
function p2pTradesContract(side: 'buy' | 'sell') {
  return pagedList({
    name: `p2p/p2p-${side}`,
    endpoint: { method: 'POST', path: '/admin/getp2ps', fixed: { side } },
    userFilter: { matches: ['buyerId', 'sellerId'] },
    fields: [
      { key: 'orderNo', label: 'Order id', type: 'text', searchable: true, sortable: true },
      { key: 'buyer', label: 'Buyer', type: 'email', searchable: true, sortable: true },
      { key: 'seller', label: 'Seller', type: 'email', searchable: true, sortable: true },
      {
        key: 'user',
        label: 'User (buyer or seller)',
        type: 'text',
        role: 'filter',
        filter: 'text',
        matches: ['buyer', 'seller'],
      },
      selectColumn('asset', 'Asset'),
      { key: 'amount', label: 'Amount', type: 'money', sortable: true },
      { key: 'price', label: 'Price', type: 'money', sortable: true },
      { key: 'fiatTotal', label: 'Fiat total', type: 'money', sortable: true },
      { key: 'fee', label: 'Fee', type: 'money', role: 'detail' },
      { key: 'paymentMethod', label: 'Payment method', type: 'text', sortable: true },
      selectColumn('status', 'Status'),
      timeColumn('createdAt', 'Opened'),
      { key: 'paidAt', label: 'Paid', type: 'datetime', role: 'detail' },
      // Not sortable: open and paid trades have no close time, and NULLS LAST in both directions
      // would take two more indexes on the largest P2P table (one per direction, per side) for an
      // order the admin gets from Opened plus the status filter. Unindexed, it sorts every trade
      // of the side on each page at a million trades.
      { key: 'closedAt', label: 'Closed', type: 'datetime' },
    ],
  });
}

export const p2pBuyContract = p2pTradesContract('buy');
export const p2pSellContract = p2pTradesContract('sell');
