/**
 * The wallet's records as the exchange API answers them (assets, networks, token contracts and
 * admin wallets): the server builds them, the wallet screens read them.
 */

/** One network of an asset, with its current deposit address (null: none yet). */
export interface WalletNetwork {
  _id: string;
  id: string;
  tokenType: string;
  contractAddress: string | null;
  name: string;
  decimals: number;
  address: string | null;
}

export interface TokenAddress {
  tokenType: string;
  address: string;
  tagId: string | null;
  networkId: string;
}

/** A wallet asset: GET /admin/getAdminWallet. */
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
  tokenAddressArray: TokenAddress[];
  networks: WalletNetwork[];
}

/** One platform wallet with its ledger balance (GET /admin/getAdminWalletBalance). */
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
