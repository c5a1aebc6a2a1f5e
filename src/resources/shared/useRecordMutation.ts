import { useMutation } from '@tanstack/react-query';
import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';
import { newIdempotencyKey, type ExchangeDataProvider } from '../../dataProvider';
import { useRefreshResources } from './useGuardedMutation';

interface UpdateVariables {
  id: Identifier;
  data: Record<string, unknown>;
  previousData: RaRecord;
  /** Sent as Idempotency-Key; give the same one when retrying the same confirmation. */
  idempotencyKey?: string;
}

/**
 * A pessimistic update through the dataProvider (the schema's `update` endpoint), sent with an
 * idempotency key. Afterwards the record and the lists of `resource` (and of `alsoInvalidate`,
 * e.g. users after a KYC decision) are refetched.
 */
export function useRecordUpdate(resource: string, alsoInvalidate: string[] = []) {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const refresh = useRefreshResources();
  return useMutation({
    mutationFn: ({ id, data, previousData, idempotencyKey }: UpdateVariables) =>
      dataProvider.update(resource, {
        id,
        data,
        previousData,
        meta: { idempotencyKey: idempotencyKey ?? newIdempotencyKey() },
      }),
    onSettled: () => refresh([resource, ...alsoInvalidate]),
  });
}
