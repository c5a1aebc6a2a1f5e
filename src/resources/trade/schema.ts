import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import type { RaRecord } from 'react-admin';
import { choicesOf } from '../shared/choices';
import type { ActionSchema, Choice, MenuEntry, ResourceSchema } from '../types';
import {
  pendingOrderContract,
  tradeBuyContract,
  tradeSellContract,
  type TradeView,
} from '../../contracts/resources/trade';
import { asPerson, contractFields, contractList } from '../shared/contractFields';
import { cancelOrder as cancelOrderCommand } from '../../contracts/commands/orders';
import { commandFacts } from '../shared/commandAction';

/**
 * Trading (the sidebar's Trading group: trade/buy, trade/sell, trade/pending-order): three
 * server-paged views of POST /admin/gettradehistory, each with its fixed filter payload. The
 * resource names keep the URL's slash: react-admin mounts a resource at `<name>/*` and builds
 * its links as `/<name>/...` without escaping, so /admin/trade/buy is the product's URL as is.
 */

/** The message catalogue has no default for the trade history; this one says what failed. */
export const GET_TRADE_HISTORY_FAILED = 'Get Trade History Failed !';

export const sideChoices: Choice[] = choicesOf({ buy: 'success', sell: 'error' });

export const orderStatusChoices: Choice[] = choicesOf({
  open: 'info',
  partially_filled: 'warning',
  filled: 'success',
  cancelled: 'default',
});

export const orderTypeChoices: Choice[] = choicesOf({ limit: 'default', market: 'default' });

/** The exchange's pairs, for the pair filter (the server's seeded markets, main pair first). */
export const PAIR_SYMBOLS = [
  'BTC_USDT',
  'ETH_USDT',
  'XRP_USDT',
  'BNB_USDT',
  'TRX_USDT',
  'ETH_BTC',
  'XRP_BTC',
  'BNB_BTC',
  'TRX_BTC',
  'BNB_ETH',
  'XRP_ETH',
  'TRX_ETH',
] as const;
export const pairChoices: Choice[] = PAIR_SYMBOLS.map((s) => ({
  id: s,
  name: s.replace('_', '/'),
}));

/** Each view's contract: its fields, sorts and filters, and its fixed filter payload. */
const TRADE_CONTRACTS = {
  'trade/buy': tradeBuyContract,
  'trade/sell': tradeSellContract,
  'trade/pending-order': pendingOrderContract,
} as const;

/** The fixed filter payload of each view (gettradehistory narrows by that payload). */
export const TRADE_VIEWS = Object.fromEntries(
  Object.entries(TRADE_CONTRACTS).map(([view, contract]) => [view, contract.endpoint.fixed]),
) as Record<TradeView, Record<string, unknown>>;

/** Which orders the admin may cancel (the server answers 409 for the others). */
const cancelFacts = commandFacts(cancelOrderCommand);
export const CANCELLABLE_STATUSES = cancelFacts.from;
export const canCancel = (record: Pick<RaRecord, 'status'>) =>
  (CANCELLABLE_STATUSES as readonly string[]).includes(String(record.status));

/** The cancel action of trade/pending-order, for the schema engine's declared actions. */
export const cancelOrderAction = {
  label: cancelFacts.label,
  endpoint: cancelFacts.call,
  body: (record: Pick<RaRecord, 'id'>) => ({ _id: String(record.id) }),
  when: canCancel,
  confirmation: (record: Pick<RaRecord, 'orderId' | 'pair' | 'reserved' | 'reservedAsset'>) =>
    `Cancel order ${record.orderId} on ${String(record.pair).replace('_', '/')}? Its unfilled ${record.reserved} ${record.reservedAsset} go back to the user's available balance.`,
  idempotencyKey: cancelFacts.idempotent,
  stepUp: cancelFacts.stepUp,
  errorMessage: 'Cancel Order Failed !',
  invalidates: ['trade/pending-order', 'trade/buy', 'trade/sell'],
} as const;

const money = (currencySource: string) => ({ currencySource });

/** How each view's columns look (the fields themselves are the contract's). */
const looks = {
  // The order's user: a link to their record page (the row's `userId`).
  user: asPerson(),
  pair: { choices: pairChoices },
  side: { choices: sideChoices },
  type: { choices: orderTypeChoices },
  status: { choices: orderStatusChoices },
  price: money('quote'),
  amount: money('base'),
  filled: money('base'),
  total: money('quote'),
  fee: money('quote'),
};

/** One order's record through the same endpoint (there is no order detail endpoint). */
const unwrapOne = (result: unknown): RaRecord => {
  const row = (result as { data?: RaRecord[] } | null)?.data?.[0];
  if (!row) throw new Error('Order not found');
  return row;
};

function tradeSchema(
  view: TradeView,
  label: string,
  order: number,
  icon: MenuEntry['icon'],
): ResourceSchema {
  const contract = TRADE_CONTRACTS[view];
  return {
    name: contract.name,
    label,
    menu: { label, group: 'Trading', order, icon },
    list: contractList(contract, { errorMessage: GET_TRADE_HISTORY_FAILED }),
    getOne: {
      method: 'POST',
      path: '/admin/gettradehistory',
      body: ({ id }) => ({ ...TRADE_VIEWS[view], _id: id }),
      errorMessage: GET_TRADE_HISTORY_FAILED,
      unwrap: unwrapOne,
    },
    fields: contractFields(
      contract,
      view === 'trade/pending-order' ? { ...looks, reserved: money('reservedAsset') } : looks,
    ),
    defaultSort: contract.defaultSort,
    recordRepresentation: 'orderId',
  };
}

export const tradeBuySchema = tradeSchema('trade/buy', 'Buy trades', 10, ShoppingCartOutlinedIcon);
export const tradeSellSchema = tradeSchema('trade/sell', 'Sell trades', 20, SellOutlinedIcon);
type OrderRow = RaRecord & {
  orderId: string;
  pair: string;
  reserved: string;
  reservedAsset: string;
};

/** `cancelOrderAction` declared: row and details, confirmed, step-up and an Idempotency-Key. */
const cancelOrder: ActionSchema<OrderRow> = {
  name: 'cancel',
  label: cancelOrderAction.label,
  color: 'error',
  variant: 'outlined',
  places: ['row', 'detail'],
  when: { status: CANCELLABLE_STATUSES },
  endpoint: {
    method: cancelOrderAction.endpoint.method,
    path: cancelOrderAction.endpoint.path,
    body: ({ record }) => cancelOrderAction.body(record),
    errorMessage: cancelOrderAction.errorMessage,
  },
  confirm: {
    title: 'Cancel this order?',
    text: (record) => cancelOrderAction.confirmation(record),
    label: cancelOrderAction.label,
  },
  stepUp: cancelOrderAction.stepUp,
  idempotent: cancelOrderAction.idempotencyKey,
  success: (record) => `Order ${record.orderId} cancelled`,
  refresh: [...cancelOrderAction.invalidates],
};

export const pendingOrderSchema: ResourceSchema = {
  ...tradeSchema('trade/pending-order', 'Pending orders', 30, PendingActionsOutlinedIcon),
  actions: [cancelOrder],
};
