import type { RaRecord } from 'react-admin';
import type { ActionPlace, ActionSchema, ResourceSchema, SignedInAdmin } from '../../types';

/**
 * Whether a record offers the action: every `when` field holds one of its listed values, or its
 * predicate holds for the record and the signed-in admin.
 */
export function isAvailable(
  action: ActionSchema,
  record: RaRecord,
  admin?: SignedInAdmin,
): boolean {
  const { when } = action;
  if (!when) return true;
  if (typeof when === 'function') return when(record, admin);
  return Object.entries(when).every(([source, values]) => values.includes(record[source]));
}

/** The schema's actions shown at `place` (detail when an action names no place). */
export const actionsAt = (schema: ResourceSchema, place: ActionPlace): ActionSchema[] =>
  (schema.actions ?? []).filter((action) => (action.places ?? ['detail']).includes(place));

export const textOf = (value: string | ((record: RaRecord) => string), record: RaRecord): string =>
  typeof value === 'function' ? value(record) : value;

/** The dialog's values as sent: strings trimmed, empty optional values left out. */
export function cleanValues(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const clean = typeof value === 'string' ? value.trim() : value;
    if (clean === '' || clean === undefined || clean === null) continue;
    out[key] = clean;
  }
  return out;
}

/** The bulk dialog's text when the action declares none. */
export const defaultBulkText = (action: ActionSchema, count: number): string =>
  `${action.label} will run on ${count} selected record${count === 1 ? '' : 's'}.`;

/** The summary toast of a bulk run. */
export function bulkSummary(action: ActionSchema, done: number, failures: string[]): string {
  const total = done + failures.length;
  if (failures.length === 0) return `${action.label}: ${done} of ${total} done`;
  const reasons = [...new Set(failures)].join('; ');
  return `${action.label}: ${done} of ${total} done, ${failures.length} failed (${reasons})`;
}
