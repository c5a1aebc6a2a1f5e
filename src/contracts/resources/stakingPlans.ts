import { pagedList } from './pagedList';
import type { RecordRule } from './types';

/**
 * stake/list: the staking plans, a short list answered whole (GET /admin/getStaking, newest
 * first), created at POST /admin/addsStaking and changed at POST /admin/editStaking (with `_id`):
 * the API's own paths, served by the contract's write path (server/routes/staking/plans.ts).
 */

export const APR_PATTERN = /^\d{1,4}(\.\d{1,2})?$/;
export const APR_MESSAGE = 'APR must be a number from 0 to 1000 with at most 2 decimals';

export interface PlanDraft {
  asset?: string;
  name?: string;
  type?: 'flexible' | 'fixed';
  lockDays?: number;
  apr?: string;
  minAmount?: string;
  maxAmount?: string;
  totalCap?: string;
  status?: 'active' | 'paused';
}

/**
 * The rules a whole plan obeys, field → message: APR 0–1000 with at most 2 decimals, lock days a
 * whole number and 0 only (and always) for a flexible plan, min ≤ max ≤ cap. The form checks
 * them as the admin types; the server again on the plan as it will be stored.
 */
export function planErrors(plan: PlanDraft): Partial<Record<keyof PlanDraft, string>> {
  const out: Partial<Record<keyof PlanDraft, string>> = {};
  const apr = String(plan.apr ?? '').trim();
  if (!APR_PATTERN.test(apr) || Number(apr) > 1000) out.apr = APR_MESSAGE;
  const days = plan.lockDays;
  if (days === undefined || !Number.isInteger(days) || days < 0)
    out.lockDays = 'Lock days must be a whole number of days, 0 or more';
  else if (plan.type === 'flexible' && days !== 0)
    out.lockDays = 'A flexible plan has no lock: lock days must be 0';
  else if (plan.type === 'fixed' && days === 0)
    out.lockDays = 'A fixed plan locks for at least 1 day: lock days 0 is only for flexible plans';
  const min = Number(plan.minAmount);
  const max = Number(plan.maxAmount);
  const cap = Number(plan.totalCap);
  if (!(min > 0)) out.minAmount = 'The minimum amount must be a positive decimal number';
  else if (max > 0 && min > max)
    out.minAmount = 'The minimum amount cannot be more than the maximum amount';
  if (!(max > 0)) out.maxAmount = 'The maximum amount must be a positive decimal number';
  else if (cap > 0 && max > cap)
    out.maxAmount = 'The maximum amount cannot be more than the total cap';
  if (!(cap > 0)) out.totalCap = 'The total cap must be a positive decimal number';
  return out;
}

const planRule: RecordRule = {
  check: (values) => {
    const errors = planErrors(values as PlanDraft) as Record<string, string>;
    return Object.keys(errors).length ? errors : null;
  },
};

const AMOUNT_RULES = { required: true, decimals: 18 } as const;

export const stakingPlanContract = pagedList({
  name: 'stake/list',
  endpoint: 'GET /admin/getStaking',
  whole: true,
  export: false,
  permissions: { read: 'staking:read', create: 'staking:create', update: 'staking:update' },
  writes: {
    routes: {
      create: { method: 'POST', path: '/admin/addsStaking' },
      update: { method: 'POST', path: '/admin/editStaking' },
    },
    verbs: ['create', 'update'],
    recordName: 'Staking plan',
    rules: [planRule],
    examples: {
      create: {
        asset: 'USDT',
        name: 'USDT 60-day Fixed',
        type: 'fixed',
        lockDays: 60,
        apr: '7.5',
        minAmount: '10',
        maxAmount: '1000',
        totalCap: '50000',
        status: 'active',
      },
      update: { apr: '8.25', status: 'paused' },
      broken: { minAmount: '2000' },
    },
  },
  fields: [
    {
      key: 'name',
      label: 'Name',
      type: 'text',
      searchable: true,
      input: 'always',
      rules: { required: true, minLength: 2, maxLength: 80 },
    },
    {
      key: 'asset',
      label: 'Asset',
      type: 'status',
      filter: 'select',
      input: 'always',
      rules: { required: true },
    },
    {
      key: 'type',
      label: 'Type',
      type: 'status',
      filter: 'select',
      input: 'always',
      rules: { required: true },
      values: ['flexible', 'fixed'],
    },
    // Whole days, 0 only for flexible: the plan rule says so in one sentence with the type.
    {
      key: 'lockDays',
      label: 'Lock days',
      type: 'number',
      input: 'always',
      rules: { required: true, max: 3650 },
    },
    {
      key: 'apr',
      label: 'APR %',
      type: 'percent',
      input: 'always',
      rules: { required: true, pattern: { source: APR_PATTERN.source, message: APR_MESSAGE } },
    },
    {
      key: 'minAmount',
      label: 'Minimum',
      type: 'cryptoAmount',
      input: 'always',
      rules: AMOUNT_RULES,
    },
    {
      key: 'maxAmount',
      label: 'Maximum',
      type: 'cryptoAmount',
      input: 'always',
      rules: AMOUNT_RULES,
    },
    {
      key: 'totalCap',
      label: 'Total cap',
      type: 'cryptoAmount',
      input: 'always',
      rules: AMOUNT_RULES,
    },
    { key: 'staked', label: 'Staked now', type: 'cryptoAmount' },
    { key: 'liveStakes', label: 'Live stakes', type: 'number' },
    {
      key: 'status',
      label: 'Status',
      type: 'status',
      filter: 'select',
      input: 'always',
      rules: { required: true },
      values: ['active', 'paused'],
    },
    { key: 'createdAt', label: 'Created', type: 'datetime', sortable: true, role: 'detail' },
    { key: 'updatedAt', label: 'Updated', type: 'datetime', role: 'detail' },
  ],
});
