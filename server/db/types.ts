/**
 * The database surface the server uses, met by both PGlite (embedded) and a node-postgres pool
 * (a PostgreSQL server). Routes see only this, so the same code and SQL run on both.
 */

export interface Field {
  name: string;
  dataTypeID: number;
}

export interface Results<T = Record<string, unknown>> {
  rows: T[];
  /** Rows an INSERT/UPDATE/DELETE touched. */
  affectedRows?: number;
  fields: Field[];
}

export interface QueryOptions {
  /** The rows of `COPY table (cols) FROM '/dev/blob'`, in COPY's text format. */
  blob?: Blob;
}

/** What a transaction's callback gets: statements on the transaction's own connection. */
export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>>;
  /** Several statements without parameters (migrations, VACUUM). */
  exec(sql: string): Promise<Results[]>;
  /**
   * `COPY table (cols) FROM STDIN` fed from `rows` (COPY's text format, any chunking) as they come,
   * with the socket's backpressure; resolves to the rows copied. A PostgreSQL server only: PGlite
   * reads a whole Blob (QueryOptions.blob), so it leaves this out.
   */
  copyFrom?(sql: string, rows: AsyncIterable<string | Uint8Array>): Promise<number>;
}

export interface PoolStats {
  size: number;
  inUse: number;
  waiting: number;
}

/** What runs one statement: a Db or a transaction (most domain code needs no more). */
export type Querier = Pick<Queryable, 'query'>;

export interface Db extends Queryable {
  /**
   * Runs `fn` in one transaction (READ COMMITTED): commits when it resolves, rolls back when it
   * throws. On a server a deadlock or serialization failure retries `fn` from the start, so `fn`
   * must only touch the database.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while holding a lock named `name` that every process on this database shares
   * (migrations, the first-start seed), so processes starting together do the work once.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (delivered at commit, in commit
   * order), on a connection of its own: a pooled one would be handed to a query mid-listen. When
   * that connection was lost and is back, `onReconnect` runs: what was sent in between is lost, so
   * the listener reads it from the database. Resolves to the function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Connections open, running a query, and queries waiting for one (the metrics read it). */
  poolStats(): PoolStats;
  /**
   * Statements that may wait for the others: the batches of a CSV export. PGlite's one connection
   * runs them only while no other statement is waiting, so an export never queues an admin's
   * page behind it; a server's pool runs them as it runs any statement.
   */
  readonly background: Querier;
  /**
   * How long a filtered count may run before its page answers without it ("of many"): a
   * PostgreSQL server's, COUNT_BUDGET_MS unless opened with another (tests on a busy runner want
   * exact counts). PGlite cannot stop a statement: it always counts.
   */
  readonly countBudgetMs?: number;
  /** Where files that belong with this database live (keys); undefined for a throwaway one. */
  readonly dataDir?: string;
}
