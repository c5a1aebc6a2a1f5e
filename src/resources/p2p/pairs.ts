import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { errors } from '../../messages/catalogue';
import type { RaRecord } from 'react-admin';
import { choicesOf } from '../shared/choices';
import type { ActionSchema, Choice, FieldSchema, ResourceSchema } from '../types';
import { statusField } from '../shared/statusField';
import { WHOLE_LISTS } from '../../contracts/wholeLists';
import { p2pPairContract, P2P_ORDER_MESSAGE } from '../../contracts/resources/p2pPairs';
import { writeRoute } from '../../contracts/resources/writes';

export const p2pPairStatusChoices: Choice[] = choicesOf({ active: 'success', inactive: 'default' });

export const p2pAssetChoices: Choice[] = ['USDT', 'BTC', 'ETH', 'XRP', 'BNB', 'TRX'].map((id) => ({
  id,
  name: id,
}));

// The API's own paths, from the contract the server mounts them from.
const pairWrites = p2pPairContract.writes!;

/**
 * The declared facts of the pair create/edit/delete (for the schema engine's forms and actions):
 * endpoints, body, validation the server also enforces, the confirmation and the error defaults.
 */
export const p2pPairActions = {
  create: {
    ...writeRoute(pairWrites, 'create'),
    /** Body: { asset, fiat, minOrder, maxOrder, feePercent, paymentMethods: string[], status }. */
    fields: ['asset', 'fiat', 'minOrder', 'maxOrder', 'feePercent', 'paymentMethods', 'status'],
    errorMessage: errors.p2pTradeCreate,
  },
  update: {
    ...writeRoute(pairWrites, 'update'),
    /** Body: { _id, ...the changed fields }. */
    errorMessage: errors.p2pTradeCreate,
  },
  delete: {
    ...writeRoute(pairWrites, 'delete'),
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
    limits: (min: number, max: number) => (min > 0 && max >= min ? null : P2P_ORDER_MESSAGE),
  },
};

/** A pair as the list answers it. */
interface PairRecord extends RaRecord {
  asset: string;
  fiat: string;
  openTrades?: number;
}

/** The form's comma-separated methods become the array the API takes ("SEPA, Wise" → two). */
export const methodsOf = (text: unknown): string[] =>
  String(text ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);

/** The create/edit body: the form's values in the API's shape (amounts stay strings). */
function pairBody(data: Record<string, unknown>) {
  return {
    asset: data.asset,
    fiat: typeof data.fiat === 'string' ? data.fiat.trim().toUpperCase() : data.fiat,
    minOrder: String(data.minOrder ?? '').trim(),
    maxOrder: String(data.maxOrder ?? '').trim(),
    feePercent: Number(data.feePercent),
    paymentMethods: methodsOf(data.paymentMethodList),
    status: data.status,
  };
}

const deletePair: ActionSchema<PairRecord> = {
  name: 'delete',
  label: 'Delete',
  color: 'error',
  variant: 'outlined',
  places: ['row', 'detail'],
  when: (pair) => p2pPairActions.delete.enabled(pair),
  endpoint: {
    method: p2pPairActions.delete.method,
    path: p2pPairActions.delete.path,
    body: ({ record }) => p2pPairActions.delete.body(String(record.id)),
    errorMessage: p2pPairActions.delete.errorMessage,
  },
  confirm: {
    title: (pair) => `Delete ${pair.asset}/${pair.fiat}?`,
    text: (pair) => p2pPairActions.delete.confirmation(pair),
    label: 'Delete',
  },
  idempotent: false, // a repeat finds the pair gone (404): nothing is deleted twice
  success: (pair) => `P2P pair ${pair.asset}/${pair.fiat} deleted`,
};

const formViews = ['list', 'show', 'create', 'edit'] as const;

/** A pair's smallest or largest order, in its asset. */
const orderBound = (source: 'minOrder' | 'maxOrder', label: string): FieldSchema => ({
  source,
  label,
  type: 'money',
  views: [...formViews],
  currencySource: 'asset',
  rules: { required: true, decimals: 18 },
});

/** /admin/p2p/pairs: GET /p2p/getp2passets, the whole list (a handful of pairs). */
export const p2pPairsSchema: ResourceSchema = {
  name: 'p2p/pairs',
  label: 'P2P pairs',
  menu: { label: 'P2P pairs', group: 'P2P', order: 10, icon: CurrencyExchangeIcon },
  list: {
    method: 'GET',
    path: '/p2p/getp2passets',
    mode: 'whole',
    bound: WHOLE_LISTS.p2pPairs,
    errorMessage: errors.p2pPair,
  },
  create: {
    method: p2pPairActions.create.method,
    path: p2pPairActions.create.path,
    body: ({ data }) => pairBody(data),
    errorMessage: p2pPairActions.create.errorMessage,
  },
  update: {
    method: p2pPairActions.update.method,
    path: p2pPairActions.update.path,
    body: ({ id, data }) => ({ _id: id, ...pairBody(data) }),
    errorMessage: p2pPairActions.update.errorMessage,
  },
  actions: [deletePair],
  recordRules: pairWrites.rules,
  recordRepresentation: 'asset',
  defaultSort: { field: 'asset', order: 'ASC' },
  fields: [
    {
      source: 'asset',
      label: 'Asset',
      type: 'status',
      views: [...formViews],
      filter: 'select',
      choices: p2pAssetChoices,
      required: true,
    },
    {
      source: 'fiat',
      label: 'Fiat',
      type: 'text',
      views: [...formViews],
      filter: 'text',
      rules: {
        required: true,
        pattern: { source: '^[A-Z]{3}$', message: 'Enter a 3-letter ISO 4217 code, e.g. USD.' },
      },
    },
    orderBound('minOrder', 'Min order'),
    orderBound('maxOrder', 'Max order'),
    {
      source: 'feePercent',
      label: 'Fee %',
      type: 'number',
      views: [...formViews],
      rules: {
        required: true,
        min: p2pPairActions.validation.feePercent.min,
        max: p2pPairActions.validation.feePercent.max,
      },
    },
    {
      source: 'paymentMethodList',
      label: 'Payment methods',
      type: 'text',
      views: [...formViews],
      sortable: false,
      rules: {
        required: true,
        maxLength: 400,
        pattern: {
          source: '^[^,]{2,40}(,\\s*[^,]{2,40}){0,9}$',
          message: 'Enter 1 to 10 payment methods, separated by commas (e.g. SEPA, Wise).',
        },
      },
    },
    statusField(p2pPairStatusChoices, { views: [...formViews], required: true }),
    { source: 'openTrades', label: 'Open trades', type: 'number', views: ['list', 'show'] },
    { source: 'updatedAt', label: 'Updated', type: 'datetime', views: ['show'] },
  ],
};
