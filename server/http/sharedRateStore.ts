import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db, Querier } from '../db/index.ts';

/** How often each process adds its hits to the shared counts and reads the others' back. */
export const FLUSH_INTERVAL_MS = 1000;
/** How often a process deletes the windows that have ended. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Only a PostgreSQL server's Db has a pool: several processes may share it. PGlite belongs to one
 * process, so its limits stay in memory.
 */
export const sharedAcrossProcesses = (db: Db) => 'pool' in db;

interface Entry {
  /** When the key's window started (ms): its first hit here, or in any process once flushed. */
  start: number;
  window: number;
  /** The shared count as read at the last flush (this process's flushed hits included). */
  total: number;
  /** Hits here since the last flush. */
  delta: number;
}

interface SharedRow {
  key: string;
  window_start: number;
  expires_at: number;
  hits: number;
}

/**
 * Request counts shared by every process on one PostgreSQL database, without a database round
 * trip per request: a key's count is the shared total read at the last flush plus the hits here
 * since. Every FLUSH_INTERVAL_MS (and on close) one statement adds each key's local hits to
 * `limits.rate_hits` and reads back the totals of every key this process has seen. The bound:
 * other processes' hits of up to about two flush intervals may not be counted yet, so N processes
 * may together let through up to that many seconds of traffic past the limit, never more than
 * N times the limit as separate counts would. A window starts at the key's first hit in any
 * process and lasts `timeWindow`, as the plugin's memory store counts in one process.
 */
export class SharedRateCounts {
  private readonly entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private lastSweep = 0;

  constructor(
    private readonly db: Querier,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Counts a hit on `key`: the plugin's `incr`. */
  hit(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.start + entry.window <= now) {
      entry = { start: now, window: timeWindow, total: 0, delta: 0 };
      this.entries.set(key, entry);
    }
    entry.delta++;
    return { current: entry.total + entry.delta, ttl: entry.start + entry.window - now };
  }

  /** The class the plugin's `store` option takes: every limiter's store counts here. */
  storeClass(): FastifyRateLimitStoreCtor {
    const hit = (key: string, timeWindow: number) => this.hit(key, timeWindow);
    return class SharedRateStore implements FastifyRateLimitStore {
      incr(
        key: string,
        callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
        timeWindow: number,
      ) {
        callback(null, hit(key, timeWindow));
      }

      // The limiters' keys carry their own prefix: one set of counts serves them all.
      child() {
        return this;
      }
    };
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), FLUSH_INTERVAL_MS).unref();
  }

  /** Stops the timer and adds the hits not flushed yet. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flushing; // a flush under way sent only the hits it found
    await this.flush();
  }

  /** One flush at a time; a failed one keeps its hits for the next (the local counts go on). */
  flush(): Promise<void> {
    this.flushing ??= this.flushOnce()
      .catch(this.onError)
      .finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep >= SWEEP_INTERVAL_MS) {
      this.lastSweep = now;
      await this.sweep(now);
    }
    const sent = new Map<string, { entry: Entry; delta: number }>();
    for (const [key, entry] of this.entries) {
      if (entry.start + entry.window <= now) this.entries.delete(key);
      else sent.set(key, { entry, delta: entry.delta });
    }
    if (sent.size === 0) return;
    const keys = [...sent.keys()];
    const entries = keys.map((key) => sent.get(key)!);
    const { rows } = await this.db.query<SharedRow>(FLUSH_SQL, [
      keys,
      entries.map((s) => s.entry.start),
      entries.map((s) => s.entry.start + s.entry.window),
      entries.map((s) => s.delta),
    ]);
    const readAt = Date.now();
    for (const row of rows) {
      const { entry, delta } = sent.get(row.key)!;
      // A window that ended while the statement ran starts afresh here; the next flush sorts it.
      if (this.entries.get(row.key) !== entry) continue;
      entry.delta -= delta;
      if (row.expires_at <= readAt) continue;
      entry.start = row.window_start;
      entry.window = row.expires_at - row.window_start;
      entry.total = row.hits;
    }
  }

  /** Deletes ended windows; rows another process is updating are left for a later sweep. */
  private async sweep(now: number): Promise<void> {
    await this.db.query(
      `DELETE FROM limits.rate_hits WHERE key IN (
         SELECT key FROM limits.rate_hits WHERE expires_at <= $1 FOR UPDATE SKIP LOCKED)`,
      [now],
    );
  }
}

/**
 * One multi-row upsert of the keys with hits ($4 > 0), in key order so two processes lock rows in
 * the same order, then the totals of the keys without. A row whose window ended before the hits'
 * window started is replaced; hits of a window that ended before the row's started are dropped.
 */
const FLUSH_SQL = `
  WITH seen AS (
    SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::int[])
      AS s(key, window_start, expires_at, hits)
  ), added AS (
    INSERT INTO limits.rate_hits AS r (key, window_start, expires_at, hits)
    SELECT key, window_start, expires_at, hits FROM seen WHERE hits > 0 ORDER BY key
    ON CONFLICT (key) DO UPDATE SET
      window_start = CASE WHEN r.expires_at <= excluded.window_start
                          THEN excluded.window_start ELSE r.window_start END,
      expires_at = CASE WHEN r.expires_at <= excluded.window_start
                        THEN excluded.expires_at ELSE r.expires_at END,
      hits = CASE WHEN r.expires_at <= excluded.window_start THEN excluded.hits
                  WHEN excluded.expires_at <= r.window_start THEN r.hits
                  ELSE r.hits + excluded.hits END
    RETURNING r.key, r.window_start, r.expires_at, r.hits
  )
  SELECT key, window_start, expires_at, hits FROM added
  UNION ALL
  SELECT r.key, r.window_start, r.expires_at, r.hits
    FROM limits.rate_hits r JOIN seen s ON s.key = r.key AND s.hits = 0`;
