import CurrencyBitcoinOutlinedIcon from '@mui/icons-material/CurrencyBitcoinOutlined';
import { errors } from '../../messages/catalogue';
import { LARGE_CHANGE_FACTOR } from '../../contracts/assetBounds';
import type { RaRecord } from 'react-admin';
import { choicesOf } from '../shared/choices';
import type { ActionSchema, Choice, FieldRules, ResourceSchema } from '../types';
import { statusField } from '../shared/statusField';
import { WHOLE_LISTS } from '../../contracts/wholeLists';

/**
 * Assets (/admin/coin-list): the platform's assets from
 * GET /admin/getassets, the same records the wallet screen lists (server/assets/queries.ts)
 * plus the settings an operator manages.
 */

export const assetTypeChoices: Choice[] = choicesOf({ crypto: 'info', token: 'default' });

export const assetStatusChoices: Choice[] = choicesOf({ active: 'success', inactive: 'default' });

export interface AssetRecord {
  _id: string;
  name: string;
  symbol: string;
  type: 'crypto' | 'token';
  decimals: number;
  depositEnabled: boolean;
  withdrawalEnabled: boolean;
  withdrawalFee: string;
  minWithdrawal: string;
  confirmations: number;
  priceUsd: number;
  /** No price below it; changing it needs a second admin (src/contracts/approvals.ts). */
  priceFloorUsd: number;
  status: 'active' | 'inactive';
  displayOrder: number;
}

export type AssetEdit = Partial<
  Pick<
    AssetRecord,
    | 'depositEnabled'
    | 'withdrawalEnabled'
    | 'withdrawalFee'
    | 'minWithdrawal'
    | 'confirmations'
    | 'priceUsd'
    | 'priceFloorUsd'
    | 'status'
    | 'displayOrder'
  >
>;

/** The editable settings, in form order (the server checks the same rules). */
export const ASSET_EDIT_FIELDS = [
  'depositEnabled',
  'withdrawalEnabled',
  'withdrawalFee',
  'minWithdrawal',
  'confirmations',
  'priceUsd',
  'priceFloorUsd',
  'status',
  'displayOrder',
] as const;

/** Sent only when changed: the server makes a request of any price or floor it is sent. */
const PRICE_FIELDS: readonly string[] = ['priceUsd', 'priceFloorUsd'];

const DECIMAL = /^\d{1,18}(\.\d{1,18})?$/;

/** Field errors of an asset edit (empty when valid): what the form shows under each input. */
export function validateAssetEdit(values: AssetEdit, asset: Pick<AssetRecord, 'decimals'>) {
  const problems: Partial<Record<keyof AssetEdit, string>> = {};
  const amount = (label: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    const text = String(value).trim();
    if (!DECIMAL.test(text)) return `${label} must be a decimal number of at least 0`;
    const fraction = (text.split('.')[1] ?? '').replace(/0+$/, '');
    if (fraction.length > asset.decimals) {
      return asset.decimals === 0
        ? `${label} must be a whole number`
        : `${label} can have at most ${asset.decimals} decimal place${asset.decimals === 1 ? '' : 's'}`;
    }
    return undefined;
  };
  const fee = amount('Withdrawal fee', values.withdrawalFee);
  if (fee) problems.withdrawalFee = fee;
  const minimum = amount('Minimum withdrawal', values.minWithdrawal);
  if (minimum) problems.minWithdrawal = minimum;
  const c = values.confirmations;
  if (c !== undefined && (!Number.isInteger(c) || c < 0 || c > 1000))
    problems.confirmations = 'Confirmations must be a whole number from 0 to 1000';
  const price = values.priceUsd;
  if (price !== undefined && !(Number.isFinite(price) && price > 0))
    problems.priceUsd = 'USD price must be a number above 0';
  const floor = values.priceFloorUsd;
  if (floor !== undefined && !(Number.isFinite(floor) && floor >= 0))
    problems.priceFloorUsd = 'Price floor must be a number of at least 0';
  if (values.status !== undefined && !['active', 'inactive'].includes(values.status))
    problems.status = 'Status must be active or inactive';
  if (values.displayOrder !== undefined && !Number.isInteger(values.displayOrder))
    problems.displayOrder = 'Display order must be a whole number';
  return problems;
}

/** The confirmation an edit needs before it is sent: turning deposits or withdrawals off. */
export function assetEditConfirmation(
  asset: Pick<AssetRecord, 'symbol' | 'depositEnabled' | 'withdrawalEnabled'>,
  values: AssetEdit,
): string | null {
  const off = [
    asset.depositEnabled && values.depositEnabled === false ? 'deposits' : null,
    asset.withdrawalEnabled && values.withdrawalEnabled === false ? 'withdrawals' : null,
  ].filter(Boolean);
  if (off.length === 0) return null;
  return `Disable ${off.join(' and ')} of ${asset.symbol}? Users will not be able to make them until they are enabled again.`;
}

/** What the engine's pessimistic edit form needs (it waits for the schema engine). */
export const assetEdit = {
  endpoint: { method: 'POST', path: '/admin/updateAssets' },
  fields: ASSET_EDIT_FIELDS,
  validate: validateAssetEdit,
  confirmation: assetEditConfirmation,
  mutationMode: 'pessimistic',
  errorMessage: errors.assetsUpdate,
} as const;

/** Amounts in the asset's units; the server also bounds the decimals by the asset's own. */
const AMOUNT_RULES: FieldRules = { required: true, min: 0, decimals: 18 };

type AssetRow = RaRecord & AssetRecord;
type Switch = 'depositEnabled' | 'withdrawalEnabled';

/**
 * Turning deposits or withdrawals on or off is a declared action, not a form checkbox: the
 * engine's edit form has no confirmation step, and disabling needs one (assetEditConfirmation).
 */
function assetSwitchAction(key: Switch, enable: boolean): ActionSchema<AssetRow> {
  const what = key === 'depositEnabled' ? 'deposits' : 'withdrawals';
  const Label = enable ? `Enable ${what}` : `Disable ${what}`;
  return {
    name: `${enable ? 'enable' : 'disable'}-${what}`,
    label: Label,
    color: enable ? 'success' : 'warning',
    variant: 'outlined',
    places: ['detail'],
    when: { [key]: [!enable] },
    endpoint: {
      method: 'POST',
      path: '/admin/updateAssets',
      body: ({ record }) => ({ _id: record.id, [key]: enable }),
      errorMessage: errors.assetsUpdate,
    },
    confirm: {
      title: (r) => `${Label} of ${r.symbol}?`,
      text: (r) =>
        assetEditConfirmation(r, { [key]: enable }) ??
        `Users will be able to make ${what} of ${r.symbol} again.`,
      label: enable ? 'Enable' : 'Disable',
    },
    idempotent: false,
    success: (r) => `${r.symbol} ${what} ${enable ? 'enabled' : 'disabled'}`,
  };
}

export const assetsSchema: ResourceSchema = {
  name: 'coin-list',
  label: 'Assets',
  history: true,
  menu: { label: 'Assets', order: 30, icon: CurrencyBitcoinOutlinedIcon },
  list: {
    method: 'GET',
    path: '/admin/getassets',
    mode: 'whole',
    bound: WHOLE_LISTS.assets,
    errorMessage: errors.assets,
  },
  update: {
    method: 'POST',
    path: '/admin/updateAssets',
    body: ({ id, data, previousData }) => ({
      _id: id,
      ...Object.fromEntries(
        ASSET_EDIT_FIELDS.filter((key) => data[key] !== undefined)
          .filter(
            (key) =>
              !PRICE_FIELDS.includes(key) ||
              previousData[key] === undefined ||
              Number(previousData[key]) !== Number(data[key]),
          )
          .map((key) => [key, data[key]]),
      ),
      ...(typeof data.reason === 'string' && data.reason.trim() ? { reason: data.reason } : {}),
    }),
    errorMessage: errors.assetsUpdate,
  },
  // No icon column: the engine's image field loads API paths with the bearer (KYC documents);
  // the coin icons are public URLs the wallet screen shows.
  fields: [
    { source: 'name', label: 'Name', type: 'text', views: ['list', 'show'], searchable: true },
    { source: 'symbol', label: 'Symbol', type: 'text', views: ['list', 'show'], searchable: true },
    {
      source: 'type',
      label: 'Type',
      type: 'status',
      views: ['list', 'show'],
      filter: 'select',
      choices: assetTypeChoices,
    },
    { source: 'decimals', label: 'Decimals', type: 'number', views: ['list', 'show'] },
    {
      source: 'priceUsd',
      label: 'USD price',
      type: 'number',
      views: ['list', 'show', 'edit'],
      rules: { required: true, min: 0.00000001 },
    },
    {
      // A price below it, a move of more than 20 %, or a new floor waits for a second admin.
      source: 'priceFloorUsd',
      label: 'Price floor (USD)',
      type: 'number',
      views: ['show', 'edit'],
      rules: { min: 0 },
    },
    {
      source: 'depositEnabled',
      label: 'Deposits',
      type: 'boolean',
      views: ['list', 'show'],
    },
    {
      source: 'withdrawalEnabled',
      label: 'Withdrawals',
      type: 'boolean',
      views: ['list', 'show'],
    },
    {
      source: 'withdrawalFee',
      label: 'Withdrawal fee',
      type: 'money',
      currencySource: 'symbol',
      views: ['list', 'show', 'edit'],
      rules: AMOUNT_RULES,
    },
    {
      source: 'minWithdrawal',
      label: 'Minimum withdrawal',
      type: 'money',
      currencySource: 'symbol',
      views: ['list', 'show', 'edit'],
      rules: AMOUNT_RULES,
    },
    {
      source: 'confirmations',
      label: 'Confirmations',
      type: 'number',
      views: ['list', 'show', 'edit'],
      rules: { required: true, integer: true, min: 0, max: 1000 },
    },
    statusField(assetStatusChoices, { views: ['list', 'show', 'edit'] }),
    {
      source: 'displayOrder',
      label: 'Order',
      type: 'number',
      views: ['list', 'show', 'edit'],
      rules: { required: true, integer: true },
    },
    {
      // Asked by the server when the price or the fee jumps (src/contracts/assetBounds.ts), and
      // for a price change a second admin approves (src/contracts/approvals.ts).
      source: 'reason',
      label: `Reason (for a price or fee change of more than ${LARGE_CHANGE_FACTOR}×, or a price sent for approval)`,
      type: 'text',
      views: ['edit'],
      rules: { maxLength: 500 },
    },
    { source: 'address', label: 'Current address', type: 'text', views: ['show'] },
    { source: 'tagId', label: 'Destination tag', type: 'text', views: ['show'] },
  ],
  actions: [
    assetSwitchAction('depositEnabled', false),
    assetSwitchAction('depositEnabled', true),
    assetSwitchAction('withdrawalEnabled', false),
    assetSwitchAction('withdrawalEnabled', true),
  ],
  defaultSort: { field: 'displayOrder', order: 'ASC' },
  recordRepresentation: 'symbol',
};
