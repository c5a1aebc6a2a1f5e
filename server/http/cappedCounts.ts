/**
 * Counts that passed their cap or their time budget, remembered per database for half a minute.
 * A grid's sort, next page and page 100 ask the same filter's count again:
 * - past the cap its answer ("more than 10 000") was the same, and counting it again read cap + 1
 *   index entries (14 ms of each passbook page at a million users, where its rows took 1 ms);
 * - stopped at its budget (a common word among ten million users), counting it again spent the
 *   whole budget on every page, on two cores beside the page's own rows, to say "of many" again.
 * Only these are kept: a count under the cap is exact and read each time, and the rows of every
 * page are read afresh.
 */
const KEPT_MS = 30_000;
/** Filters remembered per database: the oldest is forgotten past this many. */
const KEPT_FILTERS = 1_000;

/** A count's outcome worth remembering: past its cap, or stopped at its time budget. */
export type KnownCount = 'capped' | 'stopped';

const known = new WeakMap<object, Map<string, { at: number; outcome: KnownCount }>>();

/** How a count of `key` (its SQL and parameters) on `db` ended recently, if it was remembered. */
export function knownCount(db: object, key: string, now = Date.now()): KnownCount | undefined {
  const entry = known.get(db)?.get(key);
  return entry && now - entry.at < KEPT_MS ? entry.outcome : undefined;
}

/** Remembers that the count of `key` on `db` passed its cap, or was stopped at its budget. */
export function rememberCount(
  db: object,
  key: string,
  outcome: KnownCount,
  now = Date.now(),
): void {
  let counts = known.get(db);
  if (!counts) known.set(db, (counts = new Map()));
  counts.delete(key);
  counts.set(key, { at: now, outcome });
  if (counts.size > KEPT_FILTERS) counts.delete(counts.keys().next().value!);
}

/** JSON of a count's parameters, a bigint among them too. */
const plain = (_: string, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value);

/** A count's key: its SQL (which names the cap) and its parameters. */
export const countKey = (sql: string, params: unknown[]) =>
  `${sql}\u0000${JSON.stringify(params, plain)}`;
