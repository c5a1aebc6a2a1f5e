import { HttpError } from 'react-admin';
import type { FieldSchema } from '../resources/types';
import type { HostAnswer, HostRequest } from './wholeListHost';
import type {
  EngineField,
  Identifier,
  ListFilter,
  ListPage,
  ListQuery,
  ListSort,
  WholeList,
} from './wholeList';

/**
 * A loaded whole list as the data provider uses it: every read is async, so the engine can live
 * in the Web Worker (the browser) or on this thread (tests, or a browser without workers).
 */
// The records are untyped JSON from the API.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface WholeListHandle<R = any> {
  readonly size: number;
  query(query: ListQuery): Promise<ListPage<R>>;
  getById(id: Identifier): Promise<R | undefined>;
  /** Every filtered row in sort order (CSV export). */
  all(filter?: ListFilter, sort?: ListSort): Promise<R[]>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function localHandle(list: WholeList<any>): WholeListHandle {
  return {
    size: list.size,
    query: async (query) => list.query(query),
    getById: async (id) => list.getById(id),
    all: async (filter, sort) => list.all(filter, sort),
  };
}

/** The plain-data part of the fields (functions and icons cannot cross to the worker). */
export const engineFields = (fields: readonly FieldSchema[]): EngineField[] =>
  fields.map(({ source, type, searchable, filter, sortable }) => ({
    source,
    type,
    searchable,
    filter,
    sortable,
  }));

export const workersAvailable = () => typeof Worker !== 'undefined';

/**
 * Parses and indexes a whole-list answer in the worker (the body is transferred, not copied).
 * A body that is not a success envelope fails like `apiRequest` does: the server's message, else
 * `errorMessage`.
 */
export async function loadInWorker(
  body: ArrayBuffer,
  fields: EngineField[],
  errorMessage: string,
): Promise<WholeListHandle> {
  const port = workerPort();
  const listId = ++lastListId;
  const { size } = (await port.call(
    { kind: 'load', listId, body, fields },
    [body],
    errorMessage,
  )) as { size: number };
  const ask = (request: HostRequest) => port.call(request, [], errorMessage);
  return {
    size,
    query: (query) => ask({ kind: 'query', listId, query }) as Promise<ListPage<never>>,
    getById: async (id) => ((await ask({ kind: 'getById', listId, id })) ?? undefined) as never,
    all: (filter, sort) => ask({ kind: 'all', listId, filter, sort }) as Promise<never[]>,
    // Lets the cache free a replaced list in the worker.
    [DROP]: () => void ask({ kind: 'drop', listId }).catch(() => undefined),
  } as WholeListHandle;
}

const DROP = Symbol('drop');

/** Frees a worker-held list (no-op for a local one). */
export function dropHandle(handle: WholeListHandle) {
  (handle as { [DROP]?: () => void })[DROP]?.();
}

let lastListId = 0;
let port: WorkerPort | null = null;

function workerPort(): WorkerPort {
  port ??= new WorkerPort(
    new Worker(new URL('./wholeListWorker.ts', import.meta.url), {
      type: 'module',
      name: 'whole-lists',
    }),
  );
  return port;
}

class WorkerPort {
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: unknown) => void; errorMessage: string }
  >();

  constructor(private readonly worker: Worker) {
    worker.onmessage = (event: MessageEvent<{ id: number; answer?: HostAnswer; error?: string }>) =>
      this.settle(event.data);
    // A worker that fails to start or crashes: every waiting read fails, the next one starts anew.
    worker.onerror = (event) => {
      event.preventDefault();
      const error = new Error(`The list worker stopped: ${event.message || 'failed to start'}`);
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
      worker.terminate();
      if (port === this) port = null;
    };
  }

  call(request: HostRequest, transfer: Transferable[], errorMessage: string): Promise<unknown> {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, errorMessage });
      this.worker.postMessage({ id, request }, transfer);
    });
  }

  private settle({ id, answer, error }: { id: number; answer?: HostAnswer; error?: string }) {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    if (answer?.ok) waiting.resolve(answer.value);
    else if (answer) {
      const { message, body } = answer.failure;
      waiting.reject(new HttpError(message ?? waiting.errorMessage, 200, body));
    } else waiting.reject(new Error(error ?? 'The list worker failed.'));
  }
}
