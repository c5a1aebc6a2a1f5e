import { roleOf, type PagedListContract } from '../../contracts/resources/types';
import type { EndpointCall, FieldSchema, ListEndpoint, Unwrap, View } from '../types';
import type { RaRecord } from 'react-admin';
import { firstRowOf } from './moneyChoices';

/**
 * A server-paged grid built on its contract (src/contracts/resources/): the fields' labels,
 * types, sorting, filters and search, the endpoint and the export are the contract's, so the grid
 * offers only what the server answers. The schema adds presentation: choices and their colours,
 * currencies, networks, and the views beyond the grid.
 */

/** What the admin adds to a contract field: how it looks, and where beyond the grid it shows. */
export type FieldLook = Partial<
  Omit<FieldSchema, 'source' | 'label' | 'sortable' | 'searchable' | 'filter'>
>;

/**
 * A contract's e-mail column shown as the user it names (a link to their record page, the e-mail
 * copyable): `personId` is where the row holds the user's id (default `userId`).
 */
export const asPerson = (personId?: FieldSchema['personId']): FieldLook => ({
  type: 'person',
  ...(personId ? { personId } : {}),
});

/**
 * The schema fields of a contract, in its order. A column shows in the grid and in its look's
 * `views` (default `detailViews`); a detail field only there; a filter-only field nowhere.
 */
export function contractFields(
  contract: PagedListContract,
  looks: Record<string, FieldLook> = {},
  detailViews: View[] = ['show'],
): FieldSchema[] {
  const strays = Object.keys(looks).filter((key) => !contract.fields.some((f) => f.key === key));
  if (strays.length) throw new Error(`${contract.name} has no field ${strays.join(', ')}`);
  return contract.fields.map((field) => {
    const { views, ...look } = looks[field.key] ?? {};
    const role = roleOf(field);
    const shown = role === 'filter' ? [] : (views ?? detailViews);
    return {
      source: field.key,
      label: field.label,
      type: field.type,
      ...look,
      views: role === 'column' ? ['list', ...shown] : shown,
      sortable: Boolean(field.sortable),
      ...(field.searchable ? { searchable: true } : {}),
      ...(field.filter ? { filter: field.filter } : {}),
    };
  });
}

/** The list call of a contract's grid: server-paged, its fixed payload sent, export as declared. */
export function contractList(
  contract: PagedListContract,
  options: Pick<ListEndpoint, 'errorMessage' | 'perPage' | 'unwrap'>,
): ListEndpoint {
  const { method, path, fixed } = contract.endpoint;
  return {
    method,
    path,
    ...(fixed ? { body: () => fixed } : {}),
    mode: 'server',
    ...(contract.export ? { csvExport: 'format' as const } : {}),
    ...options,
  };
}

/** One record read through its grid's call: the contract's endpoint filtered by `_id`, one row. */
export function contractGetOne(
  contract: PagedListContract,
  errorMessage: string,
  unwrap: Unwrap<RaRecord> = firstRowOf,
): EndpointCall<{ id: string }> & { unwrap: Unwrap<RaRecord> } {
  const { method, path } = contract.endpoint;
  return {
    method,
    path,
    body: ({ id }) => ({ filter: { _id: id }, limit: 1 }),
    errorMessage,
    unwrap,
  };
}

/** A contract's resource name, its grid and one record read through it, failing in one message. */
export const contractReads = (contract: PagedListContract, errorMessage: string) => ({
  name: contract.name,
  list: contractList(contract, { errorMessage }),
  getOne: contractGetOne(contract, errorMessage),
});
