import type { Db } from '../db/index.ts';
import { badRequest, conflict, notFound } from '../http/envelope.ts';
import { postJournal } from '../ledger/ledger.ts';

type Tx = Pick<Db, 'query'>;

const AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;

/**
 * An admin stake (POST /staking/createAdminStak): the platform stakes its own funds in a plan.
 * The amount must fit the plan's limits and remaining cap, and moves platform → staking in one
 * journal (stake_lock) in the caller's transaction; a platform balance too small answers 409.
 */
export async function createAdminStake(
  tx: Tx,
  input: { planId: string; amount: string; adminId: string },
): Promise<string> {
  const amount = input.amount.trim();
  if (!AMOUNT.test(amount) || /^0*(\.0*)?$/.test(amount))
    throw badRequest('The amount must be a positive decimal number');
  const { rows } = await tx.query<{
    asset_id: string;
    symbol: string;
    name: string;
    type: string;
    lock_days: number;
    apr: string;
    status: string;
    too_small: boolean;
    too_large: boolean;
    over_cap: boolean;
    room: string;
    min: string;
    max: string;
  }>(
    `SELECT p.asset_id, a.symbol, p.name, p.type, p.lock_days, p.apr::text, p.status,
            $2::numeric < p.min_amount AS too_small, $2::numeric > p.max_amount AS too_large,
            coalesce(l.staked, 0) + $2::numeric > p.total_cap AS over_cap,
            trim_scale(greatest(p.total_cap - coalesce(l.staked, 0), 0))::text AS room,
            trim_scale(p.min_amount)::text AS min, trim_scale(p.max_amount)::text AS max
       FROM staking_plans p JOIN assets a ON a.id = p.asset_id
       LEFT JOIN LATERAL (SELECT sum(amount) AS staked FROM stakes s WHERE s.plan_id = p.id AND s.status = 'active') l ON true
      WHERE p.id = $1 FOR UPDATE OF p`,
    [input.planId, amount],
  );
  const plan = rows[0];
  if (!plan) throw notFound('No staking plan with this id');
  if (plan.status !== 'active')
    throw conflict(`The plan "${plan.name}" is paused: it takes no new stakes`);
  if (plan.too_small || plan.too_large)
    throw badRequest(
      `The amount must be between ${plan.min} and ${plan.max} ${plan.symbol} for this plan`,
    );
  if (plan.over_cap)
    throw conflict(`The plan's total cap leaves room for ${plan.room} ${plan.symbol} only`);
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO stakes (plan_id, user_id, created_by, amount, apr, started_at, ends_at, status)
     VALUES ($1, NULL, $2, $3, $4, now(), CASE WHEN $5::int > 0 THEN now() + make_interval(days => $5::int) END, 'active')
     RETURNING id`,
    [input.planId, input.adminId, amount, plan.apr, plan.lock_days],
  );
  const id = inserted.rows[0].id;
  await postJournal(tx, {
    kind: 'stake_lock',
    reference: `stake:${id}`,
    description: `Platform stake of ${amount} ${plan.symbol} in "${plan.name}"`,
    adminId: input.adminId,
    lines: [
      { kind: 'platform', assetId: plan.asset_id, amount: `-${amount}` },
      { kind: 'staking', assetId: plan.asset_id, amount },
    ],
  });
  return id;
}
