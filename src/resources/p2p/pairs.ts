import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { errors } from '../../messages/catalogue';
import type { Choice, ResourceSchema } from '../types';

export const pairStatusChoices: Choice[] = [
  { id: 'active', name: 'Active', color: 'success' },
  { id: 'inactive', name: 'Inactive', color: 'default' },
];

export const p2pAssetChoices: Choice[] = ['USDT', 'BTC', 'ETH', 'XRP', 'BNB', 'TRX'].map((id) => ({
  id,
  name: id,
}));

/**
 * The declared facts of the pair create/edit/delete (for the schema engine's forms and actions):
 * endpoints, body, validation the server also enforces, the confirmation and the error defaults.
 */
export const p2pPairActions = {
  create: {
    method: 'POST' as const,
    path: '/admin/createp2passet',
    /** Body: { asset, fiat, minOrder, maxOrder, feePercent, paymentMethods: string[], status }. */
    fields: ['asset', 'fiat', 'minOrder', 'maxOrder', 'feePercent', 'paymentMethods', 'status'],
    errorMessage: errors.p2pTradeCreate,
  },
  update: {
    method: 'PUT' as const,
    path: '/admin/createp2passet',
    /** Body: { _id, ...the changed fields }. */
    errorMessage: errors.p2pTradeCreate,
  },
  delete: {
    method: 'POST' as const,
    path: '/admin/deletep2pass',
    body: (id: string) => ({ _id: id }),
    confirmation: (pair: { asset: string; fiat: string }) =>
      `Delete the P2P pair ${pair.asset}/${pair.fiat}? A pair with open, paid or disputed trades cannot be deleted.`,
    /** Only offered when the pair has no open trades (the server refuses with 409 otherwise). */
    enabled: (pair: { openTrades?: number }) => (pair.openTrades ?? 0) === 0,
    errorMessage: errors.p2pPair,
  },
  validation: {
    fiat: /^[A-Z]{3}$/,
    feePercent: { min: 0, max: 10 },
    paymentMethods: { min: 1, max: 10 },
    /** The maximum order must be at least the minimum order. */
    limits: (min: number, max: number) =>
      min > 0 && max >= min ? null : 'The maximum order must be at least the minimum order',
  },
};

/** /admin/p2p/pairs: GET /p2p/getp2passets, the whole list (a handful of pairs). */
export const p2pPairsSchema: ResourceSchema = {
  name: 'p2p/pairs',
  label: 'P2P pairs',
  menu: { label: 'P2P pairs', group: 'P2P', order: 10, icon: CurrencyExchangeIcon },
  list: { method: 'GET', path: '/p2p/getp2passets', mode: 'whole', errorMessage: errors.p2pPair },
  recordRepresentation: 'asset',
  defaultSort: { field: 'asset', order: 'ASC' },
  fields: [
    {
      source: 'asset',
      label: 'Asset',
      type: 'status',
      views: ['list', 'show'],
      filter: 'select',
      choices: p2pAssetChoices,
    },
    { source: 'fiat', label: 'Fiat', type: 'text', views: ['list', 'show'], filter: 'text' },
    {
      source: 'minOrder',
      label: 'Min order',
      type: 'money',
      views: ['list', 'show'],
      currencySource: 'asset',
    },
    {
      source: 'maxOrder',
      label: 'Max order',
      type: 'money',
      views: ['list', 'show'],
      currencySource: 'asset',
    },
    { source: 'feePercent', label: 'Fee %', type: 'number', views: ['list', 'show'] },
    {
      source: 'paymentMethodList',
      label: 'Payment methods',
      type: 'text',
      views: ['list', 'show'],
      sortable: false,
    },
    {
      source: 'status',
      label: 'Status',
      type: 'status',
      views: ['list', 'show'],
      filter: 'select',
      choices: pairStatusChoices,
    },
    { source: 'openTrades', label: 'Open trades', type: 'number', views: ['list', 'show'] },
    { source: 'updatedAt', label: 'Updated', type: 'datetime', views: ['show'] },
  ],
};
