import type { Querier } from '../db/index.ts';
import type { AddressFamily } from './derivation.ts';
import { ASSET_ORDER } from './catalogue.ts';
import { platformAssets } from '../assets/queries.ts';
import type { PlatformWallet, WalletAsset } from '../../src/contracts/wallet.ts';
import { coinIconUrl } from './icons.ts';

/**
 * Every asset that has at least one network, in the Assets screen's display order (BTC first):
 * the wallet's view of `platformAssets`, the one query both screens read.
 */
export async function walletAssets(db: Querier): Promise<WalletAsset[]> {
  return (await platformAssets(db))
    .filter((asset) => asset.networks.length > 0)
    .map((asset) => ({
      _id: asset._id,
      name: asset.name,
      symbol: asset.symbol,
      type: asset.type,
      image: asset.image,
      address: asset.address,
      tagId: asset.tagId,
      decimals: asset.decimals,
      priceUsd: asset.priceUsd,
      tokenAddressArray: asset.tokenAddressArray,
      networks: asset.networks,
    }));
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
         round(w.balance * a.price_usd, 8)::float8 AS usd, w.derivation_path, w.created_at, n.family, a.display_order,
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
export async function platformWallets(db: Querier): Promise<PlatformWallet[]> {
  const { rows } = await db.query<WalletRow>(
    `SELECT * FROM (${WALLET_SELECT}) x
      ORDER BY x.display_order, array_position($1::text[], x.symbol) NULLS LAST, x.symbol, x.token_type, x.created_at DESC, x.id DESC`,
    [ASSET_ORDER],
  );
  return rows.map(toWallet);
}

/** The platform wallets of a currency with a given address (EVM addresses compare case-insensitively). */
export async function findWallets(
  db: Querier,
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
