import { NEWEST_FIRST } from './fields';
import type { ListEndpointContract, PagedListContract } from './types';

type Method = ListEndpointContract['method'];

/**
 * A server-paged list's contract. Every such list exports its filtered rows as CSV (issue #22)
 * and, unless it says otherwise, shows the newest first; the endpoint reads as it is called:
 * 'GET /admin/withdrawList'.
 */
export function pagedList(
  contract: Omit<PagedListContract, 'endpoint' | 'defaultSort' | 'export'> & {
    endpoint: `${Method} /${string}` | ListEndpointContract;
    defaultSort?: PagedListContract['defaultSort'];
    export?: boolean;
  },
): PagedListContract {
  const { endpoint, defaultSort = NEWEST_FIRST, ...rest } = contract;
  const [method, path] =
    typeof endpoint === 'string' ? (endpoint.split(' ') as [Method, string]) : [];
  return {
    export: true,
    defaultSort,
    ...rest,
    endpoint: typeof endpoint === 'string' ? { method: method!, path: path! } : endpoint,
  };
}
