import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../dataProvider/queryKeys';
import { errors } from '../../messages/catalogue';
import {
  isStepUpRequired,
  walletScreenCreateMessages,
  type CreateWalletPayload,
  type WalletAsset,
  type WalletNetwork,
  useWalletApi,
} from './api';
import type { WalletGate } from './gate/useWalletGate';
import { useWalletToast } from './useWalletToast';

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

/**
 * Address generation (spec section 4): re-checks the 5-minute validity and reopens the 2FA modal
 * when it has run out; the server's message is the success toast.
 */
export function useGenerateAddress(gate: WalletGate, messages = walletScreenCreateMessages) {
  const toast = useWalletToast();
  const queryClient = useQueryClient();
  const api = useWalletApi();
  const mutation = useMutation({
    mutationFn: (payload: CreateWalletPayload) => api.createAdminWallet(payload, messages),
    onSuccess: (envelope) => {
      if (envelope.message) toast.success(envelope.message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
    },
    onError: (error) => {
      if (isStepUpRequired(error)) gate.stepUpRefused();
      toast.failure(error, messages.errorMessage);
    },
  });

  const generate = (asset: WalletAsset | undefined, network: WalletNetwork | undefined) => {
    if (mutation.isPending) return;
    if (!gate.requireFresh()) return;
    if (!asset?._id || !asset.symbol) {
      toast.error(errors.validation.invalidAsset);
      return;
    }
    const payload = walletPayload(asset, network);
    if (!payload) {
      toast.error(errors.validation.selectNetwork);
      return;
    }
    mutation.mutate(payload);
  };

  return { generate, generating: mutation.isPending };
}
