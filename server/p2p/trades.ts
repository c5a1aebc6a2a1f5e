import type { Db } from '../db/index.ts';
import { badRequest, conflict, notFound } from '../http/envelope.ts';
import { postJournal } from '../ledger/ledger.ts';

/**
 * The user side of a P2P trade, which the exchange's user API calls (and the tests, to build
 * trades the admin then handles): opening a trade moves the seller's crypto into the trade's own
 * escrow account (seller user → escrow, owner = the trade id) in the same transaction as the row;
 * a party may then raise a dispute, which freezes the escrow until an admin resolves it.
 */

export interface TradeOpening {
  pairId: string;
  side: 'buy' | 'sell';
  buyerId: string;
  sellerId: string;
  amount: string;
  price: string;
  paymentMethod: string;
}

export async function openTrade(db: Db, input: TradeOpening): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows: pairs } = await tx.query<{
      asset_id: string;
      symbol: string;
      fiat: string;
      fee_percent: string;
      status: string;
      min_order: string;
      max_order: string;
      payment_methods: string[];
    }>(
      `SELECT p.asset_id::text, a.symbol, p.fiat, p.fee_percent::text, p.status, p.min_order::text,
              p.max_order::text, p.payment_methods
         FROM p2p_pairs p JOIN assets a ON a.id = p.asset_id WHERE p.id = $1 FOR SHARE OF p`,
      [input.pairId],
    );
    const pair = pairs[0];
    if (!pair) throw notFound('P2P pair not found');
    if (pair.status !== 'active') throw conflict('This P2P pair is inactive');
    if (!pair.payment_methods.includes(input.paymentMethod))
      throw badRequest(`The pair does not accept ${input.paymentMethod}`);
    const { rows } = await tx.query<{ id: string; fee: string }>(
      `INSERT INTO p2p_trades (order_no, pair_id, asset_id, fiat, side, buyer_id, seller_id, amount, price,
                               fiat_total, fee, payment_method, status)
       SELECT 'P2P-' || upper(substr(md5(random()::text), 1, 10)), $1, $2, $3, $4, $5, $6, $7::numeric,
              $8::numeric, round($7::numeric * $8::numeric, 2), trunc($7::numeric * $9::numeric / 100, 8), $10, 'open'
       RETURNING id::text, trim_scale(fee)::text AS fee`,
      [
        input.pairId,
        pair.asset_id,
        pair.fiat,
        input.side,
        input.buyerId,
        input.sellerId,
        input.amount,
        input.price,
        pair.fee_percent,
        input.paymentMethod,
      ],
    );
    const trade = rows[0];
    await postJournal(tx, {
      kind: 'p2p_escrow',
      reference: `p2p:${trade.id}`,
      description: `P2P trade: ${input.amount} ${pair.symbol} held in escrow for ${pair.fiat}`,
      lines: [
        { kind: 'user', owner: input.sellerId, assetId: pair.asset_id, amount: `-${input.amount}` },
        { kind: 'escrow', owner: trade.id, assetId: pair.asset_id, amount: input.amount },
      ],
    });
    return trade.id;
  });
}

/** A party raises a dispute on an open or paid trade: the trade becomes disputed. */
export async function raiseTradeDispute(
  db: Db,
  input: { tradeId: string; raisedBy: string; reason: string; evidence?: Uint8Array[] },
): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string; buyer_id: string; seller_id: string }>(
      `SELECT status, buyer_id::text, seller_id::text FROM p2p_trades WHERE id = $1 FOR UPDATE`,
      [input.tradeId],
    );
    const trade = rows[0];
    if (!trade) throw notFound('P2P trade not found');
    if (trade.status !== 'open' && trade.status !== 'paid')
      throw conflict(`A ${trade.status} trade cannot be disputed`);
    if (input.raisedBy !== trade.buyer_id && input.raisedBy !== trade.seller_id)
      throw badRequest('Only the buyer or the seller can raise a dispute');
    await tx.query(`UPDATE p2p_trades SET status = 'disputed', updated_at = now() WHERE id = $1`, [
      input.tradeId,
    ]);
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO p2p_disputes (trade_id, raised_by, reason, status) VALUES ($1, $2, $3, 'open') RETURNING id::text`,
      [input.tradeId, input.raisedBy, input.reason],
    );
    const disputeId = inserted.rows[0].id;
    for (const [i, bytes] of (input.evidence ?? []).entries()) {
      await tx.query(
        `INSERT INTO p2p_evidence (dispute_id, file_name, content_type, bytes) VALUES ($1, $2, 'image/png', $3)`,
        [disputeId, `evidence-${i + 1}.png`, bytes],
      );
    }
    return disputeId;
  });
}
