/**
 * The records and payloads of the wallet calls (spec section 3 "Wallet", section 7 "Token
 * contracts and admin wallets"), as the exchange API answers and takes them.
 */

export interface WalletNetwork {
  _id: string;
  id: string;
  tokenType: string;
  contractAddress?: string | null;
}

export interface TokenAddress {
  tokenType: string;
  address: string;
}

/** A wallet asset (spec section 3). */
export interface WalletAsset {
  _id: string;
  name: string;
  symbol: string;
  type: 'crypto' | 'token';
  image?: string;
  address?: string | null;
  tagId?: string | number | null;
  tokenAddressArray?: TokenAddress[];
  networks?: WalletNetwork[];
}

/**
 * The profile as GET /admin/getAdminProfile answers it (the wallet gate reads its 2FA flag);
 * authProvider's AdminProfile is the same answer parsed for the shell.
 */
export interface AdminProfileRecord {
  email: string;
  /** The string 'true' means 2FA is on. */
  f2A_Status: string;
}

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

export interface VerifyOtpPayload {
  email: string;
  /** The 6-digit code. */
  secret: string;
  type: 'email';
}

/** One platform wallet with its ledger balance (GET /admin/getAdminWalletBalance). */
export interface PlatformWallet {
  _id: string;
  name: string;
  currency: string;
  image?: string;
  address: string;
  tagId?: string | null;
  label?: string;
  tokenType: string;
  network?: string;
  networkId?: string;
  contractAddress?: string | null;
  decimals: number;
  /** Units of the asset, exact decimal string. */
  amount: string;
  priceUsd?: number;
  /** USD. */
  balance: number;
  current?: boolean;
  createdAt?: string;
}

export interface TokenContract {
  _id: string;
  currency: string;
  name?: string;
  tokenType: string;
  network?: string;
  contractAddress: string | null;
  decimals?: number;
}

export interface CreateTokenPayload {
  currency: string;
  tokenType: string;
  contractAddress: string;
  name?: string;
  decimals?: number;
}

export interface SelfTransferPayload {
  currency: string;
  fromAddress: string;
  toAddress: string;
  amount: string;
  tokenType?: string;
  note?: string;
}
