import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pagedListFromContract, type ContractListSql } from '../../http/contractList.ts';
import {
  adminStakeContract,
  stakeOrderContract,
  stakeSettleContract,
  stakingHistoryContract,
} from '../../../src/contracts/resources/stakes.ts';
import { iso } from '../records.ts';
import { pagedListRoute } from '../../http/listRoute.ts';
import { userByEmail, userEmailColumns, type PagedLookup } from '../../http/pagingLookup.ts';

const tags = ['Staking'];

/** active + lock ended = matured; the stored status otherwise. */
const STATUS_SQL = `CASE WHEN s.status = 'active' AND s.ends_at <= now() THEN 'matured' ELSE s.status END`;
/**
 * The reward so far, for the grid: settled stakes show what was paid; live ones an estimate on a
 * 365-day year up to now (or the end of the lock). Settlement computes the exact figure
 * (server/staking/reward.ts, Actual/Actual) and POST /admin/settleStakePreview shows it.
 */
const ACCRUED_SQL = `CASE WHEN s.status = 'active' THEN trim_scale(trunc(s.amount * s.apr / 100
    * extract(epoch FROM least(now(), coalesce(s.ends_at, now())) - s.started_at)::numeric / 31536000, 8))
  ELSE trim_scale(coalesce(s.reward, 0)) END`;

/** A plan's column, asked of the plans first: the stakes are then filtered by their plan_id index. */
const planBy = (match: string): PagedLookup => ({
  key: 's.plan_id',
  table: 'staking_plans',
  id: 'id',
  match,
});

/** A stake's asset is its plan's: the symbol's plans, then their stakes. */
const PLAN_BY_ASSET: PagedLookup = {
  key: 's.plan_id',
  table: 'staking_plans p JOIN assets a ON a.id = p.asset_id',
  id: 'p.id',
  match: 'a.symbol',
};

/** The SQL of the fields every stake list shares (src/contracts/resources/stakes.ts). */
const STAKE_COLUMNS = {
  plan: { sql: 'p.name', lookup: planBy('name') },
  asset: { sql: 'a.symbol', lookup: PLAN_BY_ASSET },
  type: { sql: 'p.type', lookup: planBy('type') },
  amount: { sql: 's.amount', notNull: true },
  apr: { sql: 's.apr', notNull: true },
  status: { sql: STATUS_SQL },
  startedAt: { sql: 's.started_at', notNull: true },
  endsAt: { sql: 's.ends_at' },
  settledAt: { sql: 's.settled_at' },
} satisfies ContractListSql['columns'];

const STAKE_API_COLUMNS: ContractListSql['apiColumns'] = {
  _id: { sql: 's.id', type: 'select', sortable: false },
  planId: { sql: 's.plan_id', type: 'select', sortable: false },
};

const STAKE_SELECT = `s.id AS "_id", s.plan_id AS "planId", p.name AS plan, a.symbol AS asset, p.type,
  p.lock_days AS "lockDays", trim_scale(s.amount)::text AS amount, trim_scale(s.apr)::text AS apr,
  ${iso('s.started_at')} AS "startedAt", ${iso('s.ends_at')} AS "endsAt", ${ACCRUED_SQL}::text AS "accruedReward",
  ${STATUS_SQL} AS status, ${iso('s.settled_at')} AS "settledAt", sa.email AS "settledBy"`;

/**
 * Users' stakes (stake/order, and stake/settle below): server-paged, indexed on time. The count
 * keeps only the join on users, which leaves out the platform's stakes (a plan is a NOT NULL key,
 * the settling admin a left join): a filter's stakes are then read on its own index.
 */
const USER_STAKES_SQL = {
  from: `FROM stakes s JOIN users u ON u.id = s.user_id JOIN staking_plans p ON p.id = s.plan_id
    JOIN assets a ON a.id = p.asset_id LEFT JOIN admins sa ON sa.id = s.settled_by`,
  count: { from: 'FROM stakes s JOIN users u ON u.id = s.user_id', aliases: ['s', 'u'] },
  columns: { ...STAKE_COLUMNS, email: { sql: 'u.email', lookup: userByEmail('s.user_id') } },
  apiColumns: {
    ...STAKE_API_COLUMNS,
    userId: { sql: 's.user_id', type: 'select', sortable: false, cast: 'uuid' },
  },
  select: `${STAKE_SELECT}, s.user_id AS "userId", u.email, u.name`,
  tiebreak: 's.id',
} satisfies ContractListSql;

export const USER_STAKES_LIST = pagedListFromContract(stakeOrderContract, USER_STAKES_SQL);

/** Matured stakes awaiting settlement (stake/settle): active, lock ended; indexed on (status, ends_at). */
const { status: maturedStatus, ...maturedColumns } = USER_STAKES_SQL.columns;
export const MATURED_STAKES_LIST = pagedListFromContract(stakeSettleContract, {
  ...USER_STAKES_SQL,
  where: `s.status = 'active' AND s.ends_at <= now()`,
  columns: maturedColumns,
  // Every row is matured: the grid shows no status, the API still takes the filter.
  apiColumns: { ...USER_STAKES_SQL.apiColumns, status: { ...maturedStatus, type: 'select' } },
});

/** The platform's own stakes, created by admins (staket/admin). */
export const ADMIN_STAKES_LIST = pagedListFromContract(adminStakeContract, {
  from: `FROM stakes s JOIN staking_plans p ON p.id = s.plan_id JOIN assets a ON a.id = p.asset_id
    LEFT JOIN admins c ON c.id = s.created_by LEFT JOIN admins sa ON sa.id = s.settled_by`,
  where: 's.user_id IS NULL',
  columns: {
    ...STAKE_COLUMNS,
    createdBy: {
      sql: 'c.email',
      lookup: { key: 's.created_by', table: 'admins', id: 'id', match: 'email' },
    },
  },
  apiColumns: STAKE_API_COLUMNS,
  select: `${STAKE_SELECT}, c.email AS "createdBy"`,
  tiebreak: 's.id',
  // A plan and its asset are NOT NULL keys, the admins left joins: the count needs no join.
  count: { from: 'FROM stakes s', aliases: ['s'] },
});

const EVENT_SQL = `CASE j.kind WHEN 'stake_lock' THEN 'staked' WHEN 'stake_reward' THEN 'reward paid'
  ELSE CASE WHEN s.status = 'redeemed' THEN 'redeemed' ELSE 'principal returned' END END`;

/**
 * A history column of the stake's user or plan: the matching stakes are asked first, and their
 * journals found by reference ('stake:<id>', ledger_journals_reference), not by joining every
 * staking journal to its stake.
 */
const stakeJournalsBy = (
  join: string,
  columns: Pick<PagedLookup, 'match' | 'search'>,
): PagedLookup => ({
  key: 'j.reference',
  table: `stakes s0 JOIN ${join}`,
  id: `'stake:' || s0.id`,
  ...columns,
});

/**
 * All users' staking history (staket/history): one row per staking journal of a user's stake
 * (staked, principal returned / redeemed, reward paid), read through the journals' kind index.
 */
export const STAKING_HISTORY_LIST = pagedListFromContract(stakingHistoryContract, {
  from: `FROM ledger_journals j JOIN stakes s ON s.id = substring(j.reference FROM 7)::uuid
    JOIN users u ON u.id = s.user_id JOIN staking_plans p ON p.id = s.plan_id JOIN assets a ON a.id = p.asset_id`,
  where: `j.kind IN ('stake_lock', 'stake_unlock', 'stake_reward') AND j.reference LIKE 'stake:%'`,
  columns: {
    email: {
      sql: 'u.email',
      lookup: stakeJournalsBy('users u0 ON u0.id = s0.user_id', userEmailColumns('u0')),
    },
    plan: {
      sql: 'p.name',
      lookup: stakeJournalsBy('staking_plans p0 ON p0.id = s0.plan_id', { match: 'p0.name' }),
    },
    asset: {
      sql: 'a.symbol',
      lookup: stakeJournalsBy(
        'staking_plans p0 ON p0.id = s0.plan_id JOIN assets a0 ON a0.id = p0.asset_id',
        { match: 'a0.symbol' },
      ),
    },
    event: { sql: EVENT_SQL },
    status: { sql: STATUS_SQL },
    createdAt: { sql: 'j.created_at', notNull: true },
  },
  apiColumns: {
    _id: { sql: 'j.id', type: 'select', sortable: false },
    stakeId: { sql: 's.id', type: 'select', sortable: false },
    userId: { sql: 's.user_id', type: 'select', sortable: false },
    planId: { sql: 's.plan_id', type: 'select', sortable: false },
  },
  select: `j.id::text AS "_id", s.id AS "stakeId", s.user_id AS "userId", u.email, p.name AS plan, s.plan_id AS "planId",
    a.symbol AS asset, ${EVENT_SQL} AS event,
    CASE WHEN j.kind = 'stake_reward' THEN trim_scale(s.reward) ELSE trim_scale(s.amount) END::text AS amount,
    ${STATUS_SQL} AS status, j.description, ${iso('j.created_at')} AS "createdAt"`,
  tiebreak: 'j.id',
});

const STAKE_RESULT =
  '{ _id, userId, email, name, planId, plan, asset, type, lockDays, amount, apr, startedAt, endsAt, accruedReward, status (active|matured|redeemed|settled), settledAt, settledBy }';
const STAKE_FILTERS =
  'filter (JSON: q, _id, userId, email, planId, plan, asset, type, status, startedAt_gte/_lte, endsAt_gte/_lte, settledAt_gte/_lte, amount_gte/_lte, apr_gte/_lte), sort (JSON, e.g. {"startedAt":-1}), format (\'csv\': every filtered row as a CSV download)';

/** A POST list's body: the paging fields plus `format: 'csv'`. */
export const stakeListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(app, USER_STAKES_LIST, {
    tags,
    summary: "Users' stakes, newest first, one page at a time (an empty body is page 1)",
    description: `body: page, limit, ${STAKE_FILTERS}. result: { data: [${STAKE_RESULT}], total, page, limit }`,
  });

  pagedListRoute(app, MATURED_STAKES_LIST, {
    tags,
    summary:
      "Users' matured stakes awaiting settlement, oldest maturity first (a route the spec does not name)",
    description: `body: page, limit, ${STAKE_FILTERS}. result: { data: [${STAKE_RESULT}], total, page, limit }`,
  });

  pagedListRoute(app, STAKING_HISTORY_LIST, {
    tags,
    summary: "All users' staking history: one row per stake, settlement and reward journal",
    description:
      'query: page, limit, filter (JSON: q, userId, email, planId, plan, asset, event (staked|principal returned|redeemed|reward paid), status, stakeId, createdAt_gte/_lte), sort (JSON: {"createdAt":1|-1}), format (\'csv\': every filtered row as a CSV download). result: { data: [{ _id, stakeId, userId, email, planId, plan, asset, event, amount, status, description, createdAt }], total, page, limit }',
  });

  pagedListRoute(app, ADMIN_STAKES_LIST, {
    tags,
    summary:
      "The platform's own stakes (the spec's adminStaking list; a route the spec does not name)",
    description: `query: page, limit, ${STAKE_FILTERS.replace('userId, email', 'createdBy')}. result: { data: [${STAKE_RESULT.replace('userId, email, name', 'createdBy')}], total, page, limit }`,
  });
};
