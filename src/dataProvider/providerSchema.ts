import type { RaRecord } from 'react-admin';
import type { ContractFilter } from '../contracts/resources/types';
import type { EndpointCall, ListEndpoint, Unwrap, UpdateParams } from './endpointTypes';

/**
 * What the provider reads of a resource's schema: its calls and the few facts of each field that
 * page, sort, filter, search and export a list. A resource schema (src/resources/types.ts) has
 * these and much more for its screens; the provider stays free of the screens' types.
 */

export interface ProviderField {
  source: string;
  /** The CSV column's header. */
  label: string;
  /** The field's type ('number', 'datetime', 'status', 'tags'…): how a cell sorts and is written. */
  type: string;
  /** The views showing the field: the CSV has the columns whose views include 'list'. */
  views: readonly string[];
  sortable?: boolean;
  searchable?: boolean;
  filter?: ContractFilter;
  /** A status or tags field's values and the names the CSV writes for them. */
  choices?: readonly { id: string; name: string }[];
}

export interface ProviderSchema {
  /** The react-admin resource name. */
  name: string;
  /** Names the resource in the provider's own errors ("Users: record 7 was not found."). */
  label: string;
  list: ListEndpoint;
  /** Without it, getOne reads the record from the whole-list cache. */
  getOne?: EndpointCall<{ id: string }> & { unwrap?: Unwrap<RaRecord> };
  update?: EndpointCall<UpdateParams> & { unwrap?: Unwrap<RaRecord> };
  create?: EndpointCall<{ data: Record<string, unknown> }> & { unwrap?: Unwrap<RaRecord> };
  delete?: EndpointCall<{ id: string }>;
  fields: readonly ProviderField[];
}
