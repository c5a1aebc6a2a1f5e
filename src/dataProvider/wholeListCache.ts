import type { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import type { ProviderSchema } from './providerSchema';
import { queryKeys } from './queryKeys';
import { apiRequest } from './httpClient';
import { rowsOf, toApiCall, withId, type CallEndpoint } from './endpoint';
import { WholeList } from './wholeList';

/** A whole list is downloaded again on the first read after it is this old. */
export const WHOLE_LIST_STALE_MS = 30_000;

/**
 * The whole list of a resource lives in react-query's cache under `queryKeys.wholeList`. It
 * starts with the resource name, so `invalidateQueries({ queryKey: [resource] })` — what
 * react-admin and the custom flows already do after a change — drops it with the resource's
 * other queries.
 */
const wholeListKey = queryKeys.wholeList;

export interface WholeListCacheOptions {
  staleMs?: number;
}

// The records are untyped JSON from the API.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWholeList = WholeList<any>;

/**
 * Reads a resource's whole list through the query client: one download shared by every page,
 * sort and filter while it is fresh, concurrent reads share the one in flight, a failed download
 * is not kept. Retries belong to the react-admin query that asked (no retry inside a retry).
 * Only lists whose contract bounds them are whole (assets, pairs, roles…): a list that grows
 * with the population or with activity pages on the server.
 */
export function wholeListCache(queryClient: QueryClient, options: WholeListCacheOptions = {}) {
  const staleMs = options.staleMs ?? WHOLE_LIST_STALE_MS;

  const download = async (schema: ProviderSchema): Promise<AnyWholeList> => {
    const call = toApiCall(schema.list as CallEndpoint<Record<string, never>, unknown>, {});
    const envelope = await apiRequest<unknown>(call);
    const result = schema.list.unwrap ? schema.list.unwrap(envelope.result) : envelope.result;
    const rows = rowsOf(result)?.map(withId);
    if (!rows) throw new HttpError(schema.list.errorMessage, 200, envelope);
    return new WholeList(rows, schema.fields);
  };

  const read = (schema: ProviderSchema, fresh = false): Promise<AnyWholeList> =>
    queryClient.fetchQuery({
      queryKey: wholeListKey(schema.name),
      queryFn: () => download(schema),
      staleTime: fresh ? 0 : staleMs,
      retry: false,
    });

  return {
    /** The cached list; `fresh` downloads it again unless a download is already under way. */
    read,
  };
}
