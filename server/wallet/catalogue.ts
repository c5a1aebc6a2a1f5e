import type { AddressFamily } from './derivation.ts';

export interface NetworkDef {
  id: string;
  name: string;
  /** The standard admins pick in the network picker (networks unique by tokenType). */
  tokenType: string;
  family: AddressFamily;
  coinType: number;
  nativeSymbol: string;
}

const network = (
  id: string,
  name: string,
  tokenType: string,
  family: AddressFamily,
  coinType: number,
  nativeSymbol: string,
): NetworkDef => ({ id, name, tokenType, family, coinType, nativeSymbol });

/** The chains the platform holds keys on. BNB Smart Chain shares Ethereum's coin type (60), as wallets do. */
export const NETWORKS: NetworkDef[] = [
  // id, name, token type, address family, coin type, native symbol
  network('bitcoin', 'Bitcoin', 'BTC', 'btc', 0, 'BTC'),
  network('ethereum', 'Ethereum', 'ERC20', 'evm', 60, 'ETH'),
  network('bsc', 'BNB Smart Chain', 'BEP20', 'evm', 60, 'BNB'),
  network('tron', 'TRON', 'TRC20', 'tron', 195, 'TRX'),
  network('xrpl', 'XRP Ledger', 'XRP', 'xrp', 144, 'XRP'),
];

export const TOKEN_TYPES = NETWORKS.map((n) => n.tokenType);

export interface AssetNetworkDef {
  symbol: string;
  network: string;
  /** null: the network's native coin ('Native token'). */
  contractAddress: string | null;
  decimals: number;
  /** Seeded ledger balances, in units of the asset: a cold wallet and the current (hot) address. */
  opening: { cold: string; hot: string };
}

const assetNetwork = (
  symbol: string,
  network: string,
  contractAddress: string | null,
  decimals: number,
  cold: string,
  hot: string,
): AssetNetworkDef => ({ symbol, network, contractAddress, decimals, opening: { cold, hot } });

/**
 * Assets on their networks. USDT contract addresses are Tether's mainnet contracts
 * (Ethereum, TRON, and Binance-Peg BSC-USD on BNB Smart Chain, which has 18 decimals).
 */
export const ASSET_NETWORKS: AssetNetworkDef[] = [
  // symbol, network, contract (null: native), decimals, opening cold, opening hot
  assetNetwork('BTC', 'bitcoin', null, 8, '38.5', '4.21'),
  assetNetwork('ETH', 'ethereum', null, 18, '612.4', '55.8'),
  assetNetwork('XRP', 'xrpl', null, 6, '2450000', '180000'),
  assetNetwork(
    'USDT',
    'ethereum',
    '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    6,
    '4200000',
    '350000',
  ),
  assetNetwork('USDT', 'tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 6, '6800000', '520000'),
  assetNetwork(
    'USDT',
    'bsc',
    '0x55d398326f99059fF775485246999027B3197955',
    18,
    '1900000',
    '140000',
  ),
  assetNetwork('BNB', 'bsc', null, 18, '2150', '310'),
  assetNetwork('TRX', 'tron', null, 6, '9500000', '760000'),
];

/** Display order of the wallet's asset list (BTC first: the wallet's default asset). */
export const ASSET_ORDER = ['BTC', 'ETH', 'USDT', 'XRP', 'BNB', 'TRX'];
