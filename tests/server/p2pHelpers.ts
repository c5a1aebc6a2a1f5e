import type { TestServer } from './helpers.ts';
import { assetId, fundedUser, newKey, type Headers } from './moneyHelpers.ts';
import { openTrade, raiseTradeDispute } from '../../server/p2p/trades.ts';
import { receiptPng } from '../../server/p2p/evidenceImages.ts';

/** The id of the seeded P2P pair of that asset and fiat. */
export async function pairId(server: TestServer, symbol: string, fiat: string): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    `SELECT p.id FROM p2p_pairs p JOIN assets a ON a.id = p.asset_id WHERE a.symbol = $1 AND p.fiat = $2`,
    [symbol, fiat],
  );
  return rows[0].id;
}

/**
 * A fresh USDT/USD trade of `amount` between two new users (the seller funded with `funding`),
 * optionally disputed by the buyer with one evidence picture.
 */
export async function newTrade(
  server: TestServer,
  { amount = '100', funding = '250', disputed = false } = {},
) {
  const sellerId = await fundedUser(server, funding);
  const buyerId = await fundedUser(server, '1');
  const tradeId = await openTrade(server.db, {
    pairId: await pairId(server, 'USDT', 'USD'),
    side: 'buy',
    buyerId,
    sellerId,
    amount,
    price: '1.01',
    paymentMethod: 'Zelle',
  });
  const disputeId = disputed
    ? await raiseTradeDispute(server.db, {
        tradeId,
        raisedBy: buyerId,
        reason: 'Payment sent but the seller does not release',
        evidence: [receiptPng(1)],
      })
    : null;
  return { tradeId, disputeId, sellerId, buyerId, usdt: await assetId(server, 'USDT') };
}

export function resolve(
  server: TestServer,
  headers: Headers,
  payload: Record<string, unknown>,
  key: string | null = newKey(),
) {
  return server.app.inject({
    method: 'POST',
    url: '/api/p2p/disputebyadmin',
    headers: key === null ? headers : { ...headers, 'idempotency-key': key },
    payload,
  });
}
