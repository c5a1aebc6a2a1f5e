import type { Querier } from '../db/index.ts';
import { ASSET_ORDER } from '../wallet/catalogue.ts';
import { coinIconUrl } from '../wallet/icons.ts';
import type { TokenAddress, WalletNetwork } from '../../src/contracts/wallet.ts';

/**
 * The platform's assets, read once for every screen: the wallet's asset list
 * and the Assets screen (/admin/coin-list) both come from `platformAssets`, so an asset's name,
 * order or price can never differ between them.
 */

export type AssetStatus = 'active' | 'inactive';

export interface PlatformAsset {
  _id: string;
  name: string;
  symbol: string;
  type: 'crypto' | 'token';
  image: string;
  /** The current address (crypto), or of the first network that has one (token); null: 'No Wallet'. */
  address: string | null;
  /** XRP destination tag of that address, else null. */
  tagId: string | null;
  tokenAddressArray: TokenAddress[];
  networks: WalletNetwork[];
  // What an operator manages.
  decimals: number;
  depositEnabled: boolean;
  withdrawalEnabled: boolean;
  /** Decimal strings in units of the asset, exact. */
  withdrawalFee: string;
  minWithdrawal: string;
  confirmations: number;
  priceUsd: number;
  /** The lowest price one admin may set alone; a price below it needs a second admin. */
  priceFloorUsd: number;
  status: AssetStatus;
  displayOrder: number;
  updatedAt: string | null;
}

interface AssetNetworkRow {
  asset_id: string;
  symbol: string;
  name: string;
  type: 'crypto' | 'token';
  asset_decimals: number;
  price_usd: string;
  price_floor_usd: string;
  deposit_enabled: boolean;
  withdrawal_enabled: boolean;
  withdrawal_fee: string;
  min_withdrawal: string;
  confirmations: number;
  status: AssetStatus;
  display_order: number;
  updated_at: Date | null;
  an_id: string | null;
  network_id: string | null;
  network_name: string | null;
  token_type: string | null;
  contract_address: string | null;
  decimals: number | null;
  address: string | null;
  tag_id: string | null;
}

/**
 * Every asset in display order (ties: the wallet's default order, BTC first), with its networks
 * and the current platform address per network. `where` narrows it (e.g. one asset by id).
 */
export async function platformAssets(
  db: Querier,
  filter: { id?: string } = {},
): Promise<PlatformAsset[]> {
  const { rows } = await db.query<AssetNetworkRow>(
    `SELECT a.id AS asset_id, a.symbol, a.name, a.type, a.decimals AS asset_decimals,
            a.price_usd::text AS price_usd, a.price_floor_usd::text AS price_floor_usd, a.deposit_enabled, a.withdrawal_enabled,
            trim_scale(a.withdrawal_fee)::text AS withdrawal_fee,
            trim_scale(a.min_withdrawal)::text AS min_withdrawal, a.confirmations, a.status,
            a.display_order, a.updated_at,
            an.id AS an_id, an.network_id, n.name AS network_name, n.token_type, an.contract_address,
            an.decimals, cur.address, cur.tag_id
       FROM assets a
       LEFT JOIN asset_networks an ON an.asset_id = a.id
       LEFT JOIN wallet_networks n ON n.id = an.network_id
       LEFT JOIN LATERAL (
         SELECT w.address, w.tag_id FROM platform_wallets w
          WHERE w.asset_network_id = an.id ORDER BY w.created_at DESC, w.id DESC LIMIT 1
       ) cur ON true
      WHERE ($2::uuid IS NULL OR a.id = $2::uuid)
      ORDER BY a.display_order, array_position($1::text[], a.symbol) NULLS LAST, a.symbol,
               an.created_at, n.token_type`,
    [ASSET_ORDER, filter.id ?? null],
  );
  const assets = new Map<string, PlatformAsset>();
  for (const row of rows) {
    let asset = assets.get(row.asset_id);
    if (!asset) {
      asset = toAsset(row);
      assets.set(row.asset_id, asset);
    }
    if (!row.an_id || !row.token_type || !row.network_id) continue;
    asset.networks.push({
      _id: row.an_id,
      id: row.network_id,
      tokenType: row.token_type,
      contractAddress: row.contract_address,
      name: row.network_name ?? row.network_id,
      decimals: row.decimals ?? row.asset_decimals,
      address: row.address,
    });
    if (row.address) {
      asset.tokenAddressArray.push({
        tokenType: row.token_type,
        address: row.address,
        tagId: row.tag_id,
        networkId: row.an_id,
      });
      if (!asset.address) {
        asset.address = row.address;
        asset.tagId = row.tag_id;
      }
    }
  }
  return [...assets.values()];
}

function toAsset(row: AssetNetworkRow): PlatformAsset {
  return {
    _id: row.asset_id,
    name: row.name,
    symbol: row.symbol,
    type: row.type,
    image: coinIconUrl(row.symbol),
    address: null,
    tagId: null,
    tokenAddressArray: [],
    networks: [],
    decimals: row.asset_decimals,
    depositEnabled: row.deposit_enabled,
    withdrawalEnabled: row.withdrawal_enabled,
    withdrawalFee: row.withdrawal_fee,
    minWithdrawal: row.min_withdrawal,
    confirmations: row.confirmations,
    priceUsd: Number(row.price_usd),
    priceFloorUsd: Number(row.price_floor_usd),
    status: row.status,
    displayOrder: row.display_order,
    updatedAt: row.updated_at ? row.updated_at.toISOString() : null,
  };
}
