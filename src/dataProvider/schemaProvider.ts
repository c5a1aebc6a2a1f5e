import type { QueryClient } from '@tanstack/react-query';
import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import type { ProviderSchema } from './providerSchema';
import { callEnvelope, callResult, isPlainObject, withId } from './endpoint';
import { withAnswer } from './savedAnswer';
import {
  endpointMethods,
  resourceWrites,
  type EndpointMethods,
  type ExchangeCallOptions,
} from './endpointMethods';
import type { ListFilter, ListSort } from './listQuery';
import type { WholeListCacheOptions } from './wholeListCache';
import { csvFileName, serverCsv, serverPage } from './serverList';
import { csvBlob, type CsvFile } from './csv';
import { loadOnce } from './loadOnce';

/**
 * The whole-list engine (download, paging, sorting, search): loaded with the first
 * whole list's call. A provider serving only server-paged lists and endpoint calls (the bell's
 * notifications on the dashboard) never needs it; a list screen's own code imports it anyway.
 */
const loadEngine = () => import('./wholeListCache');

export interface DataProviderOptions extends WholeListCacheOptions {
  /**
   * The admin's one query cache (`<Admin queryClient>`): whole lists are cached in it, so
   * react-query owns every invalidation.
   */
  queryClient: QueryClient;
}

/** The custom methods custom flows call through `useDataProvider()` + react-query. */
export interface ExchangeMethods extends EndpointMethods {
  /**
   * Every filtered + sorted row of a resource as a CSV file (the grid's export): built from the
   * cached whole list, or streamed by the server for a server list; `rows`, when given, are the
   * rows to write (a plain REST resource read through simple-rest).
   */
  getCsv(
    resource: string,
    params: { filter?: ListFilter; sort?: ListSort; rows?: AnyRecord[] },
  ): Promise<CsvFile>;
}

export type { ExchangeCallOptions };

export type ExchangeDataProvider = DataProvider & ExchangeMethods;

/**
 * react-admin's methods are generic in the caller's record type; the records here are untyped
 * JSON from the API, so they are handed over as whatever the caller asked for.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRecord = any;

export function buildDataProvider(
  schemas: ProviderSchema[],
  options: DataProviderOptions,
): ExchangeDataProvider {
  const { queryClient } = options;
  const bySchema = new Map(schemas.map((schema) => [schema.name, schema]));
  // One cache per provider, as when it was built eagerly.
  const wholeLists = loadOnce(() =>
    loadEngine().then((m) => m.wholeListCache(queryClient, options)),
  );

  const schemaOf = (resource: string): ProviderSchema => {
    const schema = bySchema.get(resource);
    if (!schema) throw new Error(`Unknown resource "${resource}": add its schema to the registry.`);
    return schema;
  };

  const writing = resourceWrites(queryClient);

  const wholeList = async (schema: ProviderSchema, fresh = false) =>
    (await wholeLists()).read(schema, fresh);

  const findInWhole = async (schema: ProviderSchema, id: RaRecord['id']): Promise<AnyRecord> => {
    let record = await (await wholeList(schema)).getById(id);
    // A record created since the list was cached: look once more in a fresh copy.
    if (!record) record = await (await wholeList(schema, true)).getById(id);
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

  const unsupported = (schema: ProviderSchema, what: string) =>
    Promise.reject(new HttpError(`${schema.label}: ${what} is not supported.`, 405, null));

  const provider: ExchangeDataProvider = {
    async getList(resource, params) {
      const schema = schemaOf(resource);
      if (schema.list.mode === 'server') return serverPage(schema, params) as never;
      const query = { filter: params.filter, sort: params.sort, ...params.pagination };
      return (await wholeList(schema)).query(query);
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
        const found = await Promise.all(params.ids.map((id) => list.getById(id)));
        return { data: found.filter(Boolean) };
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

    // The record carries the server's message (savedAnswer.ts): a 202's is the form's toast.
    async update(resource, params) {
      const schema = schemaOf(resource);
      const { update } = schema;
      if (!update) return unsupported(schema, 'editing');
      const input = {
        id: String(params.id),
        data: params.data,
        previousData: params.previousData ?? {},
      };
      return writing([resource], async () => {
        const answer = await callEnvelope(update, input, {
          idempotencyKey: params.meta?.idempotencyKey,
        });
        const fallback = { ...params.previousData, ...params.data, id: params.id };
        return { data: withAnswer(recordFrom(answer.result, fallback), answer) };
      });
    },

    async create(resource, params) {
      const schema = schemaOf(resource);
      const { create } = schema;
      if (!create) return unsupported(schema, 'creating');
      return writing([resource], async () => {
        const answer = await callEnvelope(
          create,
          { data: params.data },
          { idempotencyKey: params.meta?.idempotencyKey },
        );
        return { data: withAnswer(recordFrom(answer.result, params.data), answer) };
      });
    },

    async delete(resource, params) {
      const schema = schemaOf(resource);
      const { delete: remove } = schema;
      if (!remove) return unsupported(schema, 'deleting');
      return writing([resource], async () => {
        await callResult(remove, { id: String(params.id) });
        return { data: (params.previousData ?? { id: params.id }) as AnyRecord };
      });
    },

    updateMany: (resource) => unsupported(schemaOf(resource), 'changing several records at once'),
    deleteMany: (resource) => unsupported(schemaOf(resource), 'deleting several records at once'),

    ...endpointMethods(queryClient),

    async getCsv(resource, { filter, sort, rows: given }) {
      const schema = schemaOf(resource);
      if (!given && schema.list.mode === 'server') return serverCsv(schema, { filter, sort });
      const rows = given ?? (await (await wholeList(schema)).all(filter, sort));
      return { blob: csvBlob(schema, rows), filename: csvFileName(schema.name) };
    },
  };
  return provider;
}
