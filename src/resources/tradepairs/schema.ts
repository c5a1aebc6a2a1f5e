import CompareArrowsOutlinedIcon from '@mui/icons-material/CompareArrowsOutlined';
import { errors } from '../../messages/catalogue';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import type { RaRecord } from 'react-admin';
import type { ActionSchema, FieldRules, ResourceSchema } from '../types';
import { statusField } from '../shared/statusField';
import { activePausedChoices } from '../shared/choices';
import { WHOLE_LISTS } from '../../contracts/wholeLists';

/** Trade pairs (/admin/tradepairs): GET /admin/getPairList, POST /admin/updateTradePair. */

/** The message catalogue has no default for reading the pair list; this one says what failed. */
export const GET_TRADE_PAIRS_FAILED = 'Get Trade Pair List Failed !';

export interface TradePairRecord {
  _id: string;
  symbol: string;
  isMain: boolean;
  status: 'active' | 'paused';
  pricePrecision: number;
  quantityPrecision: number;
  minOrder: string;
  makerFee: number | string;
  takerFee: number | string;
}

export type TradePairEdit = Partial<
  Pick<
    TradePairRecord,
    'pricePrecision' | 'quantityPrecision' | 'minOrder' | 'makerFee' | 'takerFee' | 'status'
  >
>;

export const PAIR_EDIT_FIELDS = [
  'pricePrecision',
  'quantityPrecision',
  'minOrder',
  'makerFee',
  'takerFee',
  'status',
] as const;

export const PRECISION_MAX = 18;
export const FEE_MAX_PERCENT = 10;
export const FEE_MAX_DECIMALS = 4;

const DECIMAL = /^\d{1,18}(\.\d{1,18})?$/;
const decimals = (text: string) => (text.split('.')[1] ?? '').replace(/0+$/, '').length;

/** Field errors of a pair edit (empty when valid); the server checks the same rules. */
export function validatePairEdit(values: TradePairEdit, pair: TradePairRecord) {
  const problems: Partial<Record<keyof TradePairEdit, string>> = {};
  for (const key of ['pricePrecision', 'quantityPrecision'] as const) {
    const value = values[key];
    if (value !== undefined && (!Number.isInteger(value) || value < 0 || value > PRECISION_MAX))
      problems[key] = `Precision must be a whole number from 0 to ${PRECISION_MAX}`;
  }
  const precision = values.quantityPrecision ?? pair.quantityPrecision;
  const minOrder = String(values.minOrder ?? pair.minOrder).trim();
  if (!DECIMAL.test(minOrder)) problems.minOrder = 'Minimum order must be a number of at least 0';
  else if (decimals(minOrder) > precision)
    problems.minOrder = `Minimum order can have at most ${precision} decimals (the quantity precision)`;
  for (const [key, label] of [
    ['makerFee', 'Maker fee'],
    ['takerFee', 'Taker fee'],
  ] as const) {
    if (values[key] === undefined) continue;
    const text = String(values[key]).trim();
    if (
      !DECIMAL.test(text) ||
      Number(text) > FEE_MAX_PERCENT ||
      decimals(text) > FEE_MAX_DECIMALS
    ) {
      problems[key] =
        `${label} must be from 0 to ${FEE_MAX_PERCENT} % with at most ${FEE_MAX_DECIMALS} decimals`;
    }
  }
  return problems;
}

/** The main-pair confirmation: pausing BTC_USDT is sent with `confirmMainPair: true` only after it. */
export function pairEditConfirmation(pair: TradePairRecord, values: TradePairEdit): string | null {
  if (!pair.isMain || values.status !== 'paused' || pair.status === 'paused') return null;
  return `${pair.symbol} is the main pair. Pausing it stops trading on the exchange's main market. Pause ${pair.symbol}?`;
}

/** What the engine's pessimistic edit form needs (it waits for the schema engine). */
export const tradePairEdit = {
  endpoint: { method: 'POST', path: '/admin/updateTradePair' },
  fields: PAIR_EDIT_FIELDS,
  validate: validatePairEdit,
  confirmation: pairEditConfirmation,
  /** Added to the body once the admin confirmed; without it the server answers 409. */
  confirmedBody: { confirmMainPair: true },
  mutationMode: 'pessimistic',
  errorMessage: errors.tradePairUpdate,
} as const;

/** The form's rules, the same as validatePairEdit and the server's (fees are percents as text). */
const PRECISION_RULES: FieldRules = { required: true, integer: true, min: 0, max: PRECISION_MAX };
const FEE_RULES: FieldRules = {
  required: true,
  min: 0,
  max: FEE_MAX_PERCENT,
  decimals: FEE_MAX_DECIMALS,
};

type PairRow = TradePairRecord & RaRecord;

/**
 * Pause a pair or resume it, after a confirmation. Pausing the main pair says so (its own
 * confirmation) and is sent with `confirmMainPair: true`, which the server requires.
 */
function pairStatusAction(next: TradePairRecord['status']): ActionSchema<PairRow> {
  const pausing = next === 'paused';
  return {
    name: pausing ? 'pause' : 'resume',
    label: pausing ? 'Pause' : 'Resume',
    icon: pausing ? PauseCircleOutlineIcon : PlayCircleOutlineIcon,
    color: pausing ? 'warning' : 'success',
    places: ['row', 'detail'],
    when: { status: [pausing ? 'active' : 'paused'] },
    endpoint: {
      method: 'POST',
      path: '/admin/updateTradePair',
      body: ({ record }) => ({
        _id: record.id,
        status: next,
        ...(pausing && record.isMain ? tradePairEdit.confirmedBody : {}),
      }),
      errorMessage: errors.tradePairUpdate,
    },
    confirm: {
      title: (r) => (pausing ? `Pause ${r.symbol}?` : `Resume ${r.symbol}?`),
      text: (r) =>
        pausing
          ? (pairEditConfirmation(r, { status: 'paused' }) ??
            `Trading on ${r.symbol} stops until the pair is resumed.`)
          : `Trading on ${r.symbol} starts again.`,
      label: pausing ? 'Pause' : 'Resume',
    },
    idempotent: false,
    success: (r) => (pausing ? `${r.symbol} paused` : `${r.symbol} resumed`),
  };
}

export const tradePairsSchema: ResourceSchema = {
  name: 'tradepairs',
  label: 'Trade pairs',
  history: true,
  menu: { label: 'Trade pairs', order: 40, icon: CompareArrowsOutlinedIcon },
  list: {
    method: 'GET',
    path: '/admin/getPairList',
    mode: 'whole',
    bound: WHOLE_LISTS.tradePairs,
    errorMessage: GET_TRADE_PAIRS_FAILED,
  },
  update: {
    method: 'POST',
    path: '/admin/updateTradePair',
    body: ({ id, data }) => ({
      _id: id,
      ...Object.fromEntries(
        PAIR_EDIT_FIELDS.filter((key) => data[key] !== undefined).map((key) => [key, data[key]]),
      ),
      ...(data.confirmMainPair === true ? { confirmMainPair: true } : {}),
    }),
    errorMessage: errors.tradePairUpdate,
  },
  fields: [
    { source: 'rank', label: '#', type: 'number', views: ['list'] },
    { source: 'symbol', label: 'Pair', type: 'text', views: ['list', 'show'], searchable: true },
    { source: 'isMain', label: 'Main pair', type: 'boolean', views: ['list', 'show'] },
    { source: 'base', label: 'Base', type: 'text', views: ['show'], searchable: true },
    { source: 'quote', label: 'Quote', type: 'text', views: ['list', 'show'], filter: 'text' },
    {
      source: 'lastPrice',
      label: 'Last price',
      type: 'money',
      currencySource: 'quote',
      views: ['list', 'show'],
    },
    {
      source: 'pricePrecision',
      label: 'Price precision',
      type: 'number',
      views: ['list', 'show', 'edit'],
      rules: PRECISION_RULES,
    },
    {
      source: 'quantityPrecision',
      label: 'Quantity precision',
      type: 'number',
      views: ['list', 'show', 'edit'],
      rules: PRECISION_RULES,
    },
    {
      source: 'minOrder',
      label: 'Minimum order',
      type: 'money',
      currencySource: 'base',
      views: ['list', 'show', 'edit'],
      rules: { required: true, min: 0, decimals: PRECISION_MAX },
    },
    {
      source: 'makerFee',
      label: 'Maker fee',
      type: 'percent',
      views: ['list', 'show', 'edit'],
      rules: FEE_RULES,
    },
    {
      source: 'takerFee',
      label: 'Taker fee',
      type: 'percent',
      views: ['list', 'show', 'edit'],
      rules: FEE_RULES,
    },
    // Changed by the Pause / Resume actions, which carry the main-pair confirmation.
    statusField(activePausedChoices),
  ],
  actions: [pairStatusAction('paused'), pairStatusAction('active')],
  // The server's order (main pair first) until the admin sorts on another column.
  defaultSort: { field: 'rank', order: 'ASC' },
  recordRepresentation: 'symbol',
};
