import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import type { ResourceSchema } from '../resources/types';
import { apiFetchBlob, type Envelope } from './httpClient';
import {
  callEnvelope,
  callResult,
  isPlainObject,
  rowsOf,
  totalOf,
  toApiCall,
  withId,
  type CallEndpoint,
  type CallOptions,
} from './endpoint';
import { WholeList, type ListFilter, type ListSort } from './wholeList';
import { apiRequest } from './httpClient';

/** After this long a cached whole list is refetched on the next read. */

/** The largest page a server-paged list answers (server/http/paging.ts MAX_LIMIT). */
export const SERVER_PAGE_LIMIT = 500;
export const WHOLE_LIST_TTL_MS = 30_000;

export interface DataProviderOptions {
  wholeListTtlMs?: number;
  /** Precompute search and sort keys of a loaded whole list in idle time (default true). */
  warmUp?: boolean;
  /** Clock, for tests. */
  now?: () => number;
}

/** The custom methods custom flows call through `useDataProvider()` + react-query. */
export interface ExchangeMethods {
  /** One declared endpoint call; answers the (unwrapped) `result`. `invalidates` drops those resources' cached lists. */
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
  /** Every filtered + sorted row of a resource (CSV export of the filtered rows, not only the page). */
  getAllFiltered<R extends RaRecord = RaRecord>(
    resource: string,
    params: { filter?: ListFilter; sort?: ListSort },
  ): Promise<R[]>;
  /** Drops the cached whole list of a resource (all resources without an argument). */
  invalidate(resource?: string): void;
  /** An authenticated binary (KYC document images). */
  fetchBlob(path: string, options?: { errorMessage?: string; signal?: AbortSignal }): Promise<Blob>;
}

export interface ExchangeCallOptions extends CallOptions {
  invalidates?: string[];
}

export type ExchangeDataProvider = DataProvider & ExchangeMethods;

/**
 * react-admin's methods are generic in the caller's record type; the records here are untyped
 * JSON from the API, so they are handed over as whatever the caller asked for.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRecord = any;

interface CacheEntry {
  list: Promise<WholeList<AnyRecord>>;
  loadedAt: number | null;
}

/** Runs one step per idle period while `wanted()` (the list is still the cached one). */
function runWhenIdle(steps: (() => void)[], wanted: () => boolean) {
  const schedule = (fn: () => void) =>
    typeof window !== 'undefined' && 'requestIdleCallback' in window
      ? window.requestIdleCallback(fn, { timeout: 2_000 })
      : setTimeout(fn, 50);
  const next = () => {
    const step = steps.shift();
    if (!step || !wanted()) return;
    step();
    schedule(next);
  };
  schedule(next);
}

export function buildDataProvider(
  schemas: ResourceSchema[],
  options: DataProviderOptions = {},
): ExchangeDataProvider {
  const ttl = options.wholeListTtlMs ?? WHOLE_LIST_TTL_MS;
  const now = options.now ?? Date.now;
  const bySchema = new Map(schemas.map((schema) => [schema.name, schema]));
  const cache = new Map<string, CacheEntry>();

  const schemaOf = (resource: string): ResourceSchema => {
    const schema = bySchema.get(resource);
    if (!schema) throw new Error(`Unknown resource "${resource}": add its schema to the registry.`);
    return schema;
  };

  const invalidate = (resource?: string) => {
    if (resource === undefined) cache.clear();
    else cache.delete(resource);
  };

  /** The cached whole list, fetched once and shared by every page, sort and filter. */
  const wholeList = (schema: ResourceSchema, fresh = false): Promise<WholeList<AnyRecord>> => {
    const cached = cache.get(schema.name);
    const expired = cached?.loadedAt != null && now() - cached.loadedAt > ttl;
    if (cached && !expired && !fresh) return cached.list;

    const entry: CacheEntry = { list: Promise.resolve(null as never), loadedAt: null };
    entry.list = callEnvelope(schema.list as CallEndpoint<Record<string, never>, unknown>, {}).then(
      (envelope) => {
        const rows = schema.list.unwrap
          ? schema.list.unwrap(envelope.result)
          : rowsOf(envelope.result);
        if (!rows) throw new HttpError(schema.list.errorMessage, 200, envelope);
        const list = new WholeList(rows.map(withId), schema.fields);
        if (cache.get(schema.name) === entry) entry.loadedAt = now();
        if (options.warmUp !== false)
          runWhenIdle(list.warmUpSteps(), () => cache.get(schema.name) === entry);
        return list;
      },
      (error: unknown) => {
        if (cache.get(schema.name) === entry) cache.delete(schema.name);
        throw error;
      },
    );
    cache.set(schema.name, entry);
    return entry.list;
  };

  const serverPage = async (
    schema: ResourceSchema,
    params: Parameters<DataProvider['getList']>[1],
  ): Promise<{ data: AnyRecord[]; total: number }> => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    // An export asks for every row at once; the server answers at most SERVER_PAGE_LIMIT per
    // page, so read the rows page by page (in order) until the asked-for count or the total.
    if (page === 1 && perPage > SERVER_PAGE_LIMIT) {
      const data: AnyRecord[] = [];
      let total = Infinity;
      for (let next = 1; data.length < Math.min(perPage, total); next++) {
        const chunk = await serverPage(schema, {
          ...params,
          pagination: { page: next, perPage: SERVER_PAGE_LIMIT },
        });
        total = chunk.total;
        data.push(...chunk.data);
        if (chunk.data.length < SERVER_PAGE_LIMIT) break;
      }
      return { data: data.slice(0, perPage), total: Number.isFinite(total) ? total : data.length };
    }
    const paging: Record<string, unknown> = {
      page,
      limit: perPage,
      filter: params.filter ?? {},
      // Mongo-style sort, as the exchange API takes it: { createdAt: -1 }.
      sort: params.sort?.field
        ? { [params.sort.field]: params.sort.order === 'DESC' ? -1 : 1 }
        : {},
    };
    const call = toApiCall(
      schema.list as CallEndpoint<Record<string, never>, unknown>,
      {},
      { extra: paging, signal: params.signal },
    );
    const envelope = await apiRequest<unknown>(call);
    const rows = schema.list.unwrap ? schema.list.unwrap(envelope.result) : rowsOf(envelope.result);
    if (!rows) throw new HttpError(schema.list.errorMessage, 200, envelope);
    return { data: rows.map(withId), total: totalOf(envelope, rows.length) };
  };

  const findInWhole = async (schema: ResourceSchema, id: RaRecord['id']): Promise<AnyRecord> => {
    let record = (await wholeList(schema)).getById(id);
    // A record created since the list was cached: look once more in a fresh copy.
    if (!record) record = (await wholeList(schema, true)).getById(id);
    if (!record)
      throw new HttpError(`${schema.label}: record ${String(id)} was not found.`, 404, null);
    return record;
  };

  const recordFrom = (result: unknown, fallback: Record<string, unknown>): AnyRecord => {
    const record =
      isPlainObject(result) && (result._id !== undefined || result.id !== undefined)
        ? result
        : fallback;
    return withId({ ...record });
  };

  const unsupported = (schema: ResourceSchema, what: string) =>
    Promise.reject(new HttpError(`${schema.label}: ${what} is not supported.`, 405, null));

  const provider: ExchangeDataProvider = {
    async getList(resource, params) {
      const schema = schemaOf(resource);
      if (schema.list.mode === 'server') return serverPage(schema, params);
      const list = await wholeList(schema);
      return list.query({ filter: params.filter, sort: params.sort, ...params.pagination });
    },

    async getOne(resource, params) {
      const schema = schemaOf(resource);
      if (!schema.getOne) return { data: await findInWhole(schema, params.id) };
      const result = await callResult(
        schema.getOne,
        { id: String(params.id) },
        { signal: params.signal },
      );
      return { data: recordFrom(result, { id: params.id }) };
    },

    async getMany(resource, params) {
      const schema = schemaOf(resource);
      if (schema.list.mode === 'whole') {
        const list = await wholeList(schema);
        return { data: params.ids.map((id) => list.getById(id)).filter(Boolean) };
      }
      const data = await Promise.all(
        params.ids.map((id) => provider.getOne(resource, { id }).then((r) => r.data)),
      );
      return { data };
    },

    async getManyReference(resource, params) {
      const filter = { ...params.filter, [params.target]: params.id };
      return provider.getList(resource, { ...params, filter });
    },

    async update(resource, params) {
      const schema = schemaOf(resource);
      if (!schema.update) return unsupported(schema, 'editing');
      const input = {
        id: String(params.id),
        data: params.data,
        previousData: params.previousData ?? {},
      };
      try {
        const result = await callResult(schema.update, input, {
          idempotencyKey: params.meta?.idempotencyKey,
        });
        return {
          data: recordFrom(result, { ...params.previousData, ...params.data, id: params.id }),
        };
      } finally {
        invalidate(resource);
      }
    },

    async create(resource, params) {
      const schema = schemaOf(resource);
      if (!schema.create) return unsupported(schema, 'creating');
      try {
        const result = await callResult(
          schema.create,
          { data: params.data },
          { idempotencyKey: params.meta?.idempotencyKey },
        );
        return { data: recordFrom(result, params.data) };
      } finally {
        invalidate(resource);
      }
    },

    async delete(resource, params) {
      const schema = schemaOf(resource);
      if (!schema.delete) return unsupported(schema, 'deleting');
      try {
        await callResult(schema.delete, { id: String(params.id) });
        return { data: (params.previousData ?? { id: params.id }) as AnyRecord };
      } finally {
        invalidate(resource);
      }
    },

    updateMany: (resource) => unsupported(schemaOf(resource), 'changing several records at once'),
    deleteMany: (resource) => unsupported(schemaOf(resource), 'deleting several records at once'),

    async call(endpoint, params, callOptions = {}) {
      return (await provider.callEnvelope(endpoint, params, callOptions)).result as never;
    },

    async callEnvelope(endpoint, params, { invalidates = [], ...callOptions } = {}) {
      try {
        return await callEnvelope(endpoint, params, callOptions);
      } finally {
        invalidates.forEach((resource) => invalidate(resource));
      }
    },

    async getAllFiltered(resource, { filter, sort }) {
      const schema = schemaOf(resource);
      if (schema.list.mode === 'whole') return (await wholeList(schema)).all(filter, sort) as never;
      const { data } = await serverPage(schema, {
        filter: filter ?? {},
        sort,
        pagination: { page: 1, perPage: 100_000 },
      });
      return data as never;
    },

    invalidate,

    fetchBlob: (path, blobOptions) => apiFetchBlob(path, blobOptions),
  };
  return provider;
}
