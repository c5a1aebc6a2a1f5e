import type { LiveEvent } from '../contracts/liveEvents';

/** How long a record page says someone else changed it. */
export const RECENT_CHANGE_MS = 60_000;
const KEEP = 200;

/**
 * The latest live event per record (resource + id), for the record page's "Rejected by ops@… just
 * now": a small store outside React, so the page that opens after the event still finds it.
 */
const latest = new Map<string, LiveEvent>();
const listeners = new Set<(event: LiveEvent) => void>();

const keyOf = (resource: string, id: string) => `${resource}\u0000${id}`;

export function recordLiveEvent(event: LiveEvent) {
  const key = keyOf(event.resource, event.id);
  latest.delete(key);
  latest.set(key, event);
  if (latest.size > KEEP) latest.delete(latest.keys().next().value as string);
  for (const listener of listeners) listener(event);
}

export function latestChange(resource: string, id: string): LiveEvent | undefined {
  return latest.get(keyOf(resource, id));
}

/** Calls `listener` with each live event (useSyncExternalStore's callbacks ignore it). */
export function subscribeChanges(listener: (event: LiveEvent) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
