import { errors } from '../../messages/catalogue';
import type { ResourceSchema } from '../types';
import { assetChoices, firstRowOf } from '../shared/moneyChoices';
import { historyEventChoices, stakeStatusChoices } from './choices';
import { adminStakeCreate, adminStakeForm, adminStakeInputs } from './declared';
import { stakeFields } from './stakeFields';

/*
 * The staket/* resources the sidebar does not list (the plans screen links to them): the
 * platform's own stakes with their create form (spec route staket/createAdminStake) and all
 * users' staking history. Error defaults as in schemas.ts (errors.staking.read for reads).
 */

/** staket/admin: the platform's own stakes, GET /admin/getAdminStaking (not in the sidebar). */
export const adminStakesSchema: ResourceSchema = {
  name: 'staket/admin',
  label: 'Admin stakes',
  recordLabel: 'Admin stake',
  create: adminStakeCreate,
  createForm: adminStakeForm,
  createPath: 'staket/createAdminStake',
  list: {
    method: 'GET',
    path: '/admin/getAdminStaking',
    mode: 'server',
    errorMessage: errors.staking.read,
  },
  getOne: {
    method: 'GET',
    path: '/admin/getAdminStaking',
    body: ({ id }) => ({ filter: { _id: id }, limit: 1 }),
    errorMessage: errors.staking.read,
    unwrap: firstRowOf,
  },
  fields: [
    {
      source: 'createdBy',
      label: 'Created by',
      type: 'text',
      views: ['list', 'show'],
      filter: 'text',
    },
    ...stakeFields,
    ...adminStakeInputs,
  ],
  defaultSort: { field: 'startedAt', order: 'DESC' },
  recordRepresentation: 'plan',
};

/** staket/history: GET /admin/getStakingAllUserHistory, server-paged (not in the sidebar). */
export const stakingHistorySchema: ResourceSchema = {
  name: 'staket/history',
  label: 'Staking history',
  list: {
    method: 'GET',
    path: '/admin/getStakingAllUserHistory',
    mode: 'server',
    errorMessage: errors.staking.read,
  },
  fields: [
    {
      source: 'createdAt',
      label: 'Date',
      type: 'datetime',
      views: ['list', 'show'],
      filter: 'dateRange',
    },
    { source: 'email', label: 'User', type: 'email', views: ['list', 'show'], filter: 'text' },
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
      source: 'event',
      label: 'Event',
      type: 'status',
      views: ['list', 'show'],
      filter: 'select',
      choices: historyEventChoices,
    },
    {
      source: 'amount',
      label: 'Amount',
      type: 'money',
      views: ['list', 'show'],
      currencySource: 'asset',
      sortable: false,
    },
    {
      source: 'status',
      label: 'Stake status',
      type: 'status',
      views: ['list', 'show'],
      filter: 'select',
      choices: stakeStatusChoices,
    },
    { source: 'description', label: 'Description', type: 'text', views: ['show'] },
  ],
  defaultSort: { field: 'createdAt', order: 'DESC' },
};
