import { pagedList } from '../../../src/contracts/resources/pagedList';
import { selectColumn, textColumn, timeColumn } from '../../../src/contracts/resources/fields';

/** A fee tier: what a trader pays from a 30-day volume up. Retired tiers stop applying. */
const fee = (key: string, label: string) => ({
  key,
  label,
  type: 'percent' as const,
  sortable: true,
  input: 'always' as const,
  rules: { required: true, min: 0, max: 5 },
});

export const feeTierContract = pagedList({
  name: 'fee_tiers',
  endpoint: 'GET /admin/feeTiers',
  table: {
    name: 'fee_tiers',
    tag: 'Markets',
    createdBy: 'createdBy',
    moves: {
      field: 'status',
      path: '/admin/feeTiers/status',
      reason: 'Say why the tier moves',
      moves: [
        { to: 'retired', from: ['active'], label: 'Retire', confirm: 'Retire this fee tier?' },
        { to: 'active', from: ['retired'], label: 'Reinstate', confirm: 'Reinstate this tier?' },
      ],
    },
  },
  permissions: { read: 'pairs:read', write: 'pairs:update' },
  writes: {
    path: '/admin/feeTiers',
    verbs: ['create', 'update', 'delete'],
    recordName: 'Fee tier',
    rules: [
      {
        check: ({ makerFeePct: maker, takerFeePct: taker }) =>
          Number(maker) > Number(taker) ? { makerFeePct: 'Maker fee above the taker fee' } : null,
      },
    ],
    examples: {
      create: { name: 'VIP 1', minVolumeUsd: 50000, makerFeePct: 0.08, takerFeePct: 0.1 },
      update: { takerFeePct: 0.09 },
      broken: { makerFeePct: 0.2 },
    },
    duplicate: ({ name }) => `A fee tier named ${String(name)} exists`,
    describe: ({ name }) => String(name),
  },
  seeds: [
    { name: 'Base', minVolumeUsd: 0, makerFeePct: 0.1, takerFeePct: 0.2 },
    { name: 'VIP 1', minVolumeUsd: 50000, makerFeePct: 0.08, takerFeePct: 0.1 },
    { name: 'Market maker', minVolumeUsd: 5000000, makerFeePct: 0, takerFeePct: 0.04 },
  ],
  fields: [
    { ...textColumn('name', 'Name'), input: 'always', rules: { required: true, maxLength: 40 } },
    {
      key: 'minVolumeUsd',
      label: '30-day volume from (USD)',
      type: 'number',
      sortable: true,
      filter: 'numberRange',
      input: 'always',
      rules: { required: true, min: 0, integer: true },
    },
    fee('makerFeePct', 'Maker fee'),
    fee('takerFeePct', 'Taker fee'),
    { ...selectColumn('status', 'Status'), values: ['active', 'retired'] },
    { key: 'createdBy', label: 'Added by', type: 'email', filter: 'text', sortable: true },
    timeColumn('createdAt', 'Added'),
  ],
});
