import { errors } from '../../messages/catalogue';
import {
  planErrors,
  stakingPlanContract,
  type PlanDraft,
} from '../../contracts/resources/stakingPlans';
import { writeRoute } from '../../contracts/resources/writes';

/**
 * The declared facts of staking's forms and actions, for the schema engine's declared actions
 * and SchemaCreate/SchemaEdit (declared from them in declared.ts): endpoint, body, confirmation, step-up,
 * idempotency and error default. The server checks every rule again (server/staking/*).
 */

// The plan's rules are its contract's (the server checks the same ones, in the same words).
export { APR_PATTERN, planErrors, type PlanDraft } from '../../contracts/resources/stakingPlans';

const planWrites = stakingPlanContract.writes!;

/** stake/list create and edit (json bodies). Editing a plan with live stakes: asset/type/lock fixed. */
export const stakingPlanForms = {
  create: { ...writeRoute(planWrites, 'create'), errorMessage: errors.staking.plan },
  edit: {
    ...writeRoute(planWrites, 'update'),
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
 * staket/banner: GET/POST /admin/stakingBanner; the image comes from the shared upload
 * (POST /admin/imageUpload, multipart `use: stakingBanner` and `image`, the banner's own bounds).
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
