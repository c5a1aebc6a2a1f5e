/**
 * Records that live events announced but the open grid does not show yet, counted per resource
 * (issue #26): a grid that reloaded on every new row would move under the admin's cursor, so it
 * says "3 new — show" instead and reloads when asked. A small store outside React, like
 * liveChanges.ts, so the event handler and the grid's toolbar share it.
 */
const waiting = new Map<string, Set<string>>();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export function addNewRecord(resource: string, id: string) {
  const ids = waiting.get(resource) ?? new Set<string>();
  if (ids.has(id)) return;
  ids.add(id);
  waiting.set(resource, ids);
  notify();
}

export const newRecordCount = (resource: string) => waiting.get(resource)?.size ?? 0;

/** The grid has just loaded its rows again: what was waiting is on it now (or on another page). */
export function clearNewRecords(resource: string) {
  if (waiting.delete(resource)) notify();
}

export function subscribeNewRecords(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
