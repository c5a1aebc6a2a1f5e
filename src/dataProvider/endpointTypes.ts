import type { RaRecord } from 'react-admin';
import type { WholeListBound } from '../contracts/wholeLists';

/**
 * The calls the provider makes to the exchange API: one endpoint, a list in either mode, an
 * update's parameters. The resource schemas (src/resources) declare their endpoints with them.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call to the exchange API. `errorMessage` is the message the admin sees when that call fails
 * and the server gives none of its own.
 */
export interface EndpointCall<P> {
  method: HttpMethod;
  path: string | ((params: P) => string);
  /** The JSON body (POST/PUT) or query (GET) to send; omitted means none (or `{}` for POST). */
  body?: (params: P) => unknown;
  errorMessage: string;
}

/** Turns the envelope's `result` into records; records keep `_id` and the provider adds `id`. */
export type Unwrap<T> = (result: unknown) => T;

interface ListCall extends EndpointCall<Record<string, never>> {
  unwrap?: Unwrap<RaRecord[]>;
  /** Rows per page on first load (default 25), e.g. 20 for support categories. */
  perPage?: number;
}

/** The endpoint takes page, limit, filter and sort and answers a page plus a total. */
export interface ServerListEndpoint extends ListCall {
  mode: 'server';
  /**
   * How it exports every filtered row as CSV. 'format': the same call with `format: 'csv'`, the
   * filter and the sort (no page, no limit); the server streams the file (server/http/csvExport.ts).
   */
  csvExport?: 'format';
}

/**
 * The endpoint returns every row and the provider pages, sorts, filters and exports in the
 * browser: only for a list whose size the server bounds (src/contracts/wholeLists.ts).
 */
export interface WholeListEndpoint extends ListCall {
  mode: 'whole';
  bound: WholeListBound;
}

export type ListEndpoint = ServerListEndpoint | WholeListEndpoint;

export interface UpdateParams {
  id: string;
  data: Record<string, unknown>;
  previousData: Record<string, unknown>;
}
