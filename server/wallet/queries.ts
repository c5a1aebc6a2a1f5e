import type { Queryable } from './ledger.ts';
import type { AddressFamily } from './derivation.ts';
import { ASSET_ORDER } from './catalogue.ts';
import { coinIconUrl } from './icons.ts';

/** Spec section 3, "Wallet asset": one item per asset, its networks and current addresses. */
export interface WalletAsset {
  _id: string;
  name: string;
  symbol: string;
  type: 'crypto' | 'token';
  image: string;
  /** The current address (crypto), or of the first network that has one (token); null: 'No Wallet'. */
  address: string | null;
  /** XRP destination tag of that address, else null. */
  tagId: string | null;
  decimals: number;
  priceUsd: number;
  tokenAddressArray: {
    tokenType: string;
    address: string;
    tagId: string | null;
    networkId: string;
  }[];
  networks: {
    _id: string;
    id: string;
    tokenType: string;
    contractAddress: string | null;
    name: string;
    decimals: number;
    address: string | null;
  }[];
}

interface AssetNetworkRow {
  asset_id: string;
  symbol: string;
  name: string;
  type: 'crypto' | 'token';
  asset_decimals: number;
  price_usd: string;
  an_id: string | null;
  network_id: string | null;
  network_name: string | null;
  token_type: string | null;
  contract_address: string | null;
  decimals: number | null;
  address: string | null;
  tag_id: string | null;
}

/** Every asset that has at least one network, BTC first, with the current address per network. */
export async function walletAssets(db: Queryable): Promise<WalletAsset[]> {
  const { rows } = await db.query<AssetNetworkRow>(
    `SELECT a.id AS asset_id, a.symbol, a.name, a.type, a.decimals AS asset_decimals, a.price_usd::text AS price_usd,
            an.id AS an_id, an.network_id, n.name AS network_name, n.token_type, an.contract_address, an.decimals,
            cur.address, cur.tag_id
       FROM assets a
       JOIN asset_networks an ON an.asset_id = a.id
       JOIN wallet_networks n ON n.id = an.network_id
       LEFT JOIN LATERAL (
         SELECT w.address, w.tag_id FROM platform_wallets w
          WHERE w.asset_network_id = an.id ORDER BY w.created_at DESC, w.id DESC LIMIT 1
       ) cur ON true
      ORDER BY array_position($1::text[], a.symbol) NULLS LAST, a.symbol, an.created_at, n.token_type`,
    [ASSET_ORDER],
  );
  const assets = new Map<string, WalletAsset>();
  for (const row of rows) {
    let asset = assets.get(row.asset_id);
    if (!asset) {
      asset = {
        _id: row.asset_id,
        name: row.name,
        symbol: row.symbol,
        type: row.type,
        image: coinIconUrl(row.symbol),
        address: null,
        tagId: null,
        decimals: row.asset_decimals,
        priceUsd: Number(row.price_usd),
        tokenAddressArray: [],
        networks: [],
      };
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

export interface PlatformWallet {
  _id: string;
  name: string;
  currency: string;
  image: string;
  address: string;
  tagId: string | null;
  label: string;
  tokenType: string;
  network: string;
  networkId: string;
  contractAddress: string | null;
  decimals: number;
  /** Ledger balance in units of the asset (decimal string, exact). */
  amount: string;
  priceUsd: number;
  /** The balance in US dollars. */
  balance: number;
  /** The newest address of its asset network: the one deposits go to. */
  current: boolean;
  derivationPath: string;
  createdAt: string;
}

interface WalletRow {
  id: string;
  symbol: string;
  name: string;
  address: string;
  tag_id: string | null;
  label: string;
  token_type: string;
  network_name: string;
  an_id: string;
  contract_address: string | null;
  decimals: number;
  amount: string;
  price_usd: string;
  usd: number;
  current: boolean;
  derivation_path: string;
  created_at: Date;
  family: AddressFamily;
}

const WALLET_SELECT = `
  SELECT w.id, a.symbol, a.name, w.address, w.tag_id, w.label, n.token_type, n.name AS network_name, an.id AS an_id,
         an.contract_address, an.decimals, w.balance::text AS amount, a.price_usd::text AS price_usd,
         round(w.balance * a.price_usd, 8)::float8 AS usd, w.derivation_path, w.created_at, n.family,
         row_number() OVER (PARTITION BY w.asset_network_id ORDER BY w.created_at DESC, w.id DESC) = 1 AS current
    FROM platform_wallets w
    JOIN asset_networks an ON an.id = w.asset_network_id
    JOIN assets a ON a.id = an.asset_id
    JOIN wallet_networks n ON n.id = an.network_id`;

function toWallet(row: WalletRow): PlatformWallet {
  return {
    _id: row.id,
    name: row.name,
    currency: row.symbol,
    image: coinIconUrl(row.symbol),
    address: row.address,
    tagId: row.tag_id,
    label: row.label,
    tokenType: row.token_type,
    network: row.network_name,
    networkId: row.an_id,
    contractAddress: row.contract_address,
    decimals: row.decimals,
    amount: row.amount,
    priceUsd: Number(row.price_usd),
    balance: row.usd,
    current: row.current,
    derivationPath: row.derivation_path,
    createdAt: row.created_at.toISOString(),
  };
}

/** Every platform wallet, newest first within each asset (BTC first). */
export async function platformWallets(db: Queryable): Promise<PlatformWallet[]> {
  const { rows } = await db.query<WalletRow>(
    `SELECT * FROM (${WALLET_SELECT}) x
      ORDER BY array_position($1::text[], x.symbol) NULLS LAST, x.symbol, x.token_type, x.created_at DESC, x.id DESC`,
    [ASSET_ORDER],
  );
  return rows.map(toWallet);
}

/** The platform wallets of a currency with a given address (EVM addresses compare case-insensitively). */
export async function findWallets(
  db: Queryable,
  currency: string,
  address: string,
): Promise<(PlatformWallet & { family: AddressFamily })[]> {
  const { rows } = await db.query<WalletRow>(
    `SELECT * FROM (${WALLET_SELECT}) x
      WHERE upper(x.symbol) = upper($1)
        AND (x.address = $2 OR (x.family = 'evm' AND lower(x.address) = lower($2)))
      ORDER BY x.token_type`,
    [currency, address.trim()],
  );
  return rows.map((row) => ({ ...toWallet(row), family: row.family }));
}

export const sumUsd = (wallets: { balance: number }[]) =>
  Math.round(wallets.reduce((s, w) => s + w.balance, 0) * 100) / 100;
