import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';
import { newIdempotencyKey, type ExchangeDataProvider } from '../../dataProvider';

interface UpdateVariables {
  id: Identifier;
  data: Record<string, unknown>;
  previousData: RaRecord;
  /** Sent as Idempotency-Key; give the same one when retrying the same confirmation. */
  idempotencyKey?: string;
}

/**
 * The server's logs of admin mutations: the action log (the bell and /admin/notification) and the
 * audit trail (its grid and the records' History). Each changes after every mutation.
 */
const LOG_RESOURCES = ['notification', 'audit'];

/**
 * Refetches the lists and records of the named resources, and the action log, so every screen
 * (the bell included) shows the server's new state after a mutation. The one place that knows how.
 */
export function useRefreshResources() {
  const queryClient = useQueryClient();
  return useCallback(
    async (resources: string[]) => {
      // The logs refresh in the background: the caller waits only for its own records.
      for (const log of LOG_RESOURCES) void queryClient.invalidateQueries({ queryKey: [log] });
      const unique = [...new Set(resources)];
      // react-query owns every cache, the whole lists included: invalidating refetches them.
      await Promise.all(unique.map((name) => queryClient.invalidateQueries({ queryKey: [name] })));
    },
    [queryClient],
  );
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
