import type { Db } from '../db/index.ts';
import { badRequest, conflict, notFound } from '../http/envelope.ts';
import { iso } from '../routes/records.ts';

type Tx = Pick<Db, 'query'>;

/**
 * Staking plans: the rules a plan obeys, checked on the server whatever the client sent —
 * APR 0–1000 with at most two decimals, min ≤ max ≤ cap, lock days an integer ≥ 0 and 0 only
 * (and always) for a flexible plan — and the rule that a plan with live stakes keeps its asset,
 * type and lock days (a live stake's maturity depends on them).
 */

export interface PlanInput {
  asset: string;
  name: string;
  type: 'flexible' | 'fixed';
  lockDays: number;
  apr: string | number;
  minAmount: string | number;
  maxAmount: string | number;
  totalCap: string | number;
  status: 'active' | 'paused';
}

export const APR_MESSAGE = 'APR must be a number from 0 to 1000 with at most 2 decimals';
export const LIVE_STAKES_MESSAGE =
  'This plan has live stakes: its asset, type and lock days cannot change until they are settled';

const AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;
const APR = /^\d{1,4}(\.\d{1,2})?$/;

/** A decimal amount in plain notation (numbers like 1e-7 are refused rather than guessed). */
function amountText(value: string | number, label: string): string {
  const text = String(value).trim();
  if (!AMOUNT.test(text) || /^0*(\.0*)?$/.test(text))
    throw badRequest(`${label} must be a positive decimal number`);
  return text;
}

const compare = async (tx: Tx, a: string, b: string) =>
  (await tx.query<{ c: number }>('SELECT sign($1::numeric - $2::numeric)::int AS c', [a, b]))
    .rows[0].c;

/** Checks a whole plan; answers 400 with the first rule it breaks. Returns the normalised values. */
export async function checkPlan(tx: Tx, plan: PlanInput) {
  const name = plan.name.trim();
  if (name.length < 2) throw badRequest('The plan name must have at least 2 characters');
  const apr = String(plan.apr).trim();
  if (!APR.test(apr) || Number(apr) > 1000) throw badRequest(APR_MESSAGE);
  if (!Number.isInteger(plan.lockDays) || plan.lockDays < 0)
    throw badRequest('Lock days must be a whole number of days, 0 or more');
  if (plan.type === 'flexible' && plan.lockDays !== 0)
    throw badRequest('A flexible plan has no lock: lock days must be 0');
  if (plan.type === 'fixed' && plan.lockDays === 0)
    throw badRequest(
      'A fixed plan locks for at least 1 day: lock days 0 is only for flexible plans',
    );
  const min = amountText(plan.minAmount, 'The minimum amount');
  const max = amountText(plan.maxAmount, 'The maximum amount');
  const cap = amountText(plan.totalCap, 'The total cap');
  if ((await compare(tx, min, max)) > 0)
    throw badRequest('The minimum amount cannot be more than the maximum amount');
  if ((await compare(tx, max, cap)) > 0)
    throw badRequest('The maximum amount cannot be more than the total cap');
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM assets WHERE symbol = $1', [
    plan.asset,
  ]);
  if (!rows[0]) throw badRequest(`Unknown asset '${plan.asset}'`);
  return { ...plan, name, apr, minAmount: min, maxAmount: max, totalCap: cap, assetId: rows[0].id };
}

/** One plan as the API answers it, with its live stakes' count and total. */
export const PLAN_SELECT = `p.id AS "_id", a.symbol AS asset, p.name, p.type, p.lock_days AS "lockDays",
  trim_scale(p.apr)::text AS apr, trim_scale(p.min_amount)::text AS "minAmount",
  trim_scale(p.max_amount)::text AS "maxAmount", trim_scale(p.total_cap)::text AS "totalCap", p.status,
  coalesce(l.live, 0)::int AS "liveStakes", coalesce(trim_scale(l.staked), 0)::text AS staked,
  ${iso('p.created_at')} AS "createdAt", ${iso('p.updated_at')} AS "updatedAt"`;
export const PLAN_FROM = `FROM staking_plans p JOIN assets a ON a.id = p.asset_id
  LEFT JOIN LATERAL (SELECT count(*) AS live, sum(s.amount) AS staked FROM stakes s
                      WHERE s.plan_id = p.id AND s.status = 'active') l ON true`;

export async function planById(tx: Tx, id: string) {
  const { rows } = await tx.query<{ plan: Record<string, unknown> }>(
    `SELECT row_to_json(t) AS plan FROM (SELECT ${PLAN_SELECT} ${PLAN_FROM} WHERE p.id = $1) t`,
    [id],
  );
  if (!rows[0]) throw notFound('No staking plan with this id');
  return rows[0].plan as unknown as PlanInput & { _id: string; liveStakes: number };
}

/** A checked plan's values in the column order of insertPlan's INSERT and updatePlan's UPDATE. */
const columnValues = (plan: Awaited<ReturnType<typeof checkPlan>>) => [
  plan.assetId,
  plan.name,
  plan.type,
  plan.lockDays,
  plan.apr,
  plan.minAmount,
  plan.maxAmount,
  plan.totalCap,
  plan.status,
];

export async function insertPlan(tx: Tx, input: PlanInput): Promise<string> {
  const plan = await checkPlan(tx, input);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO staking_plans (asset_id, name, type, lock_days, apr, min_amount, max_amount, total_cap, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    columnValues(plan),
  );
  return rows[0].id;
}

/** Applies a partial edit: the merged plan must pass checkPlan, and live stakes pin asset/type/lock. */
export async function updatePlan(tx: Tx, id: string, changes: Partial<PlanInput>) {
  await tx.query('SELECT 1 FROM staking_plans WHERE id = $1 FOR UPDATE', [id]);
  const current = await planById(tx, id);
  const merged = { ...current, ...changes } as PlanInput;
  const pinnedChanged =
    merged.asset !== current.asset ||
    merged.type !== current.type ||
    merged.lockDays !== current.lockDays;
  if (pinnedChanged && current.liveStakes > 0) throw conflict(LIVE_STAKES_MESSAGE);
  const plan = await checkPlan(tx, merged);
  await tx.query(
    `UPDATE staking_plans SET asset_id = $2, name = $3, type = $4, lock_days = $5, apr = $6, min_amount = $7,
            max_amount = $8, total_cap = $9, status = $10, updated_at = now() WHERE id = $1`,
    [id, ...columnValues(plan)],
  );
  return { before: current, after: await planById(tx, id) };
}
