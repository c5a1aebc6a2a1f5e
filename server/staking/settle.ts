import type { Db } from '../db/index.ts';
import { logAction } from '../actionLog.ts';
import { postJournal, type AccountKind } from '../ledger/ledger.ts';
import { isSettleable, stakeReward } from './reward.ts';

type Tx = Pick<Db, 'query'>;

/**
 * Settlement pays a stake's principal back (staking → owner, journal stake_unlock) and its reward
 * (rewards → owner, journal stake_reward) in ONE transaction per stake, so a batch that fails half
 * way leaves every stake either fully settled or untouched. The stake row is locked and moved from
 * 'active' to 'settled' in that transaction: a second settle — sequential or concurrent — finds it
 * settled and is a no-op that says so. The owner is the user, or the platform for an admin stake.
 */

/** 'to settle' is a preview's answer: what settling now would do. */
export type SettleOutcome =
  'settled' | 'to settle' | 'already settled' | 'not matured' | 'not found' | 'redeemed';

export interface SettleResult {
  _id: string;
  outcome: SettleOutcome;
  asset?: string;
  principal?: string;
  reward?: string;
  message: string;
}

interface StakeRow {
  id: string;
  user_id: string | null;
  email: string | null;
  asset_id: string;
  symbol: string;
  type: 'flexible' | 'fixed';
  amount: string;
  apr: string;
  started_at: Date;
  ends_at: Date | null;
  status: 'active' | 'redeemed' | 'settled';
}

const STAKE_SQL = `SELECT s.id, s.user_id, u.email, p.asset_id, a.symbol, p.type, trim_scale(s.amount)::text AS amount,
    trim_scale(s.apr)::text AS apr, s.started_at, s.ends_at, s.status
   FROM stakes s JOIN staking_plans p ON p.id = s.plan_id JOIN assets a ON a.id = p.asset_id
   LEFT JOIN users u ON u.id = s.user_id`;

/** What settling would pay now, without moving anything (the confirmation's totals). */
export async function previewSettlement(db: Tx, ids: string[], at = new Date()) {
  const { rows } = await db.query<StakeRow>(`${STAKE_SQL} WHERE s.id = ANY($1::uuid[])`, [ids]);
  return rows.map((stake) => describe(stake, at, false));
}

function describe(stake: StakeRow, at: Date, applied: boolean): SettleResult {
  const base = { _id: stake.id, asset: stake.symbol, principal: stake.amount };
  if (stake.status === 'settled')
    return {
      ...base,
      outcome: 'already settled',
      message: 'Already settled: nothing was paid again',
    };
  if (stake.status === 'redeemed')
    return { ...base, outcome: 'redeemed', message: 'Redeemed by the user: nothing to settle' };
  if (!isSettleable({ type: stake.type, endsAt: stake.ends_at }, at))
    return {
      ...base,
      outcome: 'not matured',
      message: `Not matured yet: the lock ends ${stake.ends_at?.toISOString()}`,
    };
  const reward = stakeReward(
    {
      type: stake.type,
      amount: stake.amount,
      apr: stake.apr,
      startedAt: stake.started_at,
      endsAt: stake.ends_at,
    },
    at,
  );
  return {
    ...base,
    reward,
    outcome: applied ? 'settled' : 'to settle',
    message: applied
      ? `Settled: ${stake.amount} ${stake.symbol} principal + ${reward} ${stake.symbol} reward paid`
      : `Would pay ${stake.amount} ${stake.symbol} principal + ${reward} ${stake.symbol} reward`,
  };
}

/** Settles one stake in its own transaction; never throws for a stake that cannot be settled. */
export async function settleStake(
  db: Db,
  id: string,
  admin: { adminId: string; email: string },
): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<StakeRow>(`${STAKE_SQL} WHERE s.id = $1 FOR UPDATE OF s`, [id]);
    const stake = rows[0];
    if (!stake) return { _id: id, outcome: 'not found', message: 'No stake with this id' };
    const at = new Date();
    const result = describe(stake, at, true);
    if (result.outcome !== 'settled') return result;
    const reward = result.reward!;
    // The status guard makes the move itself the idempotency check.
    const moved = await tx.query(
      `UPDATE stakes SET status = 'settled', reward = $2, settled_at = $3, settled_by = $4
        WHERE id = $1 AND status = 'active' RETURNING id`,
      [id, reward, at, admin.adminId],
    );
    if (moved.rows.length === 0)
      return {
        ...result,
        reward: undefined,
        outcome: 'already settled',
        message: 'Already settled: nothing was paid again',
      };
    const ownerKind: AccountKind = stake.user_id ? 'user' : 'platform';
    const owner = stake.user_id ?? '';
    const reference = `stake:${id}`;
    const whose = stake.email ?? 'the platform';
    await postJournal(tx, {
      kind: 'stake_unlock',
      reference,
      description: `Stake of ${stake.amount} ${stake.symbol} settled: principal returned to ${whose}`,
      adminId: admin.adminId,
      lines: [
        { kind: 'staking', owner, assetId: stake.asset_id, amount: `-${stake.amount}` },
        { kind: ownerKind, owner, assetId: stake.asset_id, amount: stake.amount },
      ],
    });
    if (!/^0*(\.0*)?$/.test(reward)) {
      await postJournal(tx, {
        kind: 'stake_reward',
        reference,
        description: `Staking reward of ${reward} ${stake.symbol} (APR ${stake.apr} %)`,
        adminId: admin.adminId,
        lines: [
          { kind: 'rewards', assetId: stake.asset_id, amount: `-${reward}` },
          { kind: ownerKind, owner, assetId: stake.asset_id, amount: reward },
        ],
      });
    }
    await logAction(tx, {
      description: `Stake ${id} of ${whose} settled: ${stake.amount} ${stake.symbol} + ${reward} ${stake.symbol} reward`,
      adminId: admin.adminId,
      userId: stake.user_id ?? admin.email,
    });
    return result;
  });
}

/** Matured stakes (active, fixed, lock ended), oldest maturity first: `limit` of them, or all. */
export async function maturedStakeIds(db: Tx, limit: number | null = null): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM stakes WHERE status = 'active' AND ends_at <= now() ORDER BY ends_at, id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}
