import type { Querier } from '../db/index.ts';
import { badRequest } from '../http/envelope.ts';

/**
 * A partial edit of an operator-settings row (an asset, a trade pair): which settings the request
 * sends, the UPDATE of their columns, and how the change reads in the action log.
 */

/** One editable setting: the body's key, its column, and its name in the action log. */
export interface EditableSetting {
  key: string;
  column: string;
  label: string;
}

/** The settings the edit sends; 400 when it sends none. */
export function sentSettings<S extends EditableSetting>(
  editable: readonly S[],
  values: Record<string, unknown>,
): S[] {
  const edits = editable.filter(({ key }) => values[key] !== undefined);
  if (edits.length === 0) throw badRequest('Nothing to update: send at least one setting');
  return edits;
}

/** Writes the sent settings to the row `id` of `table` (a table name from the code, never input). */
export async function writeSettings(
  tx: Querier,
  table: 'assets' | 'trade_pairs',
  id: string,
  edits: readonly EditableSetting[],
  values: Record<string, unknown>,
): Promise<void> {
  const sets = edits.map(({ column }, i) => `${column} = $${i + 2}`);
  await tx.query(`UPDATE ${table} SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...edits.map(({ key }) => values[key]),
  ]);
}

/** "label before → after" for each sent setting that changed, or 'no change'. */
export function changeSummary(
  edits: readonly EditableSetting[],
  before: object,
  after: object,
  shown: (value: unknown) => string = String,
): string {
  const read = (row: object, key: string) => (row as Record<string, unknown>)[key];
  const changed = edits
    .filter(({ key }) => String(read(before, key)) !== String(read(after, key)))
    .map(({ key, label }) => `${label} ${shown(read(before, key))} → ${shown(read(after, key))}`);
  return changed.length ? changed.join(', ') : 'no change';
}
