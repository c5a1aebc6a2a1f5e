import type { Db } from '../db/index.ts';

type Tx = Pick<Db, 'query'>;

/**
 * The seeded history's money through the platform wallets, in bulk: what the credited deposits
 * brought into the current wallet of each asset network, and what the completed withdrawals sent
 * from it (their amounts; the fees stay as income), one wallet ledger entry each, as
 * treasury/holdings.ts does one operation at a time. Every asset network the history moves money
 * on has wallets (seedWallet runs first); one without would be a seed bug, so it stops the seed.
 */
export async function bookSeededHoldings(tx: Tx): Promise<void> {
  await tx.query(
    `CREATE TEMP TABLE seed_wallet_flows ON COMMIT DROP AS
     WITH flows AS (
       SELECT asset_id, network_id, 1 AS step, 'Seeded deposits credited' AS reason, sum(amount) AS amount
         FROM deposits WHERE status = 'credited' GROUP BY asset_id, network_id
       UNION ALL
       SELECT asset_id, network_id, 2, 'Seeded withdrawals sent', -sum(amount)
         FROM withdrawals WHERE status = 'completed' GROUP BY asset_id, network_id)
     SELECT f.*, a.symbol, (SELECT w.id FROM asset_networks an JOIN platform_wallets w ON w.asset_network_id = an.id
                             WHERE an.asset_id = f.asset_id AND an.network_id = f.network_id
                             ORDER BY w.created_at DESC, w.id DESC LIMIT 1) AS wallet_id
       FROM flows f JOIN assets a ON a.id = f.asset_id`,
  );
  const { rows: orphans } = await tx.query<{ symbol: string; network_id: string }>(
    'SELECT DISTINCT symbol, network_id FROM seed_wallet_flows WHERE wallet_id IS NULL',
  );
  if (orphans.length)
    throw new Error(
      `The seed moves money on networks without a platform wallet: ${orphans.map((o) => `${o.symbol} on ${o.network_id}`).join(', ')}`,
    );
  await tx.query(
    `INSERT INTO wallet_ledger_entries (wallet_id, amount, reason)
     SELECT wallet_id, amount, reason FROM seed_wallet_flows ORDER BY wallet_id, step`,
  );
  await tx.query(
    `UPDATE platform_wallets w SET balance = w.balance + f.total
       FROM (SELECT wallet_id, sum(amount) AS total FROM seed_wallet_flows GROUP BY wallet_id) f
      WHERE w.id = f.wallet_id`,
  );
}
