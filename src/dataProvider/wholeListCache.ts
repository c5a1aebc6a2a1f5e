import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './queryKeys';
import { HttpError } from 'react-admin';
import type { ResourceSchema } from '../resources/types';
import { apiBytes, apiRequest, type ApiCall } from './httpClient';
import { takeBootAnswer } from './bootAnswer';
import { firstPageCall, listCall } from './firstPageCall';
import { columnSource, isColumnar, recordsOf } from './columnar';
import { WholeList, type ListPage, type ListQuery } from './wholeList';
import {
  dropHandle,
  engineFields,
  loadInWorker,
  localHandle,
  workersAvailable,
  type WholeListHandle,
} from './wholeListClient';

/** A whole list is downloaded again on the first read after it is this old. */
export const WHOLE_LIST_STALE_MS = 30_000;

/**
 * The whole list of a resource lives in react-query's cache under `queryKeys.wholeList`. It
 * starts with the resource name, so `invalidateQueries({ queryKey: [resource] })` — what
 * react-admin and the custom flows already do after a change — drops it with the resource's
 * other queries.
 */
const wholeListKey = queryKeys.wholeList;

export interface WholeListCacheOptions {
  staleMs?: number;
  /** Precompute search and sort keys of a loaded list in idle time (default true). */
  warmUp?: boolean;
  /** Parse and index in the Web Worker when the browser has one (default true). */
  worker?: boolean;
}

export type AnyWholeList = WholeListHandle;

/** A replaced list stays in the worker this long, for reads already under way. */
const DROP_AFTER_MS = 10_000;

/**
 * Reads a resource's whole list through the query client: one download shared by every page,
 * sort and filter while it is fresh, concurrent reads share the one in flight, a failed download
 * is not kept. Retries belong to the react-admin query that asked (no retry inside a retry).
 * A `format: 'columns'` list is downloaded compact and, in a browser, parsed, indexed and queried
 * in the Web Worker: the main thread never holds the 100 000 records.
 */
export function wholeListCache(queryClient: QueryClient, options: WholeListCacheOptions = {}) {
  const staleMs = options.staleMs ?? WHOLE_LIST_STALE_MS;
  const current = new Map<string, WholeListHandle>();

  const download = async (schema: ResourceSchema): Promise<WholeListHandle> => {
    const call = listCall(schema);
    let handle: WholeListHandle;
    if (options.worker !== false && workersAvailable() && !schema.list.unwrap) {
      const body = await apiBytes(call);
      handle = await loadInWorker(body, engineFields(schema.fields), schema.list.errorMessage);
    } else {
      const list = await localList(schema, call);
      const local = (handle = localHandle(list));
      if (options.warmUp !== false) {
        const key = wholeListKey(schema.name);
        runWhenIdle(list.warmUpSteps(), () => queryClient.getQueryData(key) === local);
      }
    }
    const replaced = current.get(schema.name);
    current.set(schema.name, handle);
    if (replaced) setTimeout(() => dropHandle(replaced), DROP_AFTER_MS);
    return handle;
  };

  const localList = async (schema: ResourceSchema, call: ApiCall) => {
    const envelope = await apiRequest<unknown>(call);
    const result = schema.list.unwrap ? schema.list.unwrap(envelope.result) : envelope.result;
    const rows = isColumnar(result) ? columnSource(result) : recordsOf(result);
    if (!rows) throw new HttpError(schema.list.errorMessage, 200, envelope);
    return new WholeList(rows, schema.fields);
  };

  const read = (schema: ResourceSchema, fresh = false): Promise<WholeListHandle> =>
    queryClient.fetchQuery({
      queryKey: wholeListKey(schema.name),
      queryFn: () => download(schema),
      staleTime: fresh ? 0 : staleMs,
      retry: false,
    });

  return {
    /** The cached list; `fresh` downloads it again unless a download is already under way. */
    read,

    /**
     * A page of the list while it has not been downloaded yet: the first rows in the list's own
     * order come from the server (`limit`), then the whole list downloads. Null when the list is
     * cached or on its way, or when the page needs the whole list (a filter, another sort).
     */
    firstPage(schema: ResourceSchema, query: ListQuery): Promise<ListPage<unknown>> | null {
      const { page = 1, perPage = 25 } = query;
      const key = wholeListKey(schema.name);
      const call = firstPageCall(schema, query);
      if (!call) return null;
      if (queryClient.getQueryData(key) || queryClient.isFetching({ queryKey: key })) return null;
      // The boot script may have sent this very request before the admin loaded: adopted once.
      const first = apiRequest<unknown>(call, takeBootAnswer(call));
      // The whole list follows the small request, so it never holds the first page up.
      const whole = first.then(
        () => read(schema),
        () => read(schema),
      );
      whole.catch(() => undefined);
      const fromWhole = () => whole.then((list) => list.query(query));
      return first.then(({ result }) => {
        const rows = isColumnar(result) ? recordsOf(result) : null;
        if (!rows || !isColumnar(result)) return fromWhole();
        return { data: rows.slice((page - 1) * perPage), total: result.total };
      }, fromWhole);
    },
  };
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
