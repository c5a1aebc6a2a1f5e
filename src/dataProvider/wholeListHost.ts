import { columnSource, isColumnar } from './columnar';
import { rowsOf, withId } from './endpoint';
import {
  WholeList,
  type EngineField,
  type Identifier,
  type ListFilter,
  type ListQuery,
  type ListSort,
} from './wholeList';

/**
 * The whole-list engine behind a message port: the Web Worker (wholeListWorker.ts) runs this, so
 * parsing 100 000 records, building the search and sort indexes, and every sort, filter and page
 * happen off the main thread; the page only receives the rows it shows. Plain data in and out
 * (structured clone), no DOM: testable in Node.
 */

export type HostRequest =
  | { kind: 'load'; listId: number; body: ArrayBuffer; fields: EngineField[] }
  | { kind: 'query'; listId: number; query: ListQuery }
  | { kind: 'getById'; listId: number; id: Identifier }
  | { kind: 'all'; listId: number; filter?: ListFilter; sort?: ListSort }
  | { kind: 'drop'; listId: number };

/** A failed load: the server's `message` when its envelope had one, with the HTTP body kept. */
export interface HostFailure {
  message: string | null;
  body: unknown;
}

export type HostAnswer = { ok: true; value: unknown } | { ok: false; failure: HostFailure };

// The records are untyped JSON from the API.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyList = WholeList<any>;

export class WholeListHost {
  private readonly lists = new Map<number, AnyList>();
  /** Index-building steps still to run, one per task, so queries interleave with them. */
  private readonly warmUps: (() => void)[] = [];
  private warming = false;

  constructor(private readonly later: (fn: () => void) => void = (fn) => setTimeout(fn, 0)) {}

  handle(request: HostRequest): HostAnswer {
    try {
      return { ok: true, value: this.run(request) };
    } catch (error) {
      if (error instanceof LoadFailure) return { ok: false, failure: { ...error.failure } };
      throw error;
    }
  }

  private run(request: HostRequest): unknown {
    if (request.kind === 'load') return this.load(request.listId, request.body, request.fields);
    if (request.kind === 'drop') return void this.lists.delete(request.listId);
    const list = this.lists.get(request.listId);
    if (!list) throw failure('This list was replaced by a newer copy; load it again.', null);
    switch (request.kind) {
      case 'query':
        return list.query(request.query);
      case 'getById':
        return list.getById(request.id) ?? null;
      case 'all':
        return list.all(request.filter, request.sort);
    }
  }

  /** Parses an envelope, builds the list, and queues its indexes; answers the row count. */
  private load(listId: number, body: ArrayBuffer, fields: EngineField[]): { size: number } {
    let envelope: unknown;
    try {
      envelope = JSON.parse(new TextDecoder().decode(body));
    } catch {
      throw failure(null, { raw: new TextDecoder().decode(body.slice(0, 2000)) });
    }
    const { success, result, message } = (envelope ?? {}) as Record<string, unknown>;
    if (success !== true) {
      throw failure(typeof message === 'string' && message.trim() ? message : null, envelope);
    }
    let list: AnyList;
    if (isColumnar(result)) list = new WholeList(columnSource(result), fields);
    else {
      const rows = rowsOf(result);
      if (!rows) throw failure(null, envelope);
      list = new WholeList(rows.map(withId), fields);
    }
    this.lists.set(listId, list);
    this.queueWarmUp(listId, list.warmUpSteps());
    return { size: list.size };
  }

  private queueWarmUp(listId: number, steps: (() => void)[]) {
    for (const step of steps) this.warmUps.push(() => this.lists.has(listId) && step());
    if (this.warming) return;
    this.warming = true;
    const next = () => {
      const step = this.warmUps.shift();
      if (!step) {
        this.warming = false;
        return;
      }
      step();
      this.later(next);
    };
    this.later(next);
  }
}

class LoadFailure {
  constructor(readonly failure: HostFailure) {}
}
const failure = (message: string | null, body: unknown) => new LoadFailure({ message, body });
