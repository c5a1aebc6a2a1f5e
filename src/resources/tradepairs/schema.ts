import CompareArrowsOutlinedIcon from '@mui/icons-material/CompareArrowsOutlined';
import { errors } from '../../messages/catalogue';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import type { RaRecord } from 'react-admin';
import type { ActionSchema, FieldSchema, ResourceSchema } from '../types';
import { statusField } from '../shared/statusField';
import { activePausedChoices } from '../shared/choices';
import { WHOLE_LISTS } from '../../contracts/wholeLists';
import { checkRules } from '../../contracts/fieldRules';
import { tradePairContract } from '../../contracts/resources/tradePairs';
import { writeRoute } from '../../contracts/resources/writes';

/** Trade pairs (/admin/tradepairs): the list and the change the contract declares. */

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

// The route, inputs, rules and confirmation the server mounts from the same contract.
const pairWrites = tradePairContract.writes!;
const pairInputs = tradePairContract.fields.filter((field) => field.input);
const rulesOf = (key: string) => pairInputs.find((field) => field.key === key)!.rules!;

/** A column the edit form changes, under the rules the contract gives its input. */
const editable = (
  source: string,
  label: string,
  type: FieldSchema['type'],
  more: Partial<FieldSchema> = {},
): FieldSchema => ({
  source,
  label,
  type,
  ...more,
  views: ['list', 'show', 'edit'],
  rules: rulesOf(source),
});

export const PAIR_EDIT_FIELDS = pairInputs.map((field) => field.key);

/** Field errors of a pair edit (empty when valid): the words the server answers with. */
export function validatePairEdit(values: TradePairEdit, pair: TradePairRecord) {
  const problems: Record<string, string> = {};
  for (const field of pairInputs) {
    const value = (values as Record<string, unknown>)[field.key];
    const message = value === undefined ? undefined : checkRules(field.label, value, field.rules!);
    if (message) problems[field.key] = message;
  }
  for (const rule of pairWrites.rules ?? [])
    for (const [key, message] of Object.entries(rule.check({ ...pair, ...values }) ?? {}))
      problems[key] ??= message;
  return problems as Partial<Record<keyof TradePairEdit, string>>;
}

/** The main-pair confirmation: pausing BTC_USDT is sent with `confirmMainPair: true` only after it. */
export function pairEditConfirmation(pair: TradePairRecord, values: TradePairEdit): string | null {
  if (!pairWrites.confirm!.needed({ ...pair }, values)) return null;
  return `${pair.symbol} is the main pair. Pausing it stops trading on the exchange's main market. Pause ${pair.symbol}?`;
}

/** Added to the body once the admin confirmed; without it the server answers 409. */
const confirmedBody = { [pairWrites.confirm!.key]: true };
const updateRoute = writeRoute(pairWrites, 'update');

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
      ...updateRoute,
      body: ({ record }) => ({
        _id: record.id,
        status: next,
        ...(pausing && record.isMain ? confirmedBody : {}),
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
    ...updateRoute,
    body: ({ id, data }) => ({
      _id: id,
      ...Object.fromEntries(
        PAIR_EDIT_FIELDS.filter((key) => data[key] !== undefined).map((key) => [key, data[key]]),
      ),
      ...(data[pairWrites.confirm!.key] === true ? confirmedBody : {}),
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
    editable('pricePrecision', 'Price precision', 'number'),
    editable('quantityPrecision', 'Quantity precision', 'number'),
    editable('minOrder', 'Minimum order', 'money', { currencySource: 'base' }),
    editable('makerFee', 'Maker fee', 'percent'),
    editable('takerFee', 'Taker fee', 'percent'),
    // Changed by the Pause / Resume actions, which carry the main-pair confirmation.
    statusField(activePausedChoices),
  ],
  actions: [pairStatusAction('paused'), pairStatusAction('active')],
  recordRules: pairWrites.rules,
  // The server's order (main pair first) until the admin sorts on another column.
  defaultSort: { field: 'rank', order: 'ASC' },
  recordRepresentation: 'symbol',
};
