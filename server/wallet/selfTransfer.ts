import type { Querier } from '../db/index.ts';
import type { PlatformWallet } from '../../src/contracts/wallet.ts';
import { badRequest } from '../http/envelope.ts';
import { logAction } from '../actionLog.ts';
import { formatUnits, normalizeDecimal } from '../../src/contracts/money.ts';

export interface SelfTransfer {
  source: PlatformWallet;
  target: PlatformWallet;
  /** A positive decimal string within the source's precision (the route checked it). */
  amount: string;
  note: string | null;
  key: string;
  adminId: string;
  adminEmail: string;
}

/**
 * Moves funds between two platform wallets inside the caller's transaction (executeOnce's): the
 * source is debited only if it holds the amount (a conditional UPDATE no concurrent transfer can
 * pass), the target credited, both legs written to the wallet ledger, the action logged. Throws a
 * 400 on insufficient funds, which rolls everything back, the idempotency claim included.
 */
export async function transferBetweenWallets(tx: Querier, move: SelfTransfer) {
  const { source, target, amount, note, key } = move;
  const inserted = await tx.query<{ id: string; created_at: Date }>(
    `INSERT INTO wallet_transfers (idempotency_key, admin_id, from_wallet_id, to_wallet_id, amount, note, result)
     VALUES ($1, $2, $3, $4, $5, $6, '{}') RETURNING id, created_at`,
    [key, move.adminId, source._id, target._id, amount, note],
  );
  const transfer = inserted.rows[0];
  const debited = await tx.query<{ balance: string }>(
    `UPDATE platform_wallets SET balance = balance - $2::numeric WHERE id = $1 AND balance >= $2::numeric RETURNING balance::text`,
    [source._id, amount],
  );
  if (!debited.rows[0]) {
    throw badRequest(
      `Insufficient balance: the source wallet holds ${formatUnits(source.amount)} ${source.currency}`,
    );
  }
  const credited = await tx.query<{ balance: string }>(
    'UPDATE platform_wallets SET balance = balance + $2::numeric WHERE id = $1 RETURNING balance::text',
    [target._id, amount],
  );
  await tx.query(
    `INSERT INTO wallet_ledger_entries (wallet_id, transfer_id, amount, reason)
     VALUES ($1, $3, -$4::numeric, 'Self transfer out'), ($2, $3, $4::numeric, 'Self transfer in')`,
    [source._id, target._id, transfer.id, amount],
  );
  const result = {
    _id: transfer.id,
    idempotencyKey: key,
    currency: source.currency,
    tokenType: source.tokenType,
    network: source.network,
    fromAddress: source.address,
    toAddress: target.address,
    amount: normalizeDecimal(amount),
    fromBalance: debited.rows[0].balance,
    toBalance: credited.rows[0].balance,
    note,
    createdAt: transfer.created_at.toISOString(),
  };
  await tx.query('UPDATE wallet_transfers SET result = $2 WHERE id = $1', [
    transfer.id,
    JSON.stringify(result),
  ]);
  await logAction(tx, {
    description: `Self transfer of ${result.amount} ${source.currency} on ${source.tokenType} from ${source.address} to ${target.address} (key ${key})`,
    adminId: move.adminId,
    userId: move.adminEmail,
  });
  return result;
}
