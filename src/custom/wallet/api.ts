import type { CallEndpoint } from '../../dataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { errors } from '../../messages/catalogue';
import type { StepUpGate } from '../../resources/shared/stepUp/useStepUpGate';
import { WALLET_TOAST_MS } from '../../resources/shared/useToast';
import type { PlatformWallet, WalletAsset, WalletNetwork } from '../../contracts/wallet';

// The screens import the records with the calls that answer them (the wallet's assets, networks
// and platform wallets).
export type { PlatformWallet, WalletAsset, WalletNetwork } from '../../contracts/wallet';

/** One entry of `overAllAdminBalance`: one asset's share of the platform's balance. */
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

/** The answer of `tokenBalance` (a balance card's detail); balance is in USD. */
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

/**
 * The wallet screens' reads and address generation (token contracts, admin wallets and the
 * wallet screen's actions), declared endpoints with their default messages
 * (src/messages/catalogue.ts), sent through the dataProvider's `call` like every screen's. The
 * forms declare their own (coin/SelfTransferForm.tsx, coin/TokenContracts.tsx).
 */

const asList = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : []);
/** The declared body: the params as they are. */
const asBody = <P>(params: P) => params;

/** An endpoint typed by its params and what it answers. */
const declare = <P, T>(endpoint: CallEndpoint<P, T>) => endpoint;

export const walletCalls = {
  assets: declare<void, WalletAsset[]>({
    method: 'GET',
    path: '/admin/getAdminWallet',
    errorMessage: errors.adminWallet.get,
    noResponseMessage: errors.adminWallet.getFailed,
    unwrap: asList,
  }),

  balances: declare<void, BalanceEntry[]>({
    method: 'POST',
    path: '/admin/overAllAdminBalance',
    errorMessage: errors.walletScreen.fetchWalletData,
    unwrap: (result) => asList((result as { cryptos?: unknown } | undefined)?.cryptos),
  }),

  tokenBalance: declare<{ currency: string; address: string; tokenType?: string }, BalanceDetail>({
    method: 'POST',
    path: '/admin/tokenBalance',
    body: asBody,
    errorMessage: errors.adminWallet.tokenBalance,
    noResponseMessage: errors.walletScreen.fetchBalance,
  }),

  platformWallets: declare<void, { wallets: PlatformWallet[]; totalUsd?: number }>({
    method: 'GET',
    path: '/admin/getAdminWalletBalance',
    errorMessage: errors.adminWallet.get,
    noResponseMessage: errors.adminWallet.getFailed,
    unwrap: (result) => {
      const answer = result as { wallets?: unknown; totalUsd?: number } | undefined;
      return { wallets: asList<PlatformWallet>(answer?.wallets), totalUsd: answer?.totalUsd };
    },
  }),

  contracts: declare<{ currency?: string; tokenType?: string }, TokenContract[]>({
    method: 'POST',
    path: '/admin/getContractAddress',
    body: asBody,
    errorMessage: errors.tokenContracts.getContractAddress,
    noResponseMessage: errors.tokenContracts.getContractAddressFailed,
    unwrap: asList,
  }),
};

/** Address generation; its form sends the payload of the asset shown (walletPayload). */
export type CreateWalletEndpoint = Omit<CallEndpoint<unknown>, 'body'>;
const createWallet = (errorMessage: string, noResponseMessage: string): CreateWalletEndpoint => ({
  method: 'POST',
  path: '/admin/createAdminWallet',
  errorMessage,
  noResponseMessage,
});
/** The wallet screen's defaults: 'Wallet creation failed', else 'Failed to generate wallet address'. */
export const createWalletOnScreen = createWallet(
  errors.walletScreen.walletCreation,
  errors.walletScreen.generateAddress,
);
/** A coin page's: the admin wallet's default error messages. */
export const createAdminWallet = createWallet(
  errors.adminWallet.create,
  errors.adminWallet.createFailed,
);

/** The payload that creates a token's platform wallet; undefined for a token without a network. */
export function walletPayload(
  asset: WalletAsset,
  network?: WalletNetwork,
): CreateWalletPayload | undefined {
  const { _id: currencyId, symbol: currency } = asset;
  if (asset.type !== 'token') return { currencyId, currency, type: 'crypto' };
  if (!network) return undefined;
  const { contractAddress, tokenType, _id: networkId } = network;
  return {
    currencyId,
    currency,
    contractAddress: contractAddress ?? '',
    tokenType,
    networkId,
    type: 'token',
  };
}

/** The wallet screens' writes: the page gate as step-up, 3000 ms toasts, the wallet refreshed. */
export const walletWrite = (gate: StepUpGate) => ({
  stepUp: gate.stepUp,
  failure: 'toast' as const,
  toastMs: WALLET_TOAST_MS,
  invalidate: [queryKeys.wallet.all],
});
