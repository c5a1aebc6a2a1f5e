import { choiceField } from './fields';
import { pagedList } from './pagedList';

/**
 * p2p/pairs: the assets users trade against a fiat currency, a short list answered whole
 * (GET /p2p/getp2passets, by asset then fiat), at the API's own paths: POST /admin/createp2passet
 * creates, PUT on it changes (with `_id`), POST /admin/deletep2pass deletes (with `_id`; refused
 * while the pair has open trades). Served by server/routes/p2p/pairs.ts.
 */
export const P2P_ORDER_MESSAGE = 'The maximum order must be at least the minimum order';

export const p2pPairContract = pagedList({
  name: 'p2p/pairs',
  endpoint: 'GET /p2p/getp2passets',
  whole: true,
  export: false,
  defaultSort: { field: 'asset', order: 'ASC' },
  permissions: {
    read: 'p2ppairs:read',
    create: 'p2ppairs:create',
    update: 'p2ppairs:update',
    delete: 'p2ppairs:delete',
  },
  writes: {
    routes: {
      create: { method: 'POST', path: '/admin/createp2passet' },
      update: { method: 'PUT', path: '/admin/createp2passet' },
      delete: { method: 'POST', path: '/admin/deletep2pass' },
    },
    verbs: ['create', 'update', 'delete'],
    recordName: 'P2P pair',
    rules: [
      {
        check: ({ minOrder, maxOrder }): Record<string, string> | null => {
          if (!(Number(minOrder) > 0)) return { minOrder: 'The minimum order must be above 0' };
          return Number(maxOrder) < Number(minOrder) ? { maxOrder: P2P_ORDER_MESSAGE } : null;
        },
      },
    ],
    examples: {
      create: {
        asset: 'XRP',
        fiat: 'GBP',
        minOrder: '10',
        maxOrder: '5000',
        feePercent: '0.25',
        paymentMethods: ['Faster Payments', 'Revolut'],
        status: 'active',
      },
      update: { feePercent: '0.5', status: 'inactive' },
      broken: { maxOrder: '5' },
    },
  },
  fields: [
    {
      key: 'asset',
      label: 'Asset',
      type: 'status',
      filter: 'select',
      sortable: true,
      input: 'always',
      rules: { required: true },
    },
    {
      key: 'fiat',
      label: 'Fiat',
      type: 'text',
      filter: 'text',
      input: 'always',
      rules: {
        required: true,
        pattern: { source: '^[A-Z]{3}$', message: 'Enter a 3-letter ISO 4217 code, e.g. USD.' },
      },
    },
    {
      key: 'minOrder',
      label: 'Min order',
      type: 'money',
      input: 'always',
      rules: { required: true, decimals: 18 },
    },
    {
      key: 'maxOrder',
      label: 'Max order',
      type: 'money',
      input: 'always',
      rules: { required: true, decimals: 18 },
    },
    {
      key: 'feePercent',
      label: 'Fee %',
      type: 'percent',
      input: 'always',
      rules: { required: true, min: 0, max: 10 },
    },
    {
      key: 'paymentMethods',
      label: 'Payment methods',
      type: 'text',
      role: 'detail',
      input: 'always',
      many: { min: 1, max: 10, item: 'Payment method' },
      rules: { required: true, minLength: 2, maxLength: 40 },
    },
    { key: 'paymentMethodList', label: 'Payment methods', type: 'text' },
    choiceField('status', 'Status', ['active', 'inactive'], { filter: 'select' }),
    { key: 'openTrades', label: 'Open trades', type: 'number' },
    { key: 'assetId', label: 'Asset id', type: 'text', role: 'detail' },
    { key: 'createdAt', label: 'Created', type: 'datetime', role: 'detail' },
    { key: 'updatedAt', label: 'Updated', type: 'datetime', role: 'detail' },
  ],
});
