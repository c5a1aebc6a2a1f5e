import { choiceField } from './fields';
import { pagedList } from './pagedList';
import type { RecordRule } from './types';

/**
 * tradepairs: the exchange's spot markets, a short list answered whole (GET /admin/getPairList,
 * the main pair first), changed at POST /admin/updateTradePair (with `_id`): precisions, minimum
 * order, fees and status. A pair is never created or deleted here. Served by the contract's write
 * path (server/routes/markets/pairs.ts).
 */

/** The main pair: listed first, paused only once the admin confirmed. */
export const MAIN_PAIR = 'BTC_USDT';

export const MAIN_PAIR_CONFIRMATION_MESSAGE = `${MAIN_PAIR} is the main pair: pausing it stops trading on the exchange's main market. Send confirmMainPair: true to pause it.`;

export const PRECISION_MAX = 18;
export const FEE_MAX_PERCENT = 10;
export const FEE_MAX_DECIMALS = 4;

const DECIMAL = /^\d{1,18}(\.\d{1,18})?$/;

/** The minimum order's words when the quantity precision cannot express it, else undefined. */
export function minOrderProblem(minOrder: unknown, quantityPrecision: number): string | undefined {
  const text = String(minOrder ?? '').trim();
  if (!DECIMAL.test(text))
    return 'Minimum order must be a decimal number of at least 0, e.g. 0.0005';
  const decimals = (text.split('.')[1] ?? '').replace(/0+$/, '').length;
  if (decimals <= quantityPrecision) return undefined;
  return quantityPrecision === 0
    ? 'Minimum order must be a whole number'
    : `Minimum order can have at most ${quantityPrecision} decimal place${quantityPrecision === 1 ? '' : 's'}`;
}

/** A coarser quantity precision must still express the minimum order (sent or current). */
const minOrderRule: RecordRule = {
  check: ({ minOrder, quantityPrecision }) => {
    const problem = minOrderProblem(minOrder, Number(quantityPrecision));
    return problem ? { minOrder: problem } : null;
  },
};

const PRECISION_RULES = { required: true, integer: true, min: 0, max: PRECISION_MAX } as const;
const FEE_RULES = {
  required: true,
  min: 0,
  max: FEE_MAX_PERCENT,
  decimals: FEE_MAX_DECIMALS,
} as const;

const READ_ONLY: Record<string, string> = {
  lastPrice: 'Last price is read-only: it is the price of the last trade',
};

export const tradePairContract = pagedList({
  name: 'tradepairs',
  endpoint: { method: 'GET', path: '/admin/getPairList' },
  whole: true,
  export: false,
  defaultSort: { field: 'rank', order: 'ASC' },
  permissions: { read: 'pairs:read', update: 'pairs:update' },
  writes: {
    routes: { update: { method: 'POST', path: '/admin/updateTradePair' } },
    verbs: ['update'],
    recordName: 'Trade pair',
    rules: [minOrderRule],
    // A form may send the whole record: a pair's identity and its last price only as they are.
    unchanged: {
      keys: ['base', 'quote', 'symbol', 'lastPrice'],
      message: (key, pair) =>
        READ_ONLY[key] ??
        `A pair's ${key} cannot change (${String(pair.symbol)}): create a new pair instead`,
    },
    confirm: {
      key: 'confirmMainPair',
      needed: (pair, change) =>
        pair.isMain === true && change.status === 'paused' && pair.status !== 'paused',
      message: () => MAIN_PAIR_CONFIRMATION_MESSAGE,
    },
    examples: {
      update: { makerFee: 0.2, takerFee: 0.25 },
      broken: { quantityPrecision: 0, minOrder: '0.5' },
    },
  },
  fields: [
    { key: 'rank', label: '#', type: 'number', sortable: true },
    { key: 'symbol', label: 'Pair', type: 'text', rules: { maxLength: 30 } },
    { key: 'isMain', label: 'Main pair', type: 'boolean' },
    { key: 'base', label: 'Base', type: 'text', role: 'detail', rules: { maxLength: 12 } },
    { key: 'quote', label: 'Quote', type: 'text', rules: { maxLength: 12 } },
    { key: 'baseId', label: 'Base asset id', type: 'text', role: 'detail' },
    { key: 'quoteId', label: 'Quote asset id', type: 'text', role: 'detail' },
    { key: 'lastPrice', label: 'Last price', type: 'money' },
    {
      key: 'pricePrecision',
      label: 'Price precision',
      type: 'number',
      input: 'always',
      rules: PRECISION_RULES,
    },
    {
      key: 'quantityPrecision',
      label: 'Quantity precision',
      type: 'number',
      input: 'always',
      rules: PRECISION_RULES,
    },
    {
      key: 'minOrder',
      label: 'Minimum order',
      type: 'money',
      input: 'always',
      rules: { required: true, decimals: PRECISION_MAX },
    },
    { key: 'makerFee', label: 'Maker fee', type: 'percent', input: 'always', rules: FEE_RULES },
    { key: 'takerFee', label: 'Taker fee', type: 'percent', input: 'always', rules: FEE_RULES },
    choiceField('status', 'Status', ['active', 'paused']),
    { key: 'updatedAt', label: 'Updated', type: 'datetime', role: 'detail' },
  ],
});
