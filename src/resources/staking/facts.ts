import { errors } from '../../messages/catalogue';

/**
 * The declared facts of staking's forms and actions, for the schema engine's declared actions
 * and SchemaCreate/SchemaEdit (declared from them in declared.ts): endpoint, body, confirmation, step-up,
 * idempotency and error default. The server checks every rule again (server/staking/*).
 */

export const APR_PATTERN = /^\d{1,4}(\.\d{1,2})?$/;

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

/** The plan form's rules, the server's letter for letter (server/staking/plans.ts): field → message. */
export function planErrors(plan: PlanDraft): Partial<Record<keyof PlanDraft, string>> {
  const out: Partial<Record<keyof PlanDraft, string>> = {};
  const apr = (plan.apr ?? '').trim();
  if (!APR_PATTERN.test(apr) || Number(apr) > 1000)
    out.apr = 'APR must be a number from 0 to 1000 with at most 2 decimals';
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

/** stake/list create and edit (json bodies). Editing a plan with live stakes: asset/type/lock fixed. */
export const stakingPlanForms = {
  create: {
    method: 'POST' as const,
    path: '/admin/addsStaking',
    errorMessage: errors.staking.plan,
  },
  edit: {
    method: 'POST' as const,
    path: '/admin/editStaking',
    body: (id: string, changes: PlanDraft) => ({ _id: id, ...changes }),
    /** Read-only in the edit form while the plan has live stakes (the server answers 409). */
    lockedWhenLive: ['asset', 'type', 'lockDays'] as const,
    errorMessage: errors.staking.plan,
  },
  validate: planErrors,
  /** The plans screen links to the staking routes the sidebar does not list. */
  links: [
    { label: 'Admin stakes', to: '/admin/staket/admin' },
    { label: 'Staking history', to: '/admin/staket/history' },
    { label: 'New admin stake', to: '/admin/staket/createAdminStake' },
    { label: 'Staking banner', to: '/admin/staket/banner' },
  ],
};

export interface SettlementTotal {
  asset: string;
  principal: string;
  reward: string;
}

/** The confirmation text, from POST /admin/settleStakePreview's totals (shown before confirming). */
export function settlementConfirmation(count: number, totals: SettlementTotal[]): string {
  if (count === 0 || totals.length === 0) return 'No matured stake to settle.';
  const paid = totals
    .map((t) => `${t.principal} ${t.asset} principal + ${t.reward} ${t.asset} reward`)
    .join('; ');
  return `Settle ${count} stake${count === 1 ? '' : 's'}? The users receive ${paid}. This cannot be undone.`;
}

/** stake/settle: one, selected, or all matured. Batches go in chunks of BATCH, with progress. */
export const settlementActions = {
  preview: { method: 'POST' as const, path: '/admin/settleStakePreview' },
  settle: { method: 'POST' as const, path: '/admin/settleStake' },
  bodies: {
    one: (id: string) => ({ _id: id }),
    selected: (ids: string[]) => ({ ids }),
    all: () => ({ all: true as const }),
  },
  /** Chunk size of a selected batch; `all` repeats while the answer's `remaining` > 0. */
  batch: 100,
  /** Progress label of a running batch. */
  progress: (done: number, total: number) => `Settling ${done} of ${total}…`,
  confirmation: settlementConfirmation,
  statuses: ['matured'] as const,
  stepUp: true,
  idempotencyKey: false, // each stake's own status makes a repeat a no-op ('already settled')
  mutationMode: 'pessimistic' as const,
  errorMessage: errors.staking.settle,
};

/** staket/createAdminStake: a form of plan + amount; step-up and an Idempotency-Key. */
export const createAdminStakeForm = {
  method: 'POST' as const,
  path: '/staking/createAdminStak',
  body: (input: { planId: string; amount: string }) => ({
    planId: input.planId,
    amount: input.amount.trim(),
  }),
  planChoices: { resource: 'stake/list', filter: { status: 'active' } },
  stepUp: true,
  idempotencyKey: true,
  /** 'Add Staking Admin failed!' with a server response, 'Add Staking Admin failed.' without. */
  errorMessage: errors.staking.add,
  noResponseMessage: errors.staking.addNoResponse,
  redirect: '/admin/staket/admin',
};

/**
 * staket/banner: GET/POST /admin/stakingBanner; the image comes from the landing's upload
 * (POST /admin/imageUpload, multipart field `image`, the landing's 1483×989 check).
 */
export const stakingBannerForm = {
  read: { method: 'GET' as const, path: '/admin/stakingBanner', errorMessage: errors.staking.read },
  save: {
    method: 'POST' as const,
    path: '/admin/stakingBanner',
    errorMessage: errors.staking.banner,
  },
  fields: { title: { max: 120 }, text: { max: 1000 }, imageUrl: { upload: '/admin/imageUpload' } },
  /** The one banner's id in the admin (the server keeps one row). */
  id: 'banner',
};
