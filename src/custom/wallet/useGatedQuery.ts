import { useEffect } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useWalletApi } from './api';
import { isStepUpRefusal } from '../../dataProvider/mutationPolicy';
import { queryKeys } from '../../dataProvider/queryKeys';
import type { StepUpGate } from '../../resources/shared/stepUp/useStepUpGate';

/** A failed wallet query: the server refusing for lack of a step-up reopens the modal. */
export function useStepUpWatch(gate: StepUpGate, error: unknown) {
  const { stepUpRefused } = gate;
  useEffect(() => {
    if (isStepUpRefusal(error)) stepUpRefused();
  }, [error, stepUpRefused]);
}

/** A wallet read that runs only behind a verified gate, and reopens the gate when the server refuses. */
export function useGatedQuery<T>(
  gate: StepUpGate,
  queryKey: QueryKey,
  queryFn: (context: { signal: AbortSignal }) => Promise<T>,
) {
  const query = useQuery({ queryKey, queryFn, enabled: gate.status === 'verified', retry: false });
  useStepUpWatch(gate, query.error);
  return query;
}

/** The wallet's assets behind the gate: the wallet screen and a coin's page share one cache entry. */
export function useWalletAssets(gate: StepUpGate) {
  const api = useWalletApi();
  return useGatedQuery(gate, queryKeys.wallet.assets, ({ signal }) =>
    api.getAdminWallet({ signal }),
  );
}
