import type { Envelope } from '../../dataProvider';
import { queryKeys } from '../../dataProvider/queryKeys';
import { errors } from '../../messages/catalogue';
import { useGuardedMutation } from '../../resources/shared/useGuardedMutation';
import { useDataProvider } from 'react-admin';
import type { CallEndpoint, ExchangeDataProvider } from '../../dataProvider';
import {
  createWalletOnScreen,
  type CreateWalletPayload,
  type WalletAsset,
  type WalletNetwork,
} from './api';
import type { StepUpGate } from '../../resources/shared/stepUp/useStepUpGate';
import { useToast, WALLET_TOAST_MS } from '../../resources/shared/useToast';

/** The wallet-creation payload of spec section 3; undefined for a token without a network. */
export function walletPayload(
  asset: WalletAsset,
  network?: WalletNetwork,
): CreateWalletPayload | undefined {
  if (asset.type !== 'token')
    return { currencyId: asset._id, currency: asset.symbol, type: 'crypto' };
  if (!network) return undefined;
  return {
    currencyId: asset._id,
    currency: asset.symbol,
    contractAddress: network.contractAddress ?? '',
    tokenType: network.tokenType,
    networkId: network._id,
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

/**
 * Address generation (spec section 4) through the mutation policy: it re-checks the 5-minute
 * validity and reopens the 2FA modal when it has run out; the server's message is the success
 * toast. The server creates an address per call (no Idempotency-Key).
 */
export function useGenerateAddress(
  gate: StepUpGate,
  endpoint: CallEndpoint<CreateWalletPayload> = createWalletOnScreen,
) {
  const toast = useToast();
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const policy = useGuardedMutation<Envelope>({
    ...walletWrite(gate),
    purpose: 'generate a deposit address',
    idempotent: false,
    errorMessage: endpoint.errorMessage,
    success: (envelope) => envelope.message,
  });

  const generate = (asset: WalletAsset | undefined, network: WalletNetwork | undefined) => {
    if (policy.busy()) return;
    if (!asset?._id || !asset.symbol) {
      toast.error(errors.validation.invalidAsset);
      return;
    }
    const payload = walletPayload(asset, network);
    if (!payload) {
      toast.error(errors.validation.selectNetwork);
      return;
    }
    void policy.run(payload, () => dataProvider.callEnvelope(endpoint, payload));
  };

  return { generate, generating: policy.pending };
}
