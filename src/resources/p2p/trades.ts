import ArrowCircleDownOutlinedIcon from '@mui/icons-material/ArrowCircleDownOutlined';
import ArrowCircleUpOutlinedIcon from '@mui/icons-material/ArrowCircleUpOutlined';
import type { Choice, FieldSchema, ResourceSchema } from '../types';
import { p2pAssetChoices } from './pairs';

/** Spec section 8 has no default for the trade lists; this one says what failed, in the same voice. */
export const GET_P2P_TRADES_FAILED = 'Get P2p Trade Details failed!';

export const tradeStatusChoices: Choice[] = [
  { id: 'open', name: 'Open', color: 'info' },
  { id: 'paid', name: 'Paid', color: 'warning' },
  { id: 'released', name: 'Released', color: 'success' },
  { id: 'cancelled', name: 'Cancelled', color: 'default' },
  { id: 'disputed', name: 'Disputed', color: 'error' },
];

const fields: FieldSchema[] = [
  { source: 'orderNo', label: 'Order id', type: 'text', views: ['list', 'show'], searchable: true },
  { source: 'buyer', label: 'Buyer', type: 'email', views: ['list', 'show'] },
  { source: 'seller', label: 'Seller', type: 'email', views: ['list', 'show'] },
  { source: 'user', label: 'User (buyer or seller)', type: 'text', views: [], filter: 'text' },
  {
    source: 'asset',
    label: 'Asset',
    type: 'status',
    views: ['list', 'show'],
    filter: 'select',
    choices: p2pAssetChoices.slice(0, 3),
  },
  {
    source: 'amount',
    label: 'Amount',
    type: 'money',
    views: ['list', 'show'],
    currencySource: 'asset',
  },
  {
    source: 'price',
    label: 'Price',
    type: 'money',
    views: ['list', 'show'],
    currencySource: 'fiat',
  },
  {
    source: 'fiatTotal',
    label: 'Fiat total',
    type: 'money',
    views: ['list', 'show'],
    currencySource: 'fiat',
  },
  { source: 'fee', label: 'Fee', type: 'money', views: ['show'], currencySource: 'asset' },
  { source: 'paymentMethod', label: 'Payment method', type: 'text', views: ['list', 'show'] },
  {
    source: 'status',
    label: 'Status',
    type: 'status',
    views: ['list', 'show'],
    filter: 'select',
    choices: tradeStatusChoices,
  },
  {
    source: 'createdAt',
    label: 'Opened',
    type: 'datetime',
    views: ['list', 'show'],
    filter: 'dateRange',
  },
  { source: 'paidAt', label: 'Paid', type: 'datetime', views: ['show'] },
  { source: 'closedAt', label: 'Closed', type: 'datetime', views: ['list', 'show'] },
];

/**
 * /admin/p2p/p2p-buy and /admin/p2p/p2p-sell: POST /admin/getp2ps, server-paged, the side sent
 * beside the admin's filter; the detail (GET /p2p/trade/:id) also carries timeline and chat.
 */
function tradesSchema(side: 'buy' | 'sell'): ResourceSchema {
  const label = side === 'buy' ? 'P2P buy' : 'P2P sell';
  return {
    name: `p2p/p2p-${side}`,
    label,
    menu: {
      label,
      group: 'P2P',
      order: side === 'buy' ? 20 : 30,
      icon: side === 'buy' ? ArrowCircleDownOutlinedIcon : ArrowCircleUpOutlinedIcon,
    },
    list: {
      method: 'POST',
      path: '/admin/getp2ps',
      body: () => ({ side }),
      mode: 'server',
      errorMessage: GET_P2P_TRADES_FAILED,
    },
    getOne: {
      method: 'GET',
      path: ({ id }) => `/p2p/trade/${encodeURIComponent(id)}`,
      errorMessage: GET_P2P_TRADES_FAILED,
    },
    defaultSort: { field: 'createdAt', order: 'DESC' },
    recordRepresentation: 'orderNo',
    fields,
  };
}

export const p2pBuySchema = tradesSchema('buy');
export const p2pSellSchema = tradesSchema('sell');
