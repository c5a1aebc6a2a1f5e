import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { ASSET_NETWORKS, ASSET_ORDER, NETWORKS } from './catalogue.ts';
import { walletRoot } from './keys.ts';
import { createPlatformWallet } from './ledger.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Seeds the wallet side; idempotent, safe on every start, and run after the assets are seeded:
 * the networks, each asset on its networks (skipping assets that do not exist), and for each asset
 * network without wallets a cold wallet and a current (hot) deposit address, derived from the wallet
 * seed, with opening ledger balances (demo balances outside production only).
 */
export async function seedWallet(db: Db, config: Config): Promise<void> {
  const root = await walletRoot(db, config);
  await db.transaction(async (tx) => {
    for (const n of NETWORKS) {
      await tx.query(
        `INSERT INTO wallet_networks (id, name, token_type, family, coin_type, native_symbol) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, token_type = EXCLUDED.token_type, family = EXCLUDED.family,
           coin_type = EXCLUDED.coin_type, native_symbol = EXCLUDED.native_symbol`,
        [n.id, n.name, n.tokenType, n.family, n.coinType, n.nativeSymbol],
      );
    }
    for (const def of ASSET_NETWORKS) {
      await tx.query(
        `INSERT INTO asset_networks (asset_id, network_id, contract_address, decimals)
         SELECT id, $2, $3, $4 FROM assets WHERE symbol = $1
         ON CONFLICT (asset_id, network_id) DO NOTHING`,
        [def.symbol, def.network, def.contractAddress, def.decimals],
      );
    }
    const { rows } = await tx.query<{
      id: string;
      symbol: string;
      network_id: string;
      family: string;
    }>(
      `SELECT an.id, a.symbol, an.network_id, n.family
         FROM asset_networks an JOIN assets a ON a.id = an.asset_id JOIN wallet_networks n ON n.id = an.network_id
        WHERE NOT EXISTS (SELECT 1 FROM platform_wallets w WHERE w.asset_network_id = an.id)
        ORDER BY array_position($1::text[], a.symbol) NULLS LAST, a.symbol, an.network_id`,
      [ASSET_ORDER],
    );
    const now = Date.now();
    // Demo balances are invented money: a production wallet starts empty and fills from the chain.
    const opening = (demo: string | undefined) => (config.production ? '0' : (demo ?? '0'));
    for (const row of rows) {
      const def = ASSET_NETWORKS.find(
        (d) => d.symbol === row.symbol && d.network === row.network_id,
      );
      const family = NETWORKS.find((n) => n.id === row.network_id)!.family;
      const wallets = [
        { label: 'Cold wallet', demo: def?.opening.cold, daysAgo: 90 },
        { label: 'Hot wallet', demo: def?.opening.hot, daysAgo: 30 },
      ];
      for (const { label, demo, daysAgo } of wallets) {
        await createPlatformWallet(tx, root, {
          assetNetworkId: row.id,
          family,
          label,
          opening: opening(demo),
          createdAt: new Date(now - daysAgo * DAY),
        });
      }
    }
  });
}
