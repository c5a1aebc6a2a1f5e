/**
 * Counts that passed their cap, remembered per database for half a minute. A grid's sort, next
 * page and page 100 ask the same filter's count again; past the cap its answer ("more than
 * 10 000") was the same, and counting it again read cap + 1 index entries (14 ms of each passbook
 * page at a million users, where its rows took 1 ms). Only a count past its cap is kept: it stays
 * true while the matches stay above the cap, and the rows of every page are read afresh. A count
 * under the cap is exact and read each time.
 */
const KEPT_MS = 30_000;
/** Filters remembered per database: the oldest is forgotten past this many. */
const KEPT_FILTERS = 1_000;

const known = new WeakMap<object, Map<string, number>>();

/** True while a count of `key` (its SQL and parameters) on `db` passed its cap recently. */
export function isKnownCapped(db: object, key: string, now = Date.now()): boolean {
  const at = known.get(db)?.get(key);
  return at !== undefined && now - at < KEPT_MS;
}

/** Remembers that the count of `key` on `db` passed its cap. */
export function rememberCapped(db: object, key: string, now = Date.now()): void {
  let counts = known.get(db);
  if (!counts) known.set(db, (counts = new Map()));
  counts.delete(key);
  counts.set(key, now);
  if (counts.size > KEPT_FILTERS) counts.delete(counts.keys().next().value!);
}

/** JSON of a count's parameters, a bigint among them too. */
const plain = (_: string, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value);

/** A count's key: its SQL (which names the cap) and its parameters. */
export const countKey = (sql: string, params: unknown[]) =>
  `${sql}\u0000${JSON.stringify(params, plain)}`;
