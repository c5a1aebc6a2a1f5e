import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';
import type { ExchangeDataProvider } from '../../dataProvider';

interface UpdateVariables {
  id: Identifier;
  data: Record<string, unknown>;
  previousData: RaRecord;
}

/**
 * A pessimistic update through the dataProvider (the schema's `update` endpoint). Afterwards the
 * record and the lists of `resource` (and of `alsoInvalidate`, e.g. users after a KYC decision)
 * are refetched, so every screen shows the server's new state.
 */
export function useRecordUpdate(resource: string, alsoInvalidate: string[] = []) {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data, previousData }: UpdateVariables) =>
      dataProvider.update(resource, { id, data, previousData }),
    onSettled: async () => {
      await Promise.all(
        [resource, ...alsoInvalidate].map((name) =>
          queryClient.invalidateQueries({ queryKey: [name] }),
        ),
      );
    },
  });
}
