import type { QueryClient } from '@tanstack/react-query';
import { callEnvelope, type CallEndpoint, type CallOptions } from './endpoint';
import type { Envelope } from './httpClient';

export interface ExchangeCallOptions extends CallOptions {
  invalidates?: string[];
}

/** The custom methods that call a declared endpoint, through `useDataProvider()` + react-query. */
export interface EndpointMethods {
  /** One declared endpoint call; answers the (unwrapped) `result`. `invalidates` refreshes those resources' queries. */
  call<P, T = unknown>(
    endpoint: CallEndpoint<P, T>,
    params: P,
    options?: ExchangeCallOptions,
  ): Promise<T>;
  /** Same, answering the whole envelope (for flows that show the server's success `message`). */
  callEnvelope<P, T = unknown>(
    endpoint: CallEndpoint<P, T>,
    params: P,
    options?: ExchangeCallOptions,
  ): Promise<Envelope<T>>;
}

/**
 * Writes through the admin's query cache: whether a write lands or fails, the resources it
 * touches are read again. Marking every query of a resource stale (its whole list included) is
 * synchronous; the refetch of what is on screen runs in the background.
 */
export function resourceWrites(queryClient: QueryClient) {
  const invalidate = (resource: string) => {
    void queryClient.invalidateQueries({ queryKey: [resource] });
  };
  return async <T>(resources: string[], write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      resources.forEach(invalidate);
    }
  };
}

/**
 * The provider's declared-endpoint calls (`call`, `callEnvelope`): they name no resource, so
 * they need neither a schema nor the whole-list engine. The dashboard's figures and the custom
 * flows use only these, and the shell offers them before the engine has loaded.
 */
export function endpointMethods(queryClient: QueryClient): EndpointMethods {
  const writing = resourceWrites(queryClient);
  const methods: EndpointMethods = {
    async call(endpoint, params, callOptions = {}) {
      return (await methods.callEnvelope(endpoint, params, callOptions)).result as never;
    },
    async callEnvelope(endpoint, params, { invalidates = [], ...callOptions } = {}) {
      return writing(invalidates, () => callEnvelope(endpoint, params, callOptions));
    },
  };
  return methods;
}
