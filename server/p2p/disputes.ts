import { REASON_MAX, REASON_MIN } from '../../src/contracts/reason.ts';
import type { DisputeOutcome } from '../../src/contracts/disputes.ts';
import type { Db } from '../db/index.ts';
import { logAction } from '../actionLog.ts';
import { badRequest, conflict, notFound } from '../http/envelope.ts';
import { postJournal } from '../ledger/ledger.ts';

type Tx = Pick<Db, 'query'>;

/** The route's schema names the decision reason's limits by what they bound here. */
export { REASON_MIN as RESOLUTION_REASON_MIN, REASON_MAX as RESOLUTION_REASON_MAX };
export type { DisputeOutcome };

export interface DisputeResolutionInput {
  disputeId: string;
  outcome: DisputeOutcome;
  reason: string;
  adminId: string;
  adminEmail: string;
}

interface Row {
  dispute_status: string;
  trade_id: string;
  order_no: string;
  trade_status: string;
  asset_id: string;
  symbol: string;
  amount: string;
  fee: string;
  net: string;
  buyer_id: string;
  buyer_email: string;
  seller_id: string;
  seller_email: string;
}

const RESOLVED_AS: Record<string, string> = {
  released: 'released to the buyer',
  refunded: 'refunded to the seller',
};

/**
 * Resolves one open dispute inside the caller's transaction: the dispute and its trade are locked,
 * the trade's escrow moves in ONE journal (release: escrow → buyer, less the pair's fee to the
 * platform; refund: escrow → seller, in full), the dispute and trade statuses change and the
 * action is logged with the admin and the reason. A dispute already resolved answers 409, so
 * concurrent resolutions apply exactly once. Answers the success message.
 */
export async function resolveDispute(tx: Tx, input: DisputeResolutionInput): Promise<string> {
  const reason = input.reason.trim();
  if (reason.length < REASON_MIN || reason.length > REASON_MAX)
    throw badRequest(`The reason must be ${REASON_MIN} to ${REASON_MAX} characters`);
  const { rows } = await tx.query<Row>(
    `SELECT d.status AS dispute_status, t.id::text AS trade_id, t.order_no, t.status AS trade_status,
            t.asset_id::text, a.symbol, trim_scale(t.amount)::text AS amount, trim_scale(t.fee)::text AS fee,
            trim_scale(t.amount - t.fee)::text AS net,
            t.buyer_id::text, b.email AS buyer_email, t.seller_id::text, s.email AS seller_email
       FROM p2p_disputes d JOIN p2p_trades t ON t.id = d.trade_id JOIN assets a ON a.id = t.asset_id
       JOIN users b ON b.id = t.buyer_id JOIN users s ON s.id = t.seller_id
      WHERE d.id = $1 FOR UPDATE OF d, t`,
    [input.disputeId],
  );
  const r = rows[0];
  if (!r) throw notFound('Dispute not found');
  if (r.dispute_status !== 'open')
    throw conflict(`This dispute is already resolved: ${RESOLVED_AS[r.dispute_status]}`);
  if (r.trade_status !== 'disputed')
    throw conflict(`The trade of this dispute is ${r.trade_status}, not disputed`);

  const escrow = { kind: 'escrow' as const, owner: r.trade_id, assetId: r.asset_id };
  const what = `P2P trade ${r.order_no} (${r.amount} ${r.symbol})`;
  const release = input.outcome === 'release';
  await postJournal(tx, {
    kind: release ? 'p2p_release' : 'p2p_refund',
    reference: `p2p:${r.trade_id}`,
    description: release
      ? `${what}: escrow released to the buyer ${r.buyer_email} by dispute resolution`
      : `${what}: escrow refunded to the seller ${r.seller_email} by dispute resolution`,
    adminId: input.adminId,
    lines: release
      ? [
          { ...escrow, amount: `-${r.amount}` },
          { kind: 'user', owner: r.buyer_id, assetId: r.asset_id, amount: r.net },
          { kind: 'fees', assetId: r.asset_id, amount: r.fee },
        ]
      : [
          { ...escrow, amount: `-${r.amount}` },
          { kind: 'user', owner: r.seller_id, assetId: r.asset_id, amount: r.amount },
        ],
  });
  const disputeStatus = release ? 'released' : 'refunded';
  await tx.query(
    `UPDATE p2p_disputes SET status = $2, resolution_reason = $3, resolved_by = $4, resolved_at = now()
      WHERE id = $1`,
    [input.disputeId, disputeStatus, reason, input.adminId],
  );
  await tx.query(
    `UPDATE p2p_trades SET status = $2, closed_at = now(), updated_at = now() WHERE id = $1`,
    [r.trade_id, release ? 'released' : 'cancelled'],
  );
  const receiver = release
    ? `${r.net} ${r.symbol} released to the buyer ${r.buyer_email}`
    : `${r.amount} ${r.symbol} refunded to the seller ${r.seller_email}`;
  await logAction(tx, {
    description: `Dispute on ${what} resolved by ${input.adminEmail}: ${receiver}. Reason: ${reason}`,
    userId: release ? r.buyer_id : r.seller_id,
    adminId: input.adminId,
  });
  return `Dispute resolved: ${receiver}`;
}
