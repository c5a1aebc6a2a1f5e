import type { SavedQuery } from 'react-admin';

/**
 * Whether a saved query is the list's current one: the same filter, sort and page size. Compared
 * by value, key order and undefined entries aside (a query read back from localStorage has lost
 * them). Which optional filters were merely displayed, empty, does not make another query.
 */
export function isSameQuery(a: SavedQuery['value'], b: SavedQuery['value']): boolean {
  return JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));
}

const comparable = (value: SavedQuery['value']) =>
  canonical({ filter: value.filter ?? {}, sort: value.sort, perPage: value.perPage });

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => [key, canonical(record[key])]),
  );
}
