import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';

/**
 * A resource declared once, as data. The dataProvider reads its endpoints; the generic
 * SchemaList / SchemaShow / SchemaEdit read its fields; the sidebar reads its menu entry.
 */
export type FieldType =
  | 'text'
  | 'email'
  | 'number'
  | 'money' // a decimal amount (string or number), shown with its asset when `currencySource` is set
  | 'date'
  | 'datetime'
  | 'status' // one of `choices`, shown as a coloured chip
  | 'boolean'
  | 'image';

export type View = 'list' | 'show' | 'edit' | 'create';

export interface Choice {
  id: string;
  name: string;
  /** Chip colour for status fields. */
  color?: 'default' | 'success' | 'warning' | 'error' | 'info';
}

export interface FieldSchema {
  source: string;
  label: string;
  type: FieldType;
  views: View[];
  /** List column sortable (default true). */
  sortable?: boolean;
  /** Included in the grid's free-text search (`q`). */
  searchable?: boolean;
  /** A per-field filter in the grid: exact match on choices, substring on text, a range on dates. */
  filter?: 'select' | 'text' | 'dateRange';
  choices?: Choice[];
  currencySource?: string;
  required?: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call to the exchange API. `errorMessage` is the spec's default (section 8) for that call. */
export interface EndpointCall<P> {
  method: HttpMethod;
  path: string | ((params: P) => string);
  /** The JSON body (POST/PUT) or query (GET) to send; omitted means none (or `{}` for POST). */
  body?: (params: P) => unknown;
  errorMessage: string;
}

/** Turns the envelope's `result` into records; records keep `_id` and the provider adds `id`. */
export type Unwrap<T> = (result: unknown) => T;

export interface ListEndpoint extends EndpointCall<Record<string, never>> {
  /**
   * 'whole': the endpoint returns every row; the provider pages, sorts and filters in the browser.
   * 'server': the endpoint takes page, limit, filter and sort and answers a page plus a total.
   */
  mode: 'whole' | 'server';
  unwrap?: Unwrap<RaRecord[]>;
  /**
   * How a 'server' list exports every filtered row as CSV. 'format': the same call with
   * `format: 'csv'`, the filter and the sort (no page, no limit); the server streams the file
   * (server/http/csvExport.ts). Whole lists always build their CSV in the browser.
   */
  csvExport?: 'format';
}

export interface UpdateParams {
  id: string;
  data: Record<string, unknown>;
  previousData: Record<string, unknown>;
}

export type MenuGroup = 'Staking' | 'Trading' | 'P2P' | 'Admin' | 'Support';

export interface MenuEntry {
  label: string;
  /** Absent: a top-level sidebar entry. */
  group?: MenuGroup;
  /** Order within the sidebar (top level) or within its group. */
  order: number;
  icon: ComponentType;
}

export interface ResourceSchema {
  /** The react-admin resource name; its list lives at /admin/<name>. */
  name: string;
  label: string;
  menu?: MenuEntry;
  list: ListEndpoint;
  /** Without it, getOne reads the record from the whole-list cache. */
  getOne?: EndpointCall<{ id: string }> & { unwrap?: Unwrap<RaRecord> };
  update?: EndpointCall<UpdateParams> & { unwrap?: Unwrap<RaRecord> };
  create?: EndpointCall<{ data: Record<string, unknown> }> & { unwrap?: Unwrap<RaRecord> };
  delete?: EndpointCall<{ id: string }>;
  fields: FieldSchema[];
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Detail route under /admin (spec: user-details, kyc-details); defaults to react-admin's show route. */
  showPath?: string;
  recordRepresentation?: string;
}
