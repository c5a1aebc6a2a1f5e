import { REASON_MAX, REASON_MIN } from '../../src/contracts/reason.ts';
import type { Db } from '../db/index.ts';
import { logAction } from '../actionLog.ts';
import { badRequest, conflict, notFound } from '../http/envelope.ts';
import { postJournal } from '../ledger/ledger.ts';
import { isTxHashOf } from './chain.ts';
import { sendFromWallet } from '../treasury/holdings.ts';
import {
  countingApprovers,
  noSecondApproverMessage,
  requireIndependentSecondApprover,
  requireVouchedApprover,
} from '../admins/makerChecker.ts';
import { NEEDS_REVIEW_REASON_REQUIRED } from '../../src/contracts/withdrawalRisk.ts';
import { APPROVED_ONCE, AWAITING_SECOND_APPROVAL } from '../../src/contracts/dualApproval.ts';
import { assessWithdrawals, OPEN_WITHDRAWALS, reviewWithdrawal } from './withdrawalRisk.ts';
import {
  canMove,
  illegalMoveMessage,
  REASON_REQUIRED_FOR,
  type WithdrawalStatus,
  type WithdrawalTarget,
} from './withdrawalMachine.ts';

type Tx = Pick<Db, 'query'>;

export { REASON_MAX, AWAITING_SECOND_APPROVAL };

export interface WithdrawalMove {
  id: string;
  to: WithdrawalTarget;
  reason?: string;
  txHash?: string;
  adminId: string;
  adminEmail: string;
  /** Approvals of withdrawals above this USD value need two different admins. */
  dualApprovalUsd: number;
}

interface Row {
  status: WithdrawalStatus;
  user_id: string;
  email: string;
  asset_id: string;
  symbol: string;
  network_id: string;
  amount: string;
  fee: string;
  usd_value: string;
  first_approved_by: string | null;
  tx_hash: string | null;
}

/**
 * Moves one withdrawal through the state machine inside the caller's transaction: the row is
 * locked, the move checked, the ledger booked (completion pays out, rejection releases the hold),
 * the row updated and the action logged, all or nothing. Answers the success message.
 */
export async function moveWithdrawal(tx: Tx, move: WithdrawalMove): Promise<string> {
  const reason = move.reason?.trim() ?? '';
  if (REASON_REQUIRED_FOR.includes(move.to) && reason.length < REASON_MIN)
    throw badRequest(`A reason is required to move a withdrawal to ${move.to}`);
  if (reason.length > REASON_MAX)
    throw badRequest(`The reason must be at most ${REASON_MAX} characters`);

  const { rows } = await tx.query<Row>(
    `SELECT w.status, w.user_id::text, u.email, w.asset_id::text, a.symbol, w.network_id,
            w.amount::text, w.fee::text, w.usd_value::text, w.first_approved_by::text, w.tx_hash
       FROM withdrawals w JOIN users u ON u.id = w.user_id JOIN assets a ON a.id = w.asset_id
      WHERE w.id = $1 FOR UPDATE OF w`,
    [move.id],
  );
  const w = rows[0];
  if (!w) throw notFound('Withdrawal not found');
  if (!canMove(w.status, move.to)) throw conflict(illegalMoveMessage(w.status, move.to));

  // Valued at the higher of its USD value at request and now: a price moved down after the
  // request cannot lower the approvals or the review it needs.
  if (move.to === 'approved') {
    const { rows: valued } = await tx.query<{ usd_value: string }>(
      `UPDATE withdrawals w SET usd_value = greatest(w.usd_value, w.amount * a.price_usd)
         FROM assets a WHERE a.id = w.asset_id AND w.id = $1 RETURNING w.usd_value::text`,
      [move.id],
    );
    w.usd_value = valued[0].usd_value;
  }

  // Above its KYC level's limit: the approver says why it may go anyway (the audit entry keeps it).
  if (move.to === 'approved' && reason.length < REASON_MIN) {
    const review = await reviewWithdrawal(tx, move.id);
    if (review.needsReview) throw badRequest(NEEDS_REVIEW_REASON_REQUIRED);
  }

  const txHash = move.txHash?.trim() || null;
  if (txHash && !isTxHashOf(w.network_id, txHash))
    throw badRequest(`'${txHash}' is not a transaction hash of the ${w.network_id} network`);
  if (move.to === 'completed' && !txHash && !w.tx_hash)
    throw badRequest('A transaction hash is required to complete a withdrawal');

  const what = `Withdrawal ${move.id.slice(0, 8)} of ${w.amount} ${w.symbol} for ${w.email}`;
  const dual =
    w.status === 'pending' && move.to === 'approved' && Number(w.usd_value) > move.dualApprovalUsd;
  const above = `This withdrawal is above ${move.dualApprovalUsd} USD`;
  if (dual) await requireVouchedApprover(tx, move.adminId, above);
  if (dual && w.first_approved_by === null) {
    await tx.query(
      `UPDATE withdrawals SET first_approved_by = $2, first_approved_at = now(), updated_at = now() WHERE id = $1`,
      [move.id, move.adminId],
    );
    await logAction(tx, {
      description: `${what}: first approval by ${move.adminEmail}, ${AWAITING_SECOND_APPROVAL}`,
      userId: w.user_id,
      adminId: move.adminId,
    });
    const approved = `${APPROVED_ONCE} (above ${move.dualApprovalUsd} USD)`;
    const others = await countingApprovers(tx, 'withdraw:approve', [move.adminId]);
    return others ? approved : `${approved}. ${noSecondApproverMessage('withdraw:approve')}`;
  }
  if (dual && w.first_approved_by !== null)
    await requireIndependentSecondApprover(tx, w.first_approved_by, move.adminId, above);

  const held = await sum(tx, w.amount, w.fee);
  const reference = `withdrawal:${move.id}`;
  if (move.to === 'completed') {
    await postJournal(tx, {
      kind: 'withdrawal_complete',
      reference,
      description: `${what} sent on ${w.network_id}`,
      adminId: move.adminId,
      lines: [
        { kind: 'user_hold', owner: w.user_id, assetId: w.asset_id, amount: `-${held}` },
        { kind: 'external', assetId: w.asset_id, amount: w.amount },
        { kind: 'fees', assetId: w.asset_id, amount: w.fee },
      ],
    });
    await sendFromWallet(tx, {
      assetId: w.asset_id,
      networkId: w.network_id,
      amount: w.amount,
      reason: `Withdrawal ${move.id}`,
    });
  } else if (move.to === 'rejected') {
    await postJournal(tx, {
      kind: 'withdrawal_release',
      reference,
      description: `${what} rejected: ${reason}`,
      adminId: move.adminId,
      lines: [
        { kind: 'user_hold', owner: w.user_id, assetId: w.asset_id, amount: `-${held}` },
        { kind: 'user', owner: w.user_id, assetId: w.asset_id, amount: held },
      ],
    });
  }
  await tx.query(
    `UPDATE withdrawals SET status = $2, decided_by = $3, updated_at = now(),
            reason = CASE WHEN $4::text <> '' THEN $4 ELSE reason END,
            tx_hash = coalesce($5, tx_hash)
      WHERE id = $1`,
    [move.id, move.to, move.adminId, reason, txHash],
  );
  await logAction(tx, {
    description: `${what} moved ${w.status} → ${move.to} by ${move.adminEmail}${reason ? `: ${reason}` : ''}`,
    userId: w.user_id,
    adminId: move.adminId,
  });
  // A rejection no longer counts against the user's limits: re-rank what they can still withdraw.
  await assessWithdrawals(tx, `w.user_id = $1 AND (w.id = $2 OR ${OPEN_WITHDRAWALS})`, [
    w.user_id,
    move.id,
  ]);
  return `Withdrawal ${move.to}`;
}

/** amount + fee, exactly (numeric in SQL, not floating point). */
async function sum(tx: Tx, a: string, b: string): Promise<string> {
  const { rows } = await tx.query<{ total: string }>(
    'SELECT trim_scale($1::numeric + $2::numeric)::text AS total',
    [a, b],
  );
  return rows[0].total;
}

/**
 * A user's withdrawal request: the row and its hold (user -> user_hold, amount + fee) in one
 * transaction. The exchange's user side calls this; the admin moves it afterwards.
 */
export async function requestWithdrawal(
  db: Db,
  input: {
    userId: string;
    assetId: string;
    networkId: string;
    amount: string;
    fee: string;
    address: string;
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; symbol: string; total: string }>(
      `INSERT INTO withdrawals (user_id, asset_id, network_id, amount, fee, usd_value, address, status)
       SELECT $1, a.id, $3, $4, $5, $4::numeric * a.price_usd, $6, 'pending' FROM assets a WHERE a.id = $2
       RETURNING id::text, (SELECT symbol FROM assets WHERE id = $2), trim_scale($4::numeric + $5::numeric)::text AS total`,
      [input.userId, input.assetId, input.networkId, input.amount, input.fee, input.address],
    );
    const w = rows[0];
    await postJournal(tx, {
      kind: 'withdrawal_hold',
      reference: `withdrawal:${w.id}`,
      description: `Withdrawal request of ${input.amount} ${w.symbol} (+${input.fee} fee)`,
      lines: [
        { kind: 'user', owner: input.userId, assetId: input.assetId, amount: `-${w.total}` },
        { kind: 'user_hold', owner: input.userId, assetId: input.assetId, amount: w.total },
      ],
    });
    // Ranked at once for the grid; open ones to the same destination now share it with this user.
    await assessWithdrawals(tx, `w.address = $1 AND (w.id = $2 OR ${OPEN_WITHDRAWALS})`, [
      input.address,
      w.id,
    ]);
    return w.id;
  });
}
