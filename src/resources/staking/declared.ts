import type { RaRecord } from 'react-admin';
import type { ActionSchema, FieldSchema, ResourceSchema, UpdateParams } from '../types';
import { stakingPlanContract } from '../../contracts/resources/stakingPlans';
import {
  createAdminStakeForm,
  settlementActions,
  settlementConfirmation,
  stakingPlanForms,
  type SettlementTotal,
} from './facts';

/**
 * The facts of facts.ts as the schema engine's declarations: the plan create/edit endpoints and
 * their per-field rules, the settle actions, the admin-stake create endpoint. Rules that span
 * fields (min ≤ max ≤ cap, lock days against the type) are the server's: its 400 message shows.
 */

const PLAN_KEYS = [
  'asset',
  'name',
  'type',
  'lockDays',
  'apr',
  'minAmount',
  'maxAmount',
  'totalCap',
  'status',
] as const;

/** Amounts and the APR travel as trimmed strings (no Number() rounding of 18 decimals). */
function planValue(key: (typeof PLAN_KEYS)[number], value: unknown): unknown {
  if (key === 'lockDays') return Number(value);
  if (['apr', 'minAmount', 'maxAmount', 'totalCap'].includes(key)) return String(value).trim();
  return value;
}

export const planCreate: ResourceSchema['create'] = {
  ...stakingPlanForms.create,
  body: ({ data }) => Object.fromEntries(PLAN_KEYS.map((key) => [key, planValue(key, data[key])])),
};

/**
 * Only the changed fields: a plan with live stakes keeps asset, type and lock days, and the
 * server refuses (409) an edit that names them with a new value, not one that leaves them out.
 */
export const planUpdate: ResourceSchema['update'] = {
  method: stakingPlanForms.edit.method,
  path: stakingPlanForms.edit.path,
  errorMessage: stakingPlanForms.edit.errorMessage,
  body: ({ id, data, previousData }: UpdateParams) =>
    stakingPlanForms.edit.body(
      id,
      Object.fromEntries(
        PLAN_KEYS.filter((key) => String(data[key]) !== String(previousData[key])).map((key) => [
          key,
          planValue(key, data[key]),
        ]),
      ),
    ),
};

/** The per-field rules of the plan form: its contract's, which the server checks in the same words. */
const ruleOf = (key: string) =>
  stakingPlanContract.fields.find((field) => field.key === key)?.rules;
export const planRules: Record<string, FieldSchema['rules']> = {
  name: ruleOf('name'),
  lockDays: ruleOf('lockDays'),
  apr: ruleOf('apr'),
  amount: ruleOf('minAmount'),
};

/** A matured stake as the settle list answers it. */
interface StakeRecord extends RaRecord {
  asset: string;
  amount: string;
  accruedReward: string;
}

/** Exact sum of decimal strings (the totals in the confirmation must not be rounded). */
export function addDecimals(values: string[]): string {
  const scale = Math.max(0, ...values.map((v) => (v.split('.')[1] ?? '').length));
  const units = values.reduce((sum, v) => {
    const [whole, fraction = ''] = v.split('.');
    return sum + BigInt(whole + fraction.padEnd(scale, '0'));
  }, 0n);
  const text = units.toString().padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const fraction = text.slice(text.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** What the selected stakes pay, per asset: the record's principal (amount) + accrued reward. */
export function totalsOf(stakes: StakeRecord[]): SettlementTotal[] {
  const assets = [...new Set(stakes.map((s) => s.asset))];
  return assets.map((asset) => {
    const mine = stakes.filter((s) => s.asset === asset);
    return {
      asset,
      principal: addDecimals(mine.map((s) => String(s.amount ?? '0'))),
      reward: addDecimals(mine.map((s) => String(s.accruedReward ?? '0'))),
    };
  });
}

export const settleAction: ActionSchema<StakeRecord> = {
  name: 'settle',
  label: 'Settle',
  color: 'success',
  places: ['row', 'detail', 'bulk'],
  endpoint: {
    method: settlementActions.settle.method,
    path: settlementActions.settle.path,
    body: ({ record }) => settlementActions.bodies.one(String(record.id)),
    errorMessage: settlementActions.errorMessage,
  },
  bulkEndpoint: {
    method: settlementActions.settle.method,
    path: settlementActions.settle.path,
    body: ({ records }) => settlementActions.bodies.selected(records.map((r) => String(r.id))),
    errorMessage: settlementActions.errorMessage,
  },
  confirm: {
    title: 'Settle matured stakes?',
    text: (stake) => settlementConfirmation(1, totalsOf([stake])),
    bulkText: (stakes) => settlementConfirmation(stakes.length, totalsOf(stakes)),
    label: 'Settle',
  },
  stepUp: settlementActions.stepUp,
  idempotent: settlementActions.idempotencyKey,
  refresh: ['stake/order', 'stake/list', 'staket/history'],
};

/** The chosen plan, as the create form's confirmation reads it (the whole-list plan record). */
interface PlanRecord extends RaRecord {
  name: string;
  asset: string;
}

/**
 * staket/createAdminStake: POST /staking/createAdminStak (plan, amount), through the engine's
 * guarded create: confirmation naming the amount and plan, live 2FA step-up, one Idempotency-Key
 * per submission. The server locks the amount from the platform balance in the ledger.
 */
export const adminStakeCreate: ResourceSchema['create'] = {
  method: createAdminStakeForm.method,
  path: createAdminStakeForm.path,
  body: ({ data }) =>
    createAdminStakeForm.body({
      planId: String(data.planId ?? ''),
      amount: String(data.amount ?? ''),
    }),
  errorMessage: createAdminStakeForm.errorMessage,
  noResponseMessage: createAdminStakeForm.noResponseMessage,
};

export const adminStakeForm: ResourceSchema['createForm'] = {
  title: 'New admin stake',
  stepUp: createAdminStakeForm.stepUp,
  idempotent: createAdminStakeForm.idempotencyKey,
  confirm: {
    title: 'Stake platform funds?',
    text: (values, related) => {
      const plan = related.planId as PlanRecord | undefined;
      const amount = String(values.amount ?? '').trim();
      if (!plan) return `Stake ${amount} of the platform's own funds in the chosen plan?`;
      return `Stake ${amount} ${plan.asset} of the platform's own funds in "${plan.name}"? The amount is locked from the platform balance until the stake is settled.`;
    },
    label: 'Stake',
  },
  success: 'Admin stake created',
  redirect: createAdminStakeForm.redirect,
};

/** The form's inputs: an active plan and the amount (18 decimals, sent as a string). */
export const adminStakeInputs: FieldSchema[] = [
  {
    source: 'planId',
    label: 'Plan',
    type: 'reference',
    reference: { resource: 'stake/list', filter: createAdminStakeForm.planChoices.filter },
    views: ['create'],
    required: true,
  },
  {
    source: 'amount',
    label: 'Amount',
    type: 'cryptoAmount',
    views: ['create'],
    rules: { required: true, decimals: 18 },
  },
];
