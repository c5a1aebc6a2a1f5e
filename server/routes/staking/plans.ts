import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stakingPlanContract } from '../../../src/contracts/resources/stakingPlans.ts';
import { pagedListFromContract } from '../../http/contractList.ts';
import { recordRoutes } from '../../http/crudRoutes.ts';
import { insertPlan, updatePlan, type PlanInput } from '../../staking/plans.ts';

/** The plans' SQL: each plan with its live stakes' count and total. */
export const STAKING_PLAN_LIST = pagedListFromContract(stakingPlanContract, {
  from: `FROM staking_plans p JOIN assets a ON a.id = p.asset_id
    LEFT JOIN LATERAL (SELECT count(*) AS live, sum(s.amount) AS staked FROM stakes s
                        WHERE s.plan_id = p.id AND s.status = 'active') l ON true`,
  columns: {
    name: { sql: 'p.name', notNull: true },
    asset: { sql: 'a.symbol', notNull: true },
    type: { sql: 'p.type', notNull: true },
    status: { sql: 'p.status', notNull: true },
    createdAt: { sql: 'p.created_at', notNull: true },
  },
  values: {
    lockDays: 'p.lock_days',
    apr: 'trim_scale(p.apr)::text',
    minAmount: 'trim_scale(p.min_amount)::text',
    maxAmount: 'trim_scale(p.max_amount)::text',
    totalCap: 'trim_scale(p.total_cap)::text',
    staked: 'coalesce(trim_scale(l.staked), 0)::text',
    liveStakes: 'coalesce(l.live, 0)::int',
    updatedAt: 'p.updated_at',
  },
  apiColumns: { _id: { sql: 'p.id', type: 'select', sortable: false } },
  tiebreak: 'p.id',
});

export const planRoutes: FastifyPluginAsyncTypebox = async (app) => {
  recordRoutes(
    app,
    STAKING_PLAN_LIST,
    {
      table: 'staking_plans',
      // The domain stores a plan: its asset's id, normalised amounts, and (on a change) the rule
      // that live stakes pin asset, type and lock days (409).
      store: {
        insert: (tx, values) => insertPlan(tx, values as unknown as PlanInput),
        update: (tx, id, values) => updatePlan(tx, id, values as Partial<PlanInput>),
      },
      describe: ({ name }) => `"${String(name)}"`,
    },
    { tags: ['Staking'], summary: 'Staking plans (a short list: answered whole), newest first' },
  );
};
