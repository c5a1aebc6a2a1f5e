import { useEffect } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CallEndpoint, ExchangeDataProvider } from '../../dataProvider';
import { walletCalls } from './api';
import { isStepUpRefusal } from '../../dataProvider/mutationPolicy';
import { queryKeys } from '../../dataProvider/queryKeys';
import type { StepUpGate } from '../../resources/shared/stepUp/useStepUpGate';

/** A wallet read that runs only behind a verified gate, and reopens the gate when the server refuses. */
export function useGatedQuery<P, T>(
  gate: StepUpGate,
  queryKey: QueryKey,
  endpoint: CallEndpoint<P, T>,
  params: P,
) {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => dataProvider.call(endpoint, params, { signal }),
    enabled: gate.status === 'verified',
    retry: false,
  });
  // The server refusing for lack of a step-up reopens the modal.
  const { stepUpRefused } = gate;
  useEffect(() => {
    if (isStepUpRefusal(query.error)) stepUpRefused();
  }, [query.error, stepUpRefused]);
  return query;
}

/** A gated call that takes no parameters. */
export const useGatedRead = <T>(
  gate: StepUpGate,
  queryKey: QueryKey,
  endpoint: CallEndpoint<undefined, T>,
) => useGatedQuery(gate, queryKey, endpoint, undefined);

/** The wallet's assets behind the gate: the wallet screen and a coin's page share one cache entry. */
export const useWalletAssets = (gate: StepUpGate) =>
  useGatedRead(gate, queryKeys.wallet.assets, walletCalls.assets);
