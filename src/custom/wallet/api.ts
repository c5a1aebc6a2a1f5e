import { HttpError } from 'react-admin';
import { apiCall, apiRequest, type Envelope } from '../../dataProvider/httpClient';
import { errors } from '../../messages/catalogue';

/**
 * The wallet screens' calls to the exchange API (spec section 7 "Token contracts and admin
 * wallets", "Wallet screen actions"), each with the spec's default messages (section 8).
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

export interface AdminProfile {
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

type Signal = { signal?: AbortSignal };

/** On the wallet screen a failure reads 'Failed to load admin profile' (spec section 8). */
export const getAdminProfile = ({
  signal,
  errorMessage = errors.walletScreen.loadAdminProfile,
}: Signal & { errorMessage?: string } = {}) =>
  apiCall<AdminProfile>({ method: 'GET', path: '/admin/getAdminProfile', errorMessage, signal });

/** Resolves with the envelope on success; a refused code rejects with the server's message. */
export const verifyOtp = (payload: VerifyOtpPayload) =>
  apiRequest({
    method: 'POST',
    path: '/admin/adminVerifyOtp',
    body: payload,
    errorMessage: errors.walletScreen.invalidOtp,
    noResponseMessage: errors.walletScreen.verification,
  });

export const getAdminWallet = ({ signal }: Signal = {}) =>
  apiCall<WalletAsset[]>({
    method: 'GET',
    path: '/admin/getAdminWallet',
    errorMessage: errors.adminWallet.get,
    noResponseMessage: errors.adminWallet.getFailed,
    signal,
  }).then((result) => (Array.isArray(result) ? result : []));

export interface CallMessages {
  errorMessage: string;
  noResponseMessage: string;
}

/** Wallet screen defaults: 'Wallet creation failed', else 'Failed to generate wallet address'. */
export const walletScreenCreateMessages: CallMessages = {
  errorMessage: errors.walletScreen.walletCreation,
  noResponseMessage: errors.walletScreen.generateAddress,
};
/** Admin-wallet defaults (spec section 8 "Admin wallet"). */
export const adminWalletCreateMessages: CallMessages = {
  errorMessage: errors.adminWallet.create,
  noResponseMessage: errors.adminWallet.createFailed,
};

export const createAdminWallet = (
  payload: CreateWalletPayload,
  messages: CallMessages = walletScreenCreateMessages,
): Promise<Envelope> =>
  apiRequest({ method: 'POST', path: '/admin/createAdminWallet', body: payload, ...messages });

export const getOverallBalance = ({ signal }: Signal = {}) =>
  apiCall<{ cryptos?: BalanceEntry[] }>({
    method: 'POST',
    path: '/admin/overAllAdminBalance',
    errorMessage: errors.walletScreen.fetchWalletData,
    signal,
  }).then((result) => (Array.isArray(result?.cryptos) ? result.cryptos : []));

export const getTokenBalance = (
  payload: { currency: string; address: string; tokenType?: string },
  { signal }: Signal = {},
) =>
  apiCall<BalanceDetail>({
    method: 'POST',
    path: '/admin/tokenBalance',
    body: payload,
    errorMessage: errors.adminWallet.tokenBalance,
    noResponseMessage: errors.walletScreen.fetchBalance,
    signal,
  });

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

export const getAdminWalletBalance = ({ signal }: Signal = {}) =>
  apiCall<{ wallets?: PlatformWallet[]; totalUsd?: number }>({
    method: 'GET',
    path: '/admin/getAdminWalletBalance',
    errorMessage: errors.adminWallet.get,
    noResponseMessage: errors.adminWallet.getFailed,
    signal,
  }).then((result) => ({
    wallets: Array.isArray(result?.wallets) ? result.wallets : [],
    totalUsd: result?.totalUsd,
  }));

export interface TokenContract {
  _id: string;
  currency: string;
  name?: string;
  tokenType: string;
  network?: string;
  contractAddress: string | null;
  decimals?: number;
}

export const getContractAddress = (
  payload: { currency?: string; tokenType?: string },
  { signal }: Signal = {},
) =>
  apiCall<TokenContract[]>({
    method: 'POST',
    path: '/admin/getContractAddress',
    body: payload,
    errorMessage: errors.tokenContracts.getContractAddress,
    noResponseMessage: errors.tokenContracts.getContractAddressFailed,
    signal,
  }).then((result) => (Array.isArray(result) ? result : []));

export interface CreateTokenPayload {
  currency: string;
  tokenType: string;
  contractAddress: string;
  name?: string;
  decimals?: number;
}

export const createToken = (payload: CreateTokenPayload) =>
  apiRequest<TokenContract>({
    method: 'POST',
    path: '/admin/createToken',
    body: payload,
    errorMessage: errors.tokenContracts.createToken,
    noResponseMessage: errors.tokenContracts.createTokenFailed,
  });

export interface SelfTransferPayload {
  currency: string;
  fromAddress: string;
  toAddress: string;
  amount: string;
  tokenType?: string;
  note?: string;
}

/** Moves funds once per idempotency key: a retry with the same key replays the first answer. */
export const selfTransfer = (payload: SelfTransferPayload, idempotencyKey: string) =>
  apiRequest({
    method: 'POST',
    path: '/admin/selfTransfer',
    body: { ...payload, idempotencyKey },
    idempotencyKey,
    errorMessage: errors.tokenContracts.selfTransfer,
    noResponseMessage: errors.tokenContracts.selfTransferFailed,
  });

/** A wallet operation refused because the session has no live 2FA step-up. */
export const isStepUpRequired = (error: unknown): boolean =>
  error instanceof HttpError && error.status === 403;

export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
