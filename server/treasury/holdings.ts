import type { Querier } from '../db/index.ts';
import { conflict } from '../http/envelope.ts';

/**
 * The holdings move with the money: a credited deposit lands in the current platform wallet of its
 * asset network, a completed withdrawal leaves one. Both run in the caller's transaction, beside
 * the ledger journal they mirror, so a retried or refused operation moves neither. Only what
 * crosses the chain moves a wallet: a withdrawal's fee stays in the wallet as the exchange's
 * income, so holdings − liabilities grows by exactly the fee.
 */

interface WalletMove {
  assetId: string;
  /** The network's id (wallet_networks.id, e.g. 'ethereum'). */
  networkId: string;
  /** A positive decimal string. */
  amount: string;
  /** The wallet ledger's reason, e.g. 'Deposit <id>'. */
  reason: string;
}

/**
 * Money cannot arrive on or leave a network the platform holds no wallet on: the operation is
 * refused (409) rather than booked against holdings that do not exist.
 */
async function assetNetworkOf(
  tx: Querier,
  move: WalletMove,
): Promise<{ id: string; symbol: string }> {
  const { rows } = await tx.query<{ id: string | null; symbol: string; wallets: number }>(
    `SELECT an.id, a.symbol, (SELECT count(*)::int FROM platform_wallets w WHERE w.asset_network_id = an.id) AS wallets
       FROM assets a LEFT JOIN asset_networks an ON an.asset_id = a.id AND an.network_id = $2
      WHERE a.id = $1`,
    [move.assetId, move.networkId],
  );
  const found = rows[0];
  if (!found?.id || found.wallets === 0)
    throw conflict(
      `No platform wallet holds ${found?.symbol ?? 'this asset'} on ${move.networkId}: create one in Wallet before moving money on it`,
    );
  return { id: found.id, symbol: found.symbol };
}

/** A credited deposit raises the current (newest) wallet of its asset network. */
export async function receiveIntoWallet(tx: Querier, move: WalletMove): Promise<string> {
  const network = await assetNetworkOf(tx, move);
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE platform_wallets SET balance = balance + $2::numeric
      WHERE id = (SELECT id FROM platform_wallets WHERE asset_network_id = $1
                   ORDER BY created_at DESC, id DESC LIMIT 1)
      RETURNING id`,
    [network.id, move.amount],
  );
  await journal(tx, rows[0].id, move.amount, move.reason);
  return rows[0].id;
}

/**
 * A completed withdrawal lowers the newest wallet of its asset network that holds the amount (the
 * hot wallet first). None holding it is a 409: move funds there with a self transfer first. The
 * conditional UPDATE re-checks the balance after any concurrent send, so a wallet never goes below
 * zero; a lost race tries the next wallet.
 */
export async function sendFromWallet(tx: Querier, move: WalletMove): Promise<string> {
  const network = await assetNetworkOf(tx, move);
  for (let attempt = 0; attempt < 3; attempt++) {
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE platform_wallets SET balance = balance - $2::numeric
        WHERE id = (SELECT id FROM platform_wallets WHERE asset_network_id = $1 AND balance >= $2::numeric
                     ORDER BY created_at DESC, id DESC LIMIT 1)
          AND balance >= $2::numeric
        RETURNING id`,
      [network.id, move.amount],
    );
    if (rows[0]) {
      await journal(tx, rows[0].id, `-${move.amount}`, move.reason);
      return rows[0].id;
    }
  }
  throw conflict(
    `No ${network.symbol} wallet on ${move.networkId} holds ${move.amount} ${network.symbol}: move funds there with a self transfer first`,
  );
}

async function journal(tx: Querier, walletId: string, amount: string, reason: string) {
  await tx.query(
    `INSERT INTO wallet_ledger_entries (wallet_id, amount, reason) VALUES ($1, $2::numeric, $3)`,
    [walletId, amount, reason],
  );
}
