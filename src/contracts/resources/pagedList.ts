import { NEWEST_FIRST } from './fields';
import type { ContractField, ListEndpointContract, PagedListContract } from './types';

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
  const fields = decisionsFirst(contract.name, contract.fields, contract.decisions);
  const [method, path] =
    typeof endpoint === 'string' ? (endpoint.split(' ') as [Method, string]) : [];
  return {
    export: true,
    defaultSort,
    ...rest,
    fields,
    endpoint: typeof endpoint === 'string' ? { method: method!, path: path! } : endpoint,
  };
}

/** The fields with the decision columns first, in their declared order; the rest as declared. */
function decisionsFirst(name: string, fields: ContractField[], decisions: string[] = []) {
  const lead = decisions.map((key) => {
    const field = fields.find((f) => f.key === key);
    if (!field || (field.role ?? 'column') !== 'column')
      throw new Error(`${name}: decision column ${key} is not a column of the grid`);
    return field;
  });
  return [...lead, ...fields.filter((field) => !decisions.includes(field.key))];
}
