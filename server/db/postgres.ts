import pg from 'pg';
import type { Db, Queryable, QueryOptions, Results } from './types.ts';
import { pgliteCompatibleParams, pgliteCompatibleTypes } from './pgTypes.ts';
import { listenOn } from './listen.ts';
import { forgetStatement, isStalePlan, statementOn } from './prepared.ts';

/**
 * The settings of every session the server opens (the pool's, a CSV export thread's):
 * - UTC, PGlite's zone, so date arithmetic in SQL gives the same days on both;
 * - each run of a prepared statement planned for its values (prepared.ts);
 * - no JIT compilation: PostgreSQL compiles any statement whose estimate passes `jit_above_cost`
 *   (100 000: any count over a million rows) on every run, as plans are not kept. The dashboard's
 *   figures at a million users took 1.05-1.46 s with it and 0.33-0.43 s without; the grids' list
 *   calls did not move (docs/benchmarks.md, 30 Nov).
 */
export const SESSION_OPTIONS = '-c TimeZone=UTC -c plan_cache_mode=force_custom_plan -c jit=off';

/** How long the pool keeps a connection nobody uses (see openPostgres). */
export const IDLE_CONNECTION_MS = 5 * 60_000;

/** A PostgreSQL server through a node-postgres pool, behind the same `Db` surface as PGlite. */
export function openPostgres(
  url: string,
  options: { poolMax: number; dataDir?: string; countBudgetMs?: number },
): Db & { pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax,
    types: pgliteCompatibleTypes,
    // Statements run prepared (prepared.ts); with parameters each run is still planned for its
    // values, as an unnamed statement is: a generic plan may evaluate a cast or a function on rows
    // the custom plan's filters exclude first (the seed's pg_indexes ::regclass query failed so).
    options: SESSION_OPTIONS,
    // A request waits at most this long for a free connection (or a server that is down) and then
    // fails with a 500 instead of hanging until the client gives up.
    connectionTimeoutMillis: 10_000,
    // A connection left idle stays open for five minutes, not node-postgres's ten seconds: a new
    // one costs its backend's start and cold catalog caches (its first statements plan in ~10 ms
    // instead of ~1), and an admin reading a grid for more than ten seconds paid that on the next
    // click, on both of its connections (rows and count): 13-32 ms for a withdrawals page instead
    // of 8-12 at a million users (docs/benchmarks.md, 30 Nov, late)...
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    // ...without holding a process whose work is done (a command, a test file) for those minutes.
    allowExitOnIdle: true,
    application_name: 'exchange-admin',
  });
  // An idle client's connection can drop (server restart, failover): log it instead of crashing;
  // the pool replaces the client on the next checkout.
  pool.on('error', (error) => console.error('PostgreSQL pool: idle client error:', error.message));

  return {
    pool,
    dataDir: options.dataDir,
    countBudgetMs: options.countBudgetMs,
    query: (sql, params, queryOptions) => runQuery(pool, sql, params, queryOptions),
    exec: (sql) => runExec(pool, sql),
    copyFrom: (sql, rows) => copyFromStream(pool, sql, rows),
    transaction: (fn) => inTransaction(pool, fn),
    exclusive: (name, fn) => withAdvisoryLock(url, name, fn),
    listen: (channel, onNotify, onReconnect) => listenOn(url, channel, onNotify, onReconnect),
    close: () => pool.end(),
    poolStats: () => ({
      size: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    // Exports hold at most EXPORTS_PER_PROCESS of the pool's connections, one statement at a time.
    background: { query: (sql, params, options) => runQuery(pool, sql, params, options) },
  };
}

/**
 * Holds a session advisory lock on a connection of its own (outside the pool, so `fn` can use
 * every pooled connection) while `fn` runs; other processes wait on the same lock.
 */
async function withAdvisoryLock<T>(url: string, name: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'exchange-admin lock' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`exchange-admin:${name}`]);
    return await fn();
  } finally {
    // Ending the session releases its advisory locks, also when the unlock itself cannot run.
    await client.end().catch(() => undefined);
  }
}

type Runner = pg.Pool | pg.PoolClient;

async function runQuery<T>(
  runner: Runner,
  sql: string,
  params?: unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  if (options?.blob) return copyFromBlob(runner, sql, options.blob) as Promise<Results<T>>;
  const values = pgliteCompatibleParams(params);
  return withClient(runner, async (client) => {
    try {
      return toResults<T>(await client.query(statementOn(client, sql, values)));
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      forgetStatement(client, sql);
      // Inside a transaction the failure aborted it: inTransaction runs it again from the start.
      if (!(runner instanceof pg.Pool)) throw error;
      return toResults<T>(await client.query(sql, values));
    }
  });
}

/** Runs `fn` on the runner's connection: a transaction's own, or one checked out of the pool. */
async function withClient<T>(runner: Runner, fn: (client: pg.ClientBase) => Promise<T>) {
  if (!(runner instanceof pg.Pool)) return fn(runner);
  const client = await runner.connect();
  try {
    return await fn(client);
  } finally {
    client.release();
  }
}

async function runExec(runner: Runner, sql: string): Promise<Results[]> {
  // Without parameters pg uses the simple protocol, which runs several statements in one call.
  const result = (await runner.query(sql)) as pg.QueryResult | pg.QueryResult[];
  return (Array.isArray(result) ? result : [result]).map((r) => toResults(r));
}

function toResults<T>(result: pg.QueryResult): Results<T> {
  return {
    rows: result.rows as T[],
    affectedRows: result.rowCount ?? 0,
    fields: (result.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

/** SQLSTATEs after which the whole transaction may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
const MAX_ATTEMPTS = 5;

async function inTransaction<T>(pool: pg.Pool, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      const tx: Queryable = {
        query: (sql, params, options) => runQuery(client, sql, params, options),
        exec: (sql) => runExec(client, sql),
        copyFrom: (sql, rows) => copyFromStream(client, sql, rows),
      };
      const result = await fn(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true; // the connection itself failed: do not hand it out again
      }
      const code = (error as { code?: string }).code;
      if (((code && RETRYABLE.has(code)) || isStalePlan(error)) && attempt < MAX_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
        continue;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }
}

/**
 * `COPY t (cols) FROM '/dev/blob'` (PGlite's form, used by the seed) as COPY FROM STDIN: pg's
 * Query with the copy-in step answered from the blob's text.
 */
async function copyFromBlob(runner: Runner, sql: string, blob: Blob): Promise<Results> {
  const copySql = sql.replace(/FROM\s+'\/dev\/blob'/i, 'FROM STDIN');
  if (copySql === sql) throw new Error(`A blob is only supported by COPY ... FROM '/dev/blob'`);
  const data = Buffer.from(await blob.arrayBuffer());
  async function* once() {
    yield data;
  }
  return withClient(runner, (client) => runCopyIn(client, copySql, once()));
}

async function copyFromStream(
  runner: Runner,
  sql: string,
  rows: AsyncIterable<string | Uint8Array>,
): Promise<number> {
  if (!/\bFROM\s+STDIN\b/i.test(sql)) throw new Error('copyFrom needs COPY ... FROM STDIN');
  return withClient(
    runner,
    async (client) => (await runCopyIn(client, sql, rows)).affectedRows ?? 0,
  );
}

/**
 * COPY FROM STDIN through pg's own copy-in support (a Query whose copy-in step we answer): each
 * chunk goes out as it comes, and the next is awaited only when the socket has room again, so a
 * generator of ten million rows never holds more than a socket buffer of them. A failing source
 * ends the copy with CopyFail, which rolls the statement back.
 */
function runCopyIn(
  client: pg.ClientBase,
  sql: string,
  rows: AsyncIterable<string | Uint8Array>,
): Promise<Results> {
  const QueryClass = pg.Query as unknown as new (
    text: string,
    values: undefined,
    callback: (error: Error | null, result: pg.QueryResult) => void,
  ) => pg.Submittable & {
    handleCopyInResponse(connection: CopyConnection): void;
  };
  let settled = false;
  class CopyIn extends QueryClass {
    handleCopyInResponse(connection: CopyConnection) {
      void pump(connection);
    }
  }
  async function pump(connection: CopyConnection) {
    try {
      for await (const chunk of rows) {
        if (settled) return; // the server already refused the copy
        connection.sendCopyFromChunk(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        if (connection.stream.writableNeedDrain)
          await new Promise((resolve) => connection.stream.once('drain', resolve));
      }
      connection.endCopyFrom();
    } catch (error) {
      connection.sendCopyFail(error instanceof Error ? error.message : String(error));
    }
  }
  return new Promise<Results>((resolve, reject) => {
    void client.query(
      new CopyIn(sql, undefined, (error, res) => {
        settled = true;
        if (error) reject(error);
        else resolve(toResults(res));
      }),
    );
  });
}

interface CopyConnection {
  stream: NodeJS.WritableStream & { writableNeedDrain: boolean };
  sendCopyFromChunk(chunk: Buffer | Uint8Array): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
}
