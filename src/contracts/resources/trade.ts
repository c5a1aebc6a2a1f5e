import { pagedList } from './pagedList';
import { timeColumn } from './fields';
import { byUserId, type ContractField } from './types';

/**
 * Trading (trade/buy, trade/sell, trade/pending-order): three views of
 * POST /admin/gettradehistory (server/routes/markets/trades.ts), each with its fixed filter
 * payload. Orders are sorted by time or number only: the other
 * columns have no index over a million orders.
 */
export type TradeView = 'trade/buy' | 'trade/sell' | 'trade/pending-order';

const money = (key: string, label: string): ContractField => ({ key, label, type: 'money' });

function tradeFields(view: TradeView): ContractField[] {
  // Buy and sell views have their side and status fixed; pending orders filter on both.
  const pending = view === 'trade/pending-order';
  const viewFilter = pending ? { filter: 'select' as const } : {};
  return [
    timeColumn('createdAt', 'Time'),
    { key: 'orderId', label: 'Order ID', type: 'text', sortable: true },
    { key: 'user', label: 'User', type: 'email', filter: 'text' },
    { key: 'pair', label: 'Pair', type: 'status', filter: 'select' },
    { key: 'side', label: 'Side', type: 'status', ...viewFilter },
    { key: 'type', label: 'Type', type: 'status', filter: 'select' },
    money('price', 'Price'),
    money('amount', 'Amount'),
    money('filled', 'Filled'),
    money('total', 'Total'),
    money('fee', 'Fee'),
    { key: 'status', label: 'Status', type: 'status', ...viewFilter },
    ...(pending ? [money('reserved', 'Reserved')] : []),
  ];
}

function tradeContract(view: TradeView, fixed: Record<string, unknown>) {
  return pagedList({
    name: view,
    endpoint: { method: 'POST', path: '/admin/gettradehistory', fixed },
    decisions: ['user', 'pair', 'side', 'price', 'amount', 'status'],
    userFilter: byUserId,
    fields: tradeFields(view),
  });
}

export const tradeBuyContract = tradeContract('trade/buy', { side: 'buy', status: 'filled' });
export const tradeSellContract = tradeContract('trade/sell', { side: 'sell', status: 'filled' });
export const pendingOrderContract = tradeContract('trade/pending-order', {
  status: ['open', 'partially_filled'],
});
