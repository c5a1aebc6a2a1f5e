import type { RaRecord } from 'react-admin';

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
  /** Rows per page on first load (default 25), e.g. the spec's 20 for support categories. */
  perPage?: number;
}

export interface UpdateParams {
  id: string;
  data: Record<string, unknown>;
  previousData: Record<string, unknown>;
}
