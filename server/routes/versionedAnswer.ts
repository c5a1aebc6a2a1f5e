import type { Db } from '../db/index.ts';

type Query = Pick<Db, 'query'>;

interface Entry<T> {
  version: string;
  /** When its computation started (performance.now()). */
  at: number;
  value: Promise<T>;
}

/**
 * An answer computed once per data version and shared by the requests that follow, for at most
 * `maxAgeMs` (figures over "the last 24 hours" move with the clock, not only with writes). The
 * version is the sum of `data_versions` rows under `prefix`, bumped by the writes' triggers in
 * their own transactions, so it changes exactly when a write commits: a write is seen by the next
 * request, whoever made it. The version is read before the computation starts, so an entry is
 * never older than its version; concurrent requests of one version share one computation.
 */
export function versionedAnswer<T>(
  prefix: string,
  maxAgeMs: number,
  compute: (db: Query) => Promise<T>,
) {
  const entries = new WeakMap<object, Entry<T>>();
  return async (db: Query): Promise<T> => {
    const { rows } = await db.query<{ version: string }>(
      `SELECT coalesce(sum(version), 0)::text AS version FROM data_versions WHERE name LIKE $1 || '%'`,
      [prefix],
    );
    const version = rows[0].version;
    const now = performance.now();
    const cached = entries.get(db);
    if (cached && cached.version === version && now - cached.at < maxAgeMs) return cached.value;
    const entry: Entry<T> = { version, at: now, value: compute(db) };
    entries.set(db, entry);
    // A failed computation is not kept: the next request tries again.
    entry.value.catch(() => {
      if (entries.get(db) === entry) entries.delete(db);
    });
    return entry.value;
  };
}
