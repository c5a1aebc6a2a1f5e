import type { FieldSchema } from '../types';
import { assetChoices } from '../shared/moneyChoices';
import { planTypeChoices, stakeStatusChoices } from './choices';

/** The columns every stake list shares (GET/POST stake lists of server/routes/staking/stakes.ts). */
export const stakeFields: FieldSchema[] = [
  { source: 'plan', label: 'Plan', type: 'text', views: ['list', 'show'], filter: 'text' },
  {
    source: 'asset',
    label: 'Asset',
    type: 'status',
    views: ['list', 'show'],
    filter: 'select',
    choices: assetChoices,
  },
  {
    source: 'type',
    label: 'Type',
    type: 'status',
    views: ['show'],
    filter: 'select',
    choices: planTypeChoices,
  },
  {
    source: 'amount',
    label: 'Amount',
    type: 'money',
    views: ['list', 'show'],
    currencySource: 'asset',
  },
  { source: 'apr', label: 'APR %', type: 'number', views: ['list', 'show'] },
  {
    source: 'startedAt',
    label: 'Started',
    type: 'datetime',
    views: ['list', 'show'],
    filter: 'dateRange',
  },
  {
    source: 'endsAt',
    label: 'Ends',
    type: 'datetime',
    views: ['list', 'show'],
    filter: 'dateRange',
  },
  {
    source: 'accruedReward',
    label: 'Accrued reward',
    type: 'money',
    views: ['list', 'show'],
    currencySource: 'asset',
    sortable: false,
  },
  {
    source: 'status',
    label: 'Status',
    type: 'status',
    views: ['list', 'show'],
    filter: 'select',
    choices: stakeStatusChoices,
  },
  { source: 'settledAt', label: 'Settled', type: 'datetime', views: ['show'] },
  { source: 'settledBy', label: 'Settled by', type: 'text', views: ['show'] },
];
