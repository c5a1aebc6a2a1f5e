import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import { errors } from '../../messages/catalogue';
import type { ResourceSchema } from '../types';
import { assetChoices } from '../shared/moneyChoices';
import { planTypeChoices } from './choices';
import { activePausedChoices } from '../shared/choices';
import { stakeLooks } from './stakeLooks';
import {
  asPerson,
  contractFields,
  type FieldLook,
  contractGetOne,
  contractList,
} from '../shared/contractFields';
import { stakeOrderContract, stakeSettleContract } from '../../contracts/resources/stakes';
import { stakingPlanContract } from '../../contracts/resources/stakingPlans';
import { planCreate, planRules, planUpdate, settleAction } from './declared';
import { settleAllAction } from './settleAll';
import { stakingPlanForms } from './facts';
import { statusField } from '../shared/statusField';
import { WHOLE_LISTS } from '../../contracts/wholeLists';

/** Plan fields shown in the grid, the details and both forms. */
const FORM: ResourceSchema['fields'][number]['views'] = ['list', 'show', 'create', 'edit'];

/*
 * Staking (routes stake/{list, order, settle}; staket/{admin, history, banner,
 * createAdminStake} in staket.ts, banner.ts and src/custom/staking/).
 * Error defaults: the product's texts reuse 'Generate 2fa failed!' for staking reads; a staking
 * list that fails with a message about 2FA would send the admin to the wrong screen, so staking reads use
 * errors.staking.read ('Get Staking Details failed!') instead — a deliberate departure.
 * The forms and actions (plan create/edit, settlement, admin stake, banner) are declared as facts
 * in facts.ts and declared from them in declared.ts (plan forms, settle, admin stake); the
 * staket/* resources are in staket.ts and banner.ts.
 */

/** stake/list: GET /admin/getStaking (a short list, answered whole). Links to staket/*. */
export const stakePlansSchema: ResourceSchema = {
  name: 'stake/list',
  label: 'Staking plans',
  history: true,
  recordLabel: 'Staking plan',
  menu: { label: 'Staking plans', group: 'Staking', order: 10, icon: SavingsOutlinedIcon },
  list: {
    method: 'GET',
    path: '/admin/getStaking',
    mode: 'whole',
    bound: WHOLE_LISTS.stakingPlans,
    errorMessage: errors.staking.read,
  },
  create: planCreate,
  update: planUpdate,
  recordRules: stakingPlanContract.writes!.rules,
  listLinks: stakingPlanForms.links,
  fields: [
    {
      source: 'name',
      label: 'Name',
      type: 'text',
      views: FORM,
      searchable: true,
      rules: planRules.name,
    },
    {
      source: 'asset',
      label: 'Asset',
      type: 'status',
      views: FORM,
      required: true,
      filter: 'select',
      choices: assetChoices,
    },
    {
      source: 'type',
      label: 'Type',
      type: 'status',
      views: FORM,
      required: true,
      filter: 'select',
      choices: planTypeChoices,
    },
    {
      source: 'lockDays',
      label: 'Lock days',
      type: 'number',
      views: FORM,
      rules: planRules.lockDays,
    },
    { source: 'apr', label: 'APR %', type: 'number', views: FORM, rules: planRules.apr },
    {
      source: 'minAmount',
      label: 'Minimum',
      type: 'money',
      views: FORM,
      rules: planRules.amount,
      currencySource: 'asset',
    },
    {
      source: 'maxAmount',
      label: 'Maximum',
      type: 'money',
      views: FORM,
      rules: planRules.amount,
      currencySource: 'asset',
    },
    {
      source: 'totalCap',
      label: 'Total cap',
      type: 'money',
      views: ['show', 'create', 'edit'],
      rules: planRules.amount,
      currencySource: 'asset',
    },
    {
      source: 'staked',
      label: 'Staked now',
      type: 'money',
      views: ['list', 'show'],
      currencySource: 'asset',
    },
    { source: 'liveStakes', label: 'Live stakes', type: 'number', views: ['list', 'show'] },
    statusField(activePausedChoices, { views: FORM, required: true }),
    { source: 'updatedAt', label: 'Updated', type: 'datetime', views: ['show'] },
  ],
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
};

/** A user's stake names them by e-mail: a link to their record page (the row's `userId`). */
const userStakeLooks: Record<string, FieldLook> = { ...stakeLooks, email: asPerson() };

/** stake/order: POST /admin/getAllStakingUser (empty body = page 1), server-paged. */
export const stakeOrdersSchema: ResourceSchema = {
  name: stakeOrderContract.name,
  label: 'User stakes',
  menu: { label: 'User stakes', group: 'Staking', order: 20, icon: LockClockOutlinedIcon },
  list: contractList(stakeOrderContract, { errorMessage: errors.staking.read }),
  getOne: contractGetOne(stakeOrderContract, errors.staking.read),
  fields: contractFields(stakeOrderContract, userStakeLooks),
  defaultSort: stakeOrderContract.defaultSort,
  recordRepresentation: 'plan',
};

// Every stake awaiting settlement is matured: that grid has no status column.
const { status: _status, ...settleLooks } = userStakeLooks;

/** stake/settle: the matured stakes (the same list, filtered); settlement facts in facts.ts. */
export const stakeSettleSchema: ResourceSchema = {
  name: stakeSettleContract.name,
  label: 'Settlement',
  menu: { label: 'Settlement', group: 'Staking', order: 30, icon: PaidOutlinedIcon },
  list: contractList(stakeSettleContract, { errorMessage: errors.staking.read }),
  getOne: stakeOrdersSchema.getOne,
  actions: [settleAction],
  listActions: [settleAllAction],
  fields: contractFields(stakeSettleContract, settleLooks),
  defaultSort: stakeSettleContract.defaultSort,
  recordRepresentation: 'plan',
};
