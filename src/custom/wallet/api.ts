import type { Envelope, ExchangeMethods } from '../../dataProvider';
import { useBoundCalls } from '../../dataProvider/useBoundCalls';
import { errors } from '../../messages/catalogue';
import type {
  WalletAsset,
  BalanceEntry,
  BalanceDetail,
  CreateWalletPayload,
  PlatformWallet,
  TokenContract,
  CreateTokenPayload,
  SelfTransferPayload,
} from './walletTypes';

// The screens import the records with the calls that answer them.
export type * from './walletTypes';

/**
 * The wallet screens' calls to the exchange API (spec section 7 "Token contracts and admin
 * wallets", "Wallet screen actions"), each with the spec's default messages (section 8). They
 * are declared endpoints sent through the dataProvider (`call` / `callEnvelope`), like every
 * screen's; `useWalletApi()` binds them to the admin's provider.
 */

/** The part of the dataProvider these calls use (tests may pass a provider of their own). */
export type CallProvider = Pick<ExchangeMethods, 'call' | 'callEnvelope'>;

type Signal = { signal?: AbortSignal };

const asList = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : []);
/** The declared body: the params as they are. */
const asBody = <P>(params: P) => params;

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

/** The wallet calls, bound to a provider. */
export function walletApi(dp: CallProvider) {
  return {
    getAdminWallet: ({ signal }: Signal = {}) =>
      dp.call<void, WalletAsset[]>(
        {
          method: 'GET',
          path: '/admin/getAdminWallet',
          errorMessage: errors.adminWallet.get,
          noResponseMessage: errors.adminWallet.getFailed,
          unwrap: asList,
        },
        undefined,
        { signal },
      ),

    createAdminWallet: (
      payload: CreateWalletPayload,
      messages: CallMessages = walletScreenCreateMessages,
    ): Promise<Envelope> =>
      dp.callEnvelope(
        { method: 'POST', path: '/admin/createAdminWallet', body: asBody, ...messages },
        payload,
      ),

    getOverallBalance: ({ signal }: Signal = {}) =>
      dp.call<void, BalanceEntry[]>(
        {
          method: 'POST',
          path: '/admin/overAllAdminBalance',
          errorMessage: errors.walletScreen.fetchWalletData,
          unwrap: (result) => asList((result as { cryptos?: unknown } | undefined)?.cryptos),
        },
        undefined,
        { signal },
      ),

    getTokenBalance: (
      payload: { currency: string; address: string; tokenType?: string },
      { signal }: Signal = {},
    ) =>
      dp.call<typeof payload, BalanceDetail>(
        {
          method: 'POST',
          path: '/admin/tokenBalance',
          body: asBody,
          errorMessage: errors.adminWallet.tokenBalance,
          noResponseMessage: errors.walletScreen.fetchBalance,
        },
        payload,
        { signal },
      ),

    getAdminWalletBalance: ({ signal }: Signal = {}) =>
      dp.call<void, { wallets: PlatformWallet[]; totalUsd?: number }>(
        {
          method: 'GET',
          path: '/admin/getAdminWalletBalance',
          errorMessage: errors.adminWallet.get,
          noResponseMessage: errors.adminWallet.getFailed,
          unwrap: (result) => {
            const answer = result as { wallets?: unknown; totalUsd?: number } | undefined;
            return { wallets: asList<PlatformWallet>(answer?.wallets), totalUsd: answer?.totalUsd };
          },
        },
        undefined,
        { signal },
      ),

    getContractAddress: (
      payload: { currency?: string; tokenType?: string },
      { signal }: Signal = {},
    ) =>
      dp.call<typeof payload, TokenContract[]>(
        {
          method: 'POST',
          path: '/admin/getContractAddress',
          body: asBody,
          errorMessage: errors.tokenContracts.getContractAddress,
          noResponseMessage: errors.tokenContracts.getContractAddressFailed,
          unwrap: asList,
        },
        payload,
        { signal },
      ),

    createToken: (payload: CreateTokenPayload) =>
      dp.callEnvelope<CreateTokenPayload, TokenContract>(
        {
          method: 'POST',
          path: '/admin/createToken',
          body: asBody,
          errorMessage: errors.tokenContracts.createToken,
          noResponseMessage: errors.tokenContracts.createTokenFailed,
        },
        payload,
      ),

    /** Moves funds once per idempotency key: a retry with the same key replays the first answer. */
    selfTransfer: (payload: SelfTransferPayload, idempotencyKey: string) =>
      dp.callEnvelope(
        {
          method: 'POST',
          path: '/admin/selfTransfer',
          body: (p: SelfTransferPayload) => ({ ...p, idempotencyKey }),
          errorMessage: errors.tokenContracts.selfTransfer,
          noResponseMessage: errors.tokenContracts.selfTransferFailed,
        },
        payload,
        { idempotencyKey },
      ),
  };
}

export type WalletApi = ReturnType<typeof walletApi>;

/** The wallet calls on the admin's dataProvider. */
export const useWalletApi = (): WalletApi => useBoundCalls(walletApi);

/** The wallet screens' name for the one error-text helper. */
export { errorMessage } from '../../dataProvider/errorText';
