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

/** The chains the platform holds keys on. BNB Smart Chain shares Ethereum's coin type (60), as wallets do. */
export const NETWORKS: NetworkDef[] = [
  {
    id: 'bitcoin',
    name: 'Bitcoin',
    tokenType: 'BTC',
    family: 'btc',
    coinType: 0,
    nativeSymbol: 'BTC',
  },
  {
    id: 'ethereum',
    name: 'Ethereum',
    tokenType: 'ERC20',
    family: 'evm',
    coinType: 60,
    nativeSymbol: 'ETH',
  },
  {
    id: 'bsc',
    name: 'BNB Smart Chain',
    tokenType: 'BEP20',
    family: 'evm',
    coinType: 60,
    nativeSymbol: 'BNB',
  },
  {
    id: 'tron',
    name: 'TRON',
    tokenType: 'TRC20',
    family: 'tron',
    coinType: 195,
    nativeSymbol: 'TRX',
  },
  {
    id: 'xrpl',
    name: 'XRP Ledger',
    tokenType: 'XRP',
    family: 'xrp',
    coinType: 144,
    nativeSymbol: 'XRP',
  },
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

/**
 * Assets on their networks. USDT contract addresses are Tether's mainnet contracts
 * (Ethereum, TRON, and Binance-Peg BSC-USD on BNB Smart Chain, which has 18 decimals).
 */
export const ASSET_NETWORKS: AssetNetworkDef[] = [
  {
    symbol: 'BTC',
    network: 'bitcoin',
    contractAddress: null,
    decimals: 8,
    opening: { cold: '38.5', hot: '4.21' },
  },
  {
    symbol: 'ETH',
    network: 'ethereum',
    contractAddress: null,
    decimals: 18,
    opening: { cold: '612.4', hot: '55.8' },
  },
  {
    symbol: 'XRP',
    network: 'xrpl',
    contractAddress: null,
    decimals: 6,
    opening: { cold: '2450000', hot: '180000' },
  },
  {
    symbol: 'USDT',
    network: 'ethereum',
    contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    decimals: 6,
    opening: { cold: '4200000', hot: '350000' },
  },
  {
    symbol: 'USDT',
    network: 'tron',
    contractAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    decimals: 6,
    opening: { cold: '6800000', hot: '520000' },
  },
  {
    symbol: 'USDT',
    network: 'bsc',
    contractAddress: '0x55d398326f99059fF775485246999027B3197955',
    decimals: 18,
    opening: { cold: '1900000', hot: '140000' },
  },
  {
    symbol: 'BNB',
    network: 'bsc',
    contractAddress: null,
    decimals: 18,
    opening: { cold: '2150', hot: '310' },
  },
  {
    symbol: 'TRX',
    network: 'tron',
    contractAddress: null,
    decimals: 6,
    opening: { cold: '9500000', hot: '760000' },
  },
];

/** Display order of the wallet's asset list (BTC first: the wallet's default asset). */
export const ASSET_ORDER = ['BTC', 'ETH', 'USDT', 'XRP', 'BNB', 'TRX'];
