/**
 * The records and payloads of the wallet calls (spec section 3 "Wallet", section 7 "Token
 * contracts and admin wallets"), as the exchange API answers and takes them.
 */

export type {
  PlatformWallet,
  TokenAddress,
  WalletAsset,
  WalletNetwork,
} from '../../contracts/wallet';

/** One entry of `overAllAdminBalance` (spec section 3 "Admin balance"). */
export interface BalanceEntry {
  name: string;
  currency: string;
  address: string;
  image?: string;
  /** The reference server adds these: one entry per platform wallet, several per asset. */
  _id?: string;
  tokenType?: string;
  network?: string;
  label?: string;
  current?: boolean;
  tagId?: string | null;
}

/** The answer of `tokenBalance` (spec section 3 "Balance detail"); balance is in USD. */
export interface BalanceDetail {
  currency: string;
  address: string;
  balance: number | string;
  decimals?: number | null;
  network?: string | null;
  message?: string | null;
}

export type CreateWalletPayload =
  | { currencyId: string; currency: string; type: 'crypto' }
  | {
      currencyId: string;
      currency: string;
      contractAddress: string;
      tokenType: string;
      networkId: string;
      type: 'token';
    };

export interface TokenContract {
  _id: string;
  currency: string;
  name?: string;
  tokenType: string;
  network?: string;
  contractAddress: string | null;
  decimals?: number;
}
